import { DashboardPage } from './dashboard-page';

/** /listing: the seller's own listing (remote-leads shows it at this address). */
export { loader } from './dashboard-page';
export default DashboardPage;

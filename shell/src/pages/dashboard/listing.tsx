import { DashboardPage } from './parts/dashboard-page';

/** /listing: the seller's own listing (remote-leads shows it at this address). */
export { loader } from './parts/dashboard-page';
export default DashboardPage;

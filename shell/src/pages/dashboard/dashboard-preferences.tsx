import { DashboardPage } from './dashboard-page';

/** /preferences: the seller's lead preferences (remote-leads shows them at this address). */
export { loader } from './dashboard-page';
export default DashboardPage;

import { DashboardPage } from './parts/dashboard-page';

/** /preferences: the seller's lead preferences (remote-leads shows them at this address). */
export { loader } from './parts/dashboard-page';
export default DashboardPage;

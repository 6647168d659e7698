import { DashboardPage } from './dashboard-page';

/** /api-access: the seller's API keys and webhook (remote-leads shows them at this address). */
export { loader } from './dashboard-page';
export default DashboardPage;

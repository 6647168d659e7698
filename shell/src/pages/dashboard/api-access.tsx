import { DashboardPage } from './parts/dashboard-page';

/** /api-access: the seller's API keys and webhook (remote-leads shows them at this address). */
export { loader } from './parts/dashboard-page';
export default DashboardPage;

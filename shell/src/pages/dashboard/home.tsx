import { DashboardPage } from './parts/dashboard-page';

/** The dashboard site's home: the seller's sign-in, then their leads (all in remote-leads). */
export { loader } from './parts/dashboard-page';
export default DashboardPage;

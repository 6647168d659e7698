import { notFound } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { apiReachable, DashboardPage, leadIdOf } from './parts/dashboard-page';

// Only the id is checked here: whose lead it is is the api's answer to the signed-in seller, in the browser.
export const loader = (async ({ params }, deps) => {
  if (leadIdOf(params.id) === undefined) throw notFound();
  await apiReachable(deps);
  return null;
}) satisfies PageLoader<unknown>;

/** /leads/:id, the link in a lead's e-mail and SMS: the dashboard, opening that lead once the seller is signed in. */
export default DashboardPage;

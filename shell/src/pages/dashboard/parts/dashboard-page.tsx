import { useMemo } from 'react';
import { data, useLocation, useNavigate, useParams } from 'react-router-dom';
import { UNAVAILABLE_STATUS } from '../../../routes/api-data';
import type { PageLoader } from '../../../routes/loader-deps';
import { PageHeadTags } from '../../../seo/page-head-tags';
import { dashboardHead } from '../../../seo/page-head';
import { useSite } from '../../../site-context';
import { DashboardBody } from './dashboard-body';
import { LeadsDashboardSlot } from './leads-dashboard-slot';

/** The api's health check (api/src/routes/system.ts): it answers 200 only with its database up. */
const HEALTH_PATH = '/health';

/** A lead id as the api numbers them; anything else is no page. */
export const leadIdOf = (id: string | undefined) =>
  id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;

/**
 * On the server, whether the api answers: when it does not, the page is the 503 "can't reach PharmaSetu" page, never a
 * sign-in form a signed-in seller could not use either. Nothing else: whose leads they are is the api's answer to the
 * signed-in seller, in the browser. In the browser (moving between the dashboard's pages) the remote finds out itself.
 */
export async function apiReachable(deps: Parameters<PageLoader<unknown>>[1]): Promise<void> {
  if (typeof document !== 'undefined') return;
  try {
    await deps.api.get(HEALTH_PATH);
  } catch {
    throw data({ reason: 'api unreachable' }, { status: UNAVAILABLE_STATUS });
  }
}

export const loader = (async (_args, deps) => {
  await apiReachable(deps);
  return null;
}) satisfies PageLoader<unknown>;

/**
 * Every dashboard page (/, /leads/:id, /preferences, /listing, /api-access): remote-leads' dashboard on this router's
 * location, so the open lead, the view, the filters and the page are addresses (reload, links, back and forward keep them). Each page
 * module exports this one component: moving between them keeps the remote mounted (no sign-in check again, no blank
 * frame).
 */
export function DashboardPage() {
  const { settings } = useSite();
  const leadId = leadIdOf(useParams().id);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const location = useMemo(() => ({ pathname, search }), [pathname, search]);
  return (
    <DashboardBody>
      <PageHeadTags head={dashboardHead(settings)} />
      <LeadsDashboardSlot settings={settings} leadId={leadId} location={location} navigate={navigate} />
    </DashboardBody>
  );
}

import { useParams } from 'react-router-dom';
import { notFound } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { PageHeadTags } from '../../seo/page-head-tags';
import { dashboardHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { DashboardBody } from './dashboard-body';
import { LeadsDashboardSlot } from './leads-dashboard-slot';

/** A lead id as the api numbers them; anything else is no page. */
const leadIdOf = (id: string | undefined) =>
  id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;

// No api data: whose lead it is is the api's answer to the signed-in seller, in the browser. Only the id is checked.
export const loader = (async ({ params }) => {
  if (leadIdOf(params.id) === undefined) throw notFound();
  return null;
}) satisfies PageLoader<unknown>;

/** /leads/:id, the link in a lead's e-mail and SMS: the dashboard, opening that lead once the seller is signed in. */
export default function DashboardLead() {
  const { settings } = useSite();
  const leadId = leadIdOf(useParams().id);
  return (
    <DashboardBody>
      <PageHeadTags head={dashboardHead(settings)} />
      <LeadsDashboardSlot settings={settings} leadId={leadId} />
    </DashboardBody>
  );
}

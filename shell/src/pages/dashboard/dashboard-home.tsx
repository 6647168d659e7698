import { PageHeadTags } from '../../seo/page-head-tags';
import { dashboardHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { DashboardBody } from './dashboard-body';
import { LeadsDashboardSlot } from './leads-dashboard-slot';

/** The dashboard site's home: the seller's sign-in, then their leads (all in remote-leads). No api data on the server. */
export default function DashboardHome() {
  const { settings } = useSite();
  return (
    <DashboardBody>
      <PageHeadTags head={dashboardHead(settings)} />
      <LeadsDashboardSlot settings={settings} />
    </DashboardBody>
  );
}

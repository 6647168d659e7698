import type { LeadsDashboardProps } from '@pharmasetu/shared-contracts';
import { LeadsDashboardFallback } from '../../../fallbacks/leads-dashboard-fallback';
import { RemoteSlot } from '../../../federation/remote-slot';

/** The dashboard site's content: remote-leads' LeadsDashboard (the sign-in, then the leads), loaded on start. */
export function LeadsDashboardSlot(props: LeadsDashboardProps) {
  return (
    <RemoteSlot
      module="remote_leads/LeadsDashboard"
      props={props}
      fallback={<LeadsDashboardFallback settings={props.settings} />}
      placeholder={<LeadsDashboardFallback settings={props.settings} waiting />}
    />
  );
}

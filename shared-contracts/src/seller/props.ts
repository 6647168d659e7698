import type { SiteSettings } from '../site-settings';

/** Props of remote-leads' exposed './LeadsDashboard' (the dashboard site's page). */
export interface LeadsDashboardProps {
  /** The dashboard site's settings: `urls.api` is where the seller api answers. */
  settings: SiteSettings;
  /** A lead to open once signed in (the dashboard's /leads/:id, linked from the lead's e-mail and SMS). */
  leadId?: number;
}

import type { SiteSettings } from '../site-settings';

/** Props of remote-leads' exposed './LeadsDashboard' (the dashboard site's page). */
export interface LeadsDashboardProps {
  /** The dashboard site's settings: `urls.api` is where the seller api answers. */
  settings: SiteSettings;
}

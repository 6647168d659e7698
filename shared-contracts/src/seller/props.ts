import type { SiteSettings } from '../site-settings';

/** Where the dashboard is: the page's path and query (`?state=Punjab&page=2`). */
export interface DashboardLocation {
  pathname: string;
  search: string;
}

/** Props of remote-leads' exposed './LeadsDashboard' (the dashboard site's page). */
export interface LeadsDashboardProps {
  /** The dashboard site's settings: `urls.api` is where the seller api answers. */
  settings: SiteSettings;
  /** A lead to open once signed in (the dashboard's /leads/:id, linked from the lead's e-mail and SMS). */
  leadId?: number;
  /**
   * The host router's location: the open lead (/leads/:id), the view (/preferences) and the list's filters and
   * page (the query) are read from it, so reload, links and back/forward keep them. Absent (the remote alone),
   * the remote keeps its own history entries.
   */
  location?: DashboardLocation;
  /** Goes to another address of the dashboard with the host's router (a history entry: back and forward work). */
  navigate?: (to: string) => void;
}

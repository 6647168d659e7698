import { localSiteSettings, type SiteSettings } from '@pharmasetu/shared-contracts';

declare global {
  interface Window {
    /** Written into the page by the site's server (scripts/servers/site-server.ts), validated there. */
    __SITE_SETTINGS__?: SiteSettings;
  }
}

/** This site's settings: from the page, or local defaults when the shell runs on webpack's dev server. */
export function readSiteSettings(): SiteSettings {
  return window.__SITE_SETTINGS__ ?? localSiteSettings('main');
}

import { localSiteSettings, type SiteSettings } from '@pharmasetu/shared-contracts';

declare global {
  interface Window {
    /** Written into the page by the site's server (platform/src/site-server/site-server.ts), validated there. */
    __SITE_SETTINGS__?: SiteSettings;
    /** The page's route data, written by react-router's StaticRouterProvider on the site's server. */
    __staticRouterHydrationData?: unknown;
  }
}

/** This site's settings: from the page, or local defaults when the shell runs on webpack's dev server. */
export function readSiteSettings(): SiteSettings {
  if (window.__SITE_SETTINGS__) return window.__SITE_SETTINGS__;
  console.warn(
    '[shell] no site settings in the page: using the local main-site defaults (fine on the dev server only).',
  );
  return localSiteSettings('main');
}

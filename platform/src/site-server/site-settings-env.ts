import {
  errorReportingSettings,
  localSiteSettings,
  type Ports,
  type SiteId,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';

/**
 * A site's settings as `npm start` serves them: the local ones, with what the environment configures.
 * - SEARCH_APP_ID, SEARCH_API_KEY: the search engine's application and search-only key, as the engine
 *   takes them (search-engine/src/engine-config.ts), so the pages and the site servers' own searches send the
 *   key the engine checks (without them, the local defaults both sides share).
 * - SENTRY_BROWSER_DSN (SENTRY_ENVIRONMENT): browser error reporting; otherwise the pages log locally.
 */
export function siteSettingsFromEnv(site: SiteId, ports: Ports, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const local = localSiteSettings(site, ports);
  const errorReporting = errorReportingSettings(
    env.SENTRY_BROWSER_DSN,
    env.SENTRY_ENVIRONMENT || env.NODE_ENV || 'development',
  );
  const search = local.search && {
    ...local.search,
    ...(env.SEARCH_APP_ID ? { appId: env.SEARCH_APP_ID } : {}),
    ...(env.SEARCH_API_KEY ? { searchKey: env.SEARCH_API_KEY } : {}),
  };
  return { ...local, ...(search ? { search } : {}), ...(errorReporting ? { errorReporting } : {}) };
}

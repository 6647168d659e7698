import { DEFAULT_PORTS, localSiteSettings } from '@pharmasetu/shared-contracts';
import { siteSettingsFromEnv } from './site-settings-env';

describe("a site's settings from the environment", () => {
  it('carries the configured search-only key and application to the pages, never the local key', () => {
    const settings = siteSettingsFromEnv('main', DEFAULT_PORTS, {
      NODE_ENV: 'production',
      SEARCH_API_KEY: 'configured-search-only-key',
      SEARCH_APP_ID: 'PHARMASETU_PROD',
    });
    expect(settings.search).toMatchObject({ appId: 'PHARMASETU_PROD', searchKey: 'configured-search-only-key' });
    expect(JSON.stringify(settings)).not.toContain('search-only-local-key');
  });

  it('keeps the local settings (and the key the local engine takes) when nothing is configured', () => {
    expect(siteSettingsFromEnv('molecule', DEFAULT_PORTS, {})).toEqual(localSiteSettings('molecule', DEFAULT_PORTS));
  });
});

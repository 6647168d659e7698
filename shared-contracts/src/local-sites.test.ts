import { DEFAULT_PORTS, localSiteSettings, portsFrom } from './local-sites';
import { siteSettingsSchema } from './site-settings';

describe('local sites', () => {
  it('takes ports from the environment and refuses a port that is not one', () => {
    expect(portsFrom({})).toEqual(DEFAULT_PORTS);
    expect(portsFrom({ MAIN_PORT: '8080', FOOTER_PORT: '' }).MAIN_PORT).toBe(8080);
    expect(() => portsFrom({ SEARCH_PORT: 'abc' })).toThrow('SEARCH_PORT="abc" is not a port number (1-65535)');
    expect(() => portsFrom({ API_PORT: '70000' })).toThrow('API_PORT="70000" is not a port number (1-65535)');
  });

  it('gives each site valid settings, the molecule site its own source', () => {
    for (const site of ['main', 'molecule', 'company', 'dashboard'] as const)
      expect(siteSettingsSchema.parse(localSiteSettings(site)).site).toBe(site);
    expect(localSiteSettings('molecule').enquirySource).toBe('Website-Molecule');
    expect(localSiteSettings('main').enquirySource).toBe('Website');
    expect(localSiteSettings('main', portsFrom({ API_PORT: '5001' })).urls.api).toBe('http://localhost:5001');
  });

  it("serves the sellers' dashboard on its own port, where the header's Sign In points", () => {
    expect(DEFAULT_PORTS.DASHBOARD_PORT).toBe(3400);
    expect(localSiteSettings('main').urls.dashboard).toBe('http://localhost:3400');
    expect(localSiteSettings('company', portsFrom({ DASHBOARD_PORT: '8400' }), '127.0.0.1').urls.dashboard).toBe(
      'http://127.0.0.1:8400',
    );
    expect(localSiteSettings('dashboard').urls.api).toBe('http://localhost:4001');
  });
});

import type { RemoteName } from './site-manifest';
import type { SiteId, SiteSettings } from './site-settings';

type RemoteSuffix<R extends RemoteName> = R extends `remote_${infer S}` ? S : never;

/** The setting that moves a remote's local origin, by its name: remote_footer → FOOTER_PORT. */
export type RemotePortSetting<R extends RemoteName = RemoteName> = `${Uppercase<RemoteSuffix<R>>}_PORT`;

export const remotePortSetting = <R extends RemoteName>(remote: R) =>
  `${remote.slice('remote_'.length).toUpperCase()}_PORT` as RemotePortSetting<R>;

/** A remote's folder in the repository (its package), by its name: remote_footer → remote-footer. */
export const remoteFolder = (remote: RemoteName) => remote.split('_').join('-');

/**
 * Default local ports; each can be overridden by the environment variable of the same name. Every remote of
 * KNOWN_REMOTES has one (the type checker names a remote without its port).
 */
export const DEFAULT_PORTS = {
  MAIN_PORT: 3000,
  SEARCH_PORT: 3001,
  ENQUIRY_PORT: 3002,
  FOOTER_PORT: 3003,
  LEADS_PORT: 3004,
  MOLECULE_PORT: 3100,
  COMPANY_PORT: 3200,
  DASHBOARD_PORT: 3400,
  API_PORT: 4001,
  SEARCH_ENGINE_PORT: 4002,
  RELEASE_CONSOLE_PORT: 4100,
} as const satisfies Record<string, number> & Record<RemotePortSetting, number>;

/**
 * The search engine's keys on a developer's machine, when SEARCH_APP_ID, SEARCH_API_KEY and SEARCH_ADMIN_KEY are
 * unset: the engine accepts them, the api's indexer writes with the admin key and the local sites search with the
 * search-only one. Production refuses to start without its own keys.
 */
export const LOCAL_SEARCH = {
  appId: 'PHARMASETU',
  searchKey: 'search-only-local-key',
  adminKey: 'admin-local-key',
} as const;

export type Ports = { -readonly [K in keyof typeof DEFAULT_PORTS]: number };

/** Reads the ports from an environment (process.env in Node), refusing anything that is not a port. */
export function portsFrom(env: Record<string, string | undefined>): Ports {
  const ports = { ...DEFAULT_PORTS } as Ports;
  for (const key of Object.keys(DEFAULT_PORTS) as (keyof Ports)[]) {
    const raw = env[key];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${key}=${JSON.stringify(raw)} is not a port number (1-65535)`);
    }
    ports[key] = port;
  }
  return ports;
}

const SITE_PORT: Record<SiteId, keyof Ports> = {
  main: 'MAIN_PORT',
  molecule: 'MOLECULE_PORT',
  company: 'COMPANY_PORT',
  dashboard: 'DASHBOARD_PORT',
};

export const sitePort = (site: SiteId, ports: Ports) => ports[SITE_PORT[site]];

export const siteOrigin = (site: SiteId, ports: Ports, host = 'localhost') => `http://${host}:${sitePort(site, ports)}`;

/** The settings each site runs with on a developer's machine (npm start, standalone remote pages, tests). */
export function localSiteSettings(site: SiteId, ports: Ports = DEFAULT_PORTS, host = 'localhost'): SiteSettings {
  return {
    site,
    product: 'pharmasetu',
    productName: 'PharmaSetu',
    urls: {
      main: siteOrigin('main', ports, host),
      molecule: siteOrigin('molecule', ports, host),
      company: siteOrigin('company', ports, host),
      api: `http://${host}:${ports.API_PORT}`,
      blog: 'https://blog.pharmasetu.in',
      lms: 'https://lms.pharmasetu.in',
      // The sellers' dashboard site: the header's Sign In opens its home (the sign-in when signed out).
      dashboard: siteOrigin('dashboard', ports, host),
    },
    contact: {
      phones: ['+91 98765 43210', '+91 172 466 0011'],
      whatsapp: '+91 98765 43210',
      address: 'SCO 42, Sector 70, Mohali, Punjab 160071',
      email: 'support@pharmasetu.in',
    },
    enquirySource: site === 'molecule' ? 'Website-Molecule' : 'Website',
    search: { appId: 'PHARMASETU', searchKey: 'search-only-local-key', host: `${host}:${ports.SEARCH_ENGINE_PORT}` },
    tracking:
      site === 'molecule'
        ? { adsAccount: 'AW-MOLECULE-LOCAL', analyticsAccount: 'G-MOLECULE-LOCAL' }
        : { adsAccount: 'AW-MAIN-LOCAL', analyticsAccount: 'G-MAIN-LOCAL' },
    social: [
      { label: 'Facebook', href: 'https://www.facebook.com/pharmasetu' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/pharmasetu' },
      { label: 'YouTube', href: 'https://www.youtube.com/@pharmasetu' },
      { label: 'X', href: 'https://x.com/pharmasetu' },
    ],
    apps: [
      { label: 'Get it on Google Play', href: 'https://play.google.com/store/apps/details?id=in.pharmasetu.seller' },
      { label: 'Download on the App Store', href: 'https://apps.apple.com/in/app/pharmasetu-seller/id6450000000' },
    ],
  };
}

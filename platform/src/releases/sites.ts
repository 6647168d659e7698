import { portsFrom, type RemoteName, type SiteId } from '@pharmasetu/shared-contracts';

/**
 * Which remotes each site composes. The company and dashboard sites have no header search; the dashboard
 * (the sellers' site) composes the leads dashboard, and keeps the header's requirement button and the footer.
 */
export const SITE_REMOTES: Record<SiteId, readonly RemoteName[]> = {
  main: ['remote_search', 'remote_enquiry', 'remote_footer'],
  molecule: ['remote_search', 'remote_enquiry', 'remote_footer'],
  company: ['remote_enquiry', 'remote_footer'],
  dashboard: ['remote_enquiry', 'remote_footer', 'remote_leads'],
};

/** The sites `npm start` serves, started in this order (the dashboard last: its answer means all of them are up). */
export const SERVED_SITES: readonly SiteId[] = ['main', 'molecule', 'company', 'dashboard'];

const REMOTE_PORT: Record<RemoteName, 'SEARCH_PORT' | 'ENQUIRY_PORT' | 'FOOTER_PORT' | 'LEADS_PORT'> = {
  remote_search: 'SEARCH_PORT',
  remote_enquiry: 'ENQUIRY_PORT',
  remote_footer: 'FOOTER_PORT',
  remote_leads: 'LEADS_PORT',
};

export const remotePort = (remote: RemoteName, env: NodeJS.ProcessEnv = process.env) => portsFrom(env)[REMOTE_PORT[remote]];

/** Where a remote's releases are served from (its own origin). */
const remoteOrigin = (remote: RemoteName, env: NodeJS.ProcessEnv = process.env) => `http://localhost:${remotePort(remote, env)}`;

export const releaseUrl = (remote: RemoteName, version: string, env: NodeJS.ProcessEnv = process.env) =>
  `${remoteOrigin(remote, env)}/${version}/mf-manifest.json`;

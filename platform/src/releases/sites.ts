import { portsFrom, remotePortSetting, type RemoteName, type SiteId } from '@pharmasetu/shared-contracts';

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

export const remotePort = (remote: RemoteName, env: NodeJS.ProcessEnv = process.env) =>
  portsFrom(env)[remotePortSetting(remote)];

/** Where a remote's releases are served from (its own origin). */
const remoteOrigin = (remote: RemoteName, env: NodeJS.ProcessEnv = process.env) => `http://localhost:${remotePort(remote, env)}`;

export const releaseUrl = (remote: RemoteName, version: string, env: NodeJS.ProcessEnv = process.env) =>
  `${remoteOrigin(remote, env)}/${version}/mf-manifest.json`;

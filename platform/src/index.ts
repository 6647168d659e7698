// The platform's public surface: what `npm start` and `npm run build` (scripts/) use to publish the builds and
// serve every site, remote origin and the release console. Tests, benches and e2e support may reach further in.
export { hasAccounts } from './console/accounts';
export { startReleaseConsole } from './console/release-console';
export { weakTokenReason } from './console/token-strength';
export { startReleaseDriver } from './releases/driver';
export { liveVersion, promoteVersion } from './releases/operations';
export { releaseSecret } from './releases/preview';
export { isVersion, publishBuild } from './releases/publish';
export { releaseUrl, remotePort, SERVED_SITES, SITE_REMOTES } from './releases/sites';
export { adoptFolderManifests, changeRemoteVersions, releaseState, remoteStoreDir, REPO_ROOT } from './releases/store';
export type { Running } from './site-server/listen';
export { startRemoteServer } from './site-server/remote-server';
export { siteSettingsFromEnv } from './site-server/site-settings-env';
export { startSiteServer } from './site-server/site-server';
export { buildAll, type BuildOptions } from './cli/build';

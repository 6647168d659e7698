// For the site server: sign a page-load token into each page it serves, over the site and the remote
// versions composed for that page, so the api counts release beacons from real page loads, for the
// versions they were served, only (see api/src/lib/page-load-token.ts). With RELEASE_BEACON_SECRET set
// (the same value on the api and the site server), site-server.ts adds a nonced script to the page's <head>:
//   `window.__PAGE_LOAD_TOKEN__=${JSON.stringify(pageLoadToken(settings.site, versions))}`
// Without the secret it answers undefined and the page carries none (the api then takes random page ids).
import { signPageLoadToken, type ComposedVersions } from '@pharmasetu/api/server-kit';

export { signPageLoadToken };

export const pageLoadToken = (
  site: string,
  versions: ComposedVersions,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined => (env.RELEASE_BEACON_SECRET ? signPageLoadToken(env.RELEASE_BEACON_SECRET, site, versions) : undefined);

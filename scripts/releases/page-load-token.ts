// For the site server: sign a page-load token into each page it serves, so the api can count release
// beacons from real page loads only (see api/src/lib/page-load-token.ts). With RELEASE_BEACON_SECRET set
// (the same value on the api and the site server), site-server.ts adds to the page's <head>:
//   `<script>window.__PAGE_LOAD_TOKEN__=${JSON.stringify(pageLoadToken(settings.site))}</script>`
// Without the secret it answers undefined and the page carries none (the api then takes random page ids).
import { signPageLoadToken } from '../../api/src/lib/page-load-token';

export { signPageLoadToken };

export const pageLoadToken = (site: string, env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.RELEASE_BEACON_SECRET ? signPageLoadToken(env.RELEASE_BEACON_SECRET, site) : undefined;

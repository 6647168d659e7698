import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { bucketFromCookies, matchRoute, SITE_PAGES, siteSettingsSchema, VISITOR_BUCKET_COOKIE, type SiteSettings } from '@pharmasetu/shared-contracts';
import { listen, type Running } from './listen';
import { composePage, preloadLinks, remoteResolver, type Preload, type RemoteResolver } from './page-composition';
import { resolveInside, securityHeaders, sendFile, sendText } from './static-files';

export interface SiteServerOptions {
  settings: SiteSettings;
  /** The shell's build. */
  distDir: string;
  /** The site manifest a release manager edits; read on every request, never cached. */
  manifestFile: string;
  port: number;
  host?: string;
  /** How remotes' mf-manifest.json files are read (tests pass their own). */
  resolveRemote?: RemoteResolver;
}

/** The shell's files its start needs after main.js, written by tooling/first-load-plugin.js. */
interface FirstLoad {
  start: string[];
  pages: Record<string, string[]>;
}

/** The visitor's canary bucket from their cookie, or a new one to set. */
function visitorBucket(cookieHeader: string | undefined): { bucket: number; setCookie?: string } {
  const bucket = bucketFromCookies(cookieHeader);
  if (bucket !== undefined) return { bucket };
  const drawn = randomInt(100);
  return { bucket: drawn, setCookie: `${VISITOR_BUCKET_COOKIE}=${drawn}; Path=/; Max-Age=31536000; SameSite=Lax` };
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A site's origin: the shell's files, `/site-manifest.json` (no-store) and, for every other path,
 * the shell's page with this site's settings and its composition written into it: the site manifest,
 * the remoteEntry addresses of the versions chosen for this visitor, and preload hints for every file
 * the first view needs, so the browser fetches them all at once instead of one round trip after another.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<Running> {
  const settings = siteSettingsSchema.parse(options.settings);
  const distDir = path.resolve(options.distDir);
  const settingsScript = `<script>window.__SITE_SETTINGS__=${scriptJson(settings)}</script>`;
  const resolveRemote = options.resolveRemote ?? remoteResolver();
  const readManifest = () => readFile(options.manifestFile, 'utf8').catch(() => undefined);
  // Read on every request (small files), so a rebuilt shell is served without a restart.
  const firstLoad = async (): Promise<FirstLoad> =>
    JSON.parse(await readFile(path.join(distDir, 'first-load.json'), 'utf8').catch(() => '{"start":[],"pages":{}}')) as FirstLoad;
  // Root-relative remote addresses resolve against the site's own configured origin (never the Host
  // header: a visitor must not choose where this server fetches from).
  const manifestUrl = `${settings.urls[settings.site]}/site-manifest.json`;
  const pages = Object.entries(SITE_PAGES[settings.site]);
  /** The shell's files for the page at `pathname`: its start, then that page's own chunk (none for a 404). */
  const shellFiles = (files: FirstLoad, pathname: string): Preload[] => {
    const match = matchRoute(pages.map(([pattern]) => pattern), pathname);
    const own = match ? (files.pages[pages[match.index]![1]] ?? []) : [];
    return [...files.start, ...own].map((file) => ({ href: `/${file}` }));
  };
  const page = async (pathname: string, bucket: number) => {
    const [html, manifest, files] = await Promise.all([readFile(path.join(distDir, 'index.html'), 'utf8'), readManifest(), firstLoad()]);
    const { inline, preloads } = await composePage(manifest, manifestUrl, bucket, resolveRemote);
    const composition = inline ? `<script>window.__SITE_COMPOSITION__=${scriptJson(inline)}</script>` : '';
    // Before </head>: a marker comment would not survive the production HTML minifier.
    return html.replace('</head>', `${preloadLinks([...shellFiles(files, pathname), ...preloads])}${settingsScript}${composition}</head>`);
  };
  await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`${distDir}/index.html is missing: build the shell first (npm run build)`);
  });

  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed');
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/site-manifest.json') {
      const manifest = await readManifest();
      if (manifest === undefined) return sendText(res, 404, `No site manifest for the ${settings.site} site`);
      res.writeHead(200, { ...securityHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(manifest);
    }
    const file = pathname !== '/' && pathname !== '/index.html' ? resolveInside(distDir, pathname) : undefined;
    if (file && (await sendFile(req, res, file))) return;
    if (/\.(js|json|map|css|png|svg|ico|txt)$/.test(pathname)) return sendText(res, 404, `Not found: ${pathname}`);
    const { bucket, setCookie } = visitorBucket(req.headers.cookie);
    const html = await page(pathname, bucket).catch(() => undefined);
    if (html === undefined) return sendText(res, 503, 'The site is being rebuilt; try again in a moment.');
    res.writeHead(200, {
      ...securityHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      // The page carries this visitor's remote versions: never shared between visitors.
      'Cache-Control': 'no-cache, private',
      Vary: 'Cookie',
      ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
    });
    res.end(html);
  });
  return listen(server, options.port, options.host ?? '127.0.0.1', `${settings.site} site`);
}

import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  bucketFromCookies,
  createHttpClient,
  siteSettingsSchema,
  visitorBucketCookie,
  type RemoteName,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { LoaderDeps } from '../../shell/src/routes/loader-deps';
import { pageRenderer, type RenderedPage } from '../../shell/src/server/render-page';
import type { Running } from './listen';
import { pageLoadToken } from '../releases/page-load-token';
import { releaseUrl } from '../releases/sites';
import { releaseState, type ReleaseState } from '../releases/store';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createLog } from '../../api/src/lib/log';
import { installMetrics, pageRenders, renderCacheLookups } from '../../api/src/lib/metrics';
import {
  installRequestLog,
  oneLinePerRequest,
  REQUEST_ID_HEADER,
  requestIdOf,
  setLogReason,
} from '../../api/src/plugins/request-log';
import { cachedApiFetch } from './cached-api-fetch';
import { manifestSource } from './manifest-source';
import {
  contentSecurityPolicy,
  cspNonce,
  manifestOrigins,
  originOf,
  STRICT_TRANSPORT_SECURITY,
} from './content-security-policy';
import { composePage, preloadLinks, remoteResolver, type Preload, type RemoteResolver } from './page-composition';
import { renderCache } from './render-cache';
import { sitemapRoutes } from './seo/sitemap-routes';
import { refusedPreviewPage, sitePreview, withPreviewMarker } from './site-preview';
import { serverSearch } from './server-search';
import { pageHtml, scriptJson } from './site-page-html';
import { staticAssets } from './static-assets';
import { securityHeaders } from './static-files';

export interface SiteServerOptions {
  settings: SiteSettings;
  /** The shell's build. */
  distDir: string;
  /** The site manifest a release manager edits; read on every request, never cached (default: the release state's). */
  manifestFile?: string;
  /**
   * The release state (default: releaseState(), the release store's folder or, with DATABASE_URL,
   * PostgreSQL): the site's manifest when no manifestFile is given, and the preview links revoked.
   */
  releaseState?: ReleaseState;
  port: number;
  host?: string;
  /** How remotes' mf-manifest.json files are read (tests pass their own). */
  resolveRemote?: RemoteResolver;
  /** The time a page's data may take from the api (and the search engine); after it, the page says "try again" (503). */
  apiBudgetMs?: number;
  /** How long the api's answers (the public catalog) are reused by the pages rendered meanwhile (0: never). */
  apiCacheMs?: number;
  /** How long a rendered page is served again to visitors of the same bucket (0: never). */
  renderCacheMs?: number;
  /** Sent with every api call (SITE_SERVER_TOKEN), so the api does not count renders against one IP's limit. */
  apiToken?: string;
  /** Production: every answer carries Strict-Transport-Security. */
  production?: boolean;
  /** Where it logs (default: its own pino logger, named after the site). */
  log?: Logger;
  /** What preview links are signed with (default: RELEASE_BEACON_SECRET); without one no preview is taken. */
  previewSecret?: string;
  /** Where a previewed release is loaded from (default: the release store's remote origins). */
  previewUrl?: (remote: RemoteName, version: string) => string;
}

/** The shell's files its start needs after main.js, written by tooling/first-load-plugin.js. */
interface FirstLoad {
  start: string[];
  pages: Record<string, string[]>;
}

/**
 * A fresh signed page-load token in the page (with RELEASE_BEACON_SECRET), over the site and the remote
 * versions composed for it, so the api counts release beacons from real page loads, for those versions
 * only; added to each answer after the render cache, as every page load needs its own.
 */
function withPageLoadToken(
  html: string | undefined,
  site: string,
  versions: Record<string, string>,
  nonce: string,
): string | undefined {
  const token = html && pageLoadToken(site, versions);
  return token
    ? html.replace(
        '</head>',
        `<script nonce="${nonce}">window.__PAGE_LOAD_TOKEN__=${scriptJson(token)}</script></head>`,
      )
    : html;
}

/**
 * The visitor's canary bucket from the request's cookie or, without a valid one, a new one drawn here with
 * the Set-Cookie that keeps it (the shell reads the same cookie: ensureBucketCookie in shell/src/federation).
 */
function bucketForRequest(cookieHeader: string | undefined): { bucket: number; setCookie?: string } {
  const bucket = bucketFromCookies(cookieHeader);
  if (bucket !== undefined) return { bucket };
  const drawn = randomInt(100);
  return { bucket: drawn, setCookie: visitorBucketCookie(drawn) };
}

/** The page template (and its precompressed copies) as a path may name it, encoded or not. */
function isTemplate(pathname: string): boolean {
  try {
    return /^\/index\.html(\.(br|gz))?$/.test(path.posix.normalize(decodeURIComponent(pathname)));
  } catch {
    return true;
  }
}

/**
 * Whether a path may name one of the shell's files: every file a build writes has an extension, so a path
 * whose last segment has none (`/`, `/pharma/herbal`) is a page, answered without looking on the disk.
 */
const mayBeFile = (pathname: string): boolean => /\.[A-Za-z0-9]+$/.test(pathname) && !isTemplate(pathname);

/** The id of the request a site server is answering, for the api calls its render makes. */
const requestIds = new AsyncLocalStorage<string>();

/** The longest address a page is rendered for (longer ones are refused: 414). */
const MAX_URL_LENGTH = 2048;

/**
 * A site's origin on Fastify: the shell's files (the static-assets plugin every origin uses),
 * `/site-manifest.json` (no-store) and, for every other path, the page rendered on the server
 * (react-router's loaders fetch its data from the api within a time budget; the status is true: 404 for
 * an unknown address, 503 when the api fails) with this site's settings and its composition written into
 * it: the remote versions chosen for this visitor, their remoteEntry addresses, and preload hints for
 * the shell's files the first view needs.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<Running> {
  const settings = siteSettingsSchema.parse(options.settings);
  const distDir = path.resolve(options.distDir);
  // Every inline element a page is built with carries this placeholder as its nonce (the render cache keeps
  // pages with it); each answer replaces it with a nonce of its own, named in its Content-Security-Policy.
  // Random per server, so no page content can spell it.
  const NONCE = randomBytes(12).toString('hex');
  // zod (in the shell and in each remote) probes `new Function` for its faster object parsing: under the CSP
  // (no 'unsafe-eval') the probe is refused, and reported as a violation though zod catches it. Its shared
  // global config (`globalThis.__zod_globalConfig`, what z.config() writes, read by every copy on the page)
  // says jitless before any bundle builds a schema.
  const settingsScript = `<script nonce="${NONCE}">window.__zod_globalConfig={jitless:true};window.__SITE_SETTINGS__=${scriptJson(settings)}</script>`;
  const resolveRemote = options.resolveRemote ?? remoteResolver();
  const budgetMs = options.apiBudgetMs ?? 1500;
  const log = options.log ?? createLog(`${settings.site} site`);
  const state = options.releaseState ?? releaseState();
  const readManifest = manifestSource(options.manifestFile ?? state.siteFeed(settings.site), log);
  const previews = sitePreview({
    revoked: (id) => state.isRevoked(id),
    site: settings.site,
    secret: options.previewSecret ?? (process.env.RELEASE_BEACON_SECRET || undefined),
    urlOf: options.previewUrl ?? ((remote, version) => releaseUrl(remote, version)),
    production: options.production,
  });
  // The template is read on every request (a small file), so a rebuilt shell is served without a restart;
  // first-load.json, written by the same build, is read again when the template changes, at most a second
  // after the last read (a build writes the two files one after the other), and whenever it was missing.
  let firstLoadRead: { template: string; at: number; files: Promise<FirstLoad | undefined> } | undefined;
  const firstLoad = async (template: string): Promise<FirstLoad> => {
    if (!firstLoadRead || firstLoadRead.template !== template || Date.now() - firstLoadRead.at > 1000) {
      const files = readFile(path.join(distDir, 'first-load.json'), 'utf8').then(
        (json) => JSON.parse(json) as FirstLoad,
        () => undefined,
      );
      firstLoadRead = { template, at: Date.now(), files };
    }
    const files = await firstLoadRead.files;
    if (!files) firstLoadRead = undefined;
    return files ?? { start: [], pages: {} };
  };
  // Root-relative remote addresses resolve against the site's own configured origin (never the Host
  // header: a visitor must not choose where this server fetches from).
  const origin = settings.urls[settings.site].replace(/\/+$/, '');
  const manifestUrl = `${origin}/site-manifest.json`;
  const { apiToken } = options;
  // Each api call carries the site request's id (the api logs under it), and the render token when set.
  const apiFetch: typeof fetch = (input, init) => {
    const requestId = requestIds.getStore();
    return fetch(input, {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string>),
        ...(apiToken ? { 'x-site-server-token': apiToken } : {}),
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
    });
  };
  const api = createHttpClient(settings.urls.api, {
    fetch: cachedApiFetch({ budgetMs, ttlMs: options.apiCacheMs ?? 2000, fetchImpl: apiFetch }),
    cookies: () => '',
  });
  const search = serverSearch(settings, budgetMs);
  const deps: LoaderDeps = { settings, api, ...(search ? { search } : {}) };
  const render = pageRenderer(deps, { nonce: NONCE });
  // The shell's render depends on the URL only, a composition on the visitor's bucket only: each is kept
  // on its own, so a burst on one page costs one render whatever buckets its visitors are in.
  const lookups = (cache: string) => (result: string) =>
    renderCacheLookups().inc({ site: settings.site, cache, result });
  const renders = renderCache<RenderedPage | undefined>({
    ttlMs: options.renderCacheMs ?? 2000,
    onLookup: lookups('render'),
  });
  const compositions = renderCache<Awaited<ReturnType<typeof composePage>>>({
    ttlMs: options.renderCacheMs ?? 2000,
    onLookup: lookups('composition'),
  });

  /** The shell's files for a page: its start, then that page's own chunk (none for a 404). */
  const shellFiles = (files: FirstLoad, page: string | undefined): Preload[] =>
    [...files.start, ...(page ? (files.pages[page] ?? []) : [])].map((file) => ({ href: `/${file}` }));

  const renderShell = (url: string): Promise<RenderedPage | undefined> =>
    render(`${origin}${url}`).catch((error: Error) => {
      // A bug, not the api (its failures are pages with status 503): the browser renders the page itself.
      log.error({ err: error, url }, `${url} could not be rendered on the server`);
      return undefined;
    });

  const page = async (url: string, bucket: number, template: string, manifest: string | undefined, version: string) => {
    const rendered = await renders.get(
      `${version}|${url}`,
      () => renderShell(url),
      (r) => r !== undefined && 'head' in r && (r.status === 200 || r.status === 404),
    );
    if (rendered && 'redirect' in rendered)
      return { status: rendered.status, redirect: rendered.redirect, versions: {}, origins: [] };
    const [files, { inline }] = await Promise.all([
      firstLoad(template),
      compositions.get(
        `${version}|${bucket}`,
        () => composePage(manifest, manifestUrl, bucket, resolveRemote),
        () => true,
      ),
    ]);
    const composition = inline
      ? `<script nonce="${NONCE}">window.__SITE_COMPOSITION__=${scriptJson(inline)}</script>`
      : '';
    const head = `${preloadLinks(shellFiles(files, rendered?.page))}${settingsScript}${composition}`;
    const versions = Object.fromEntries(Object.entries(inline?.remotes ?? {}).map(([name, r]) => [name, r!.version]));
    // Script and connect sources: every remote origin the manifest names, and where the entries resolved to.
    const origins = [
      ...manifestOrigins(manifest, manifestUrl),
      ...Object.values(inline?.entries ?? {}).flatMap((entry) => originOf(entry) ?? []),
    ];
    return { status: rendered?.status ?? 500, html: pageHtml(template, rendered, head, NONCE), versions, origins };
  };
  await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`${distDir}/index.html is missing: build the shell first (npm run build)`);
  });

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: oneLinePerRequest(),
    genReqId: requestIdOf,
  });
  // The request's id for the api calls its render makes (apiFetch above).
  app.addHook('onRequest', async (request) => requestIds.enterWith(request.id));
  // Pages at info; the shell's files and health checks at debug (a page load fetches dozens of files).
  installMetrics(app, {
    server: `${settings.site} site`,
    token: process.env.METRICS_TOKEN || undefined,
    route: (request) => request.routeOptions.url ?? (mayBeFile(request.url.split('?')[0]!) ? 'file' : 'page'),
  });
  installRequestLog(app, {
    quiet: (request) => ['/health', '/metrics'].includes(request.url) || mayBeFile(request.url.split('?')[0]!),
    // A preview link is a credential for as long as it lasts: its token never reaches the logs.
    secretParams: ['preview'],
  });
  app.get('/health', async (_request, reply) => {
    const manifest = await readManifest();
    return reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', site: settings.site, manifest: manifest === undefined ? 'none' : 'ok' });
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders);
    if (options.production) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
  app.get('/site-manifest.json', async (_request, reply) => {
    const manifest = await readManifest();
    if (manifest === undefined)
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`No site manifest for the ${settings.site} site`);
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(manifest);
  });
  // /sitemap.xml (every category, company or molecule page of the site) and /robots.txt naming it.
  await app.register(sitemapRoutes, { settings, apiUrl: settings.urls.api });
  // The shell's files as every origin serves them (precompressed copies, cache by file kind); the page
  // template is served rendered, never as it is. Pages get the plugin's on-the-fly compression too.
  // A path ending in '/' names a folder, never a file: it is a page (without this, @fastify/static answered '/'
  // with 403 to a client that accepts no compressed encoding, as crawlers and plain HTTP clients may not).
  // Pages skip the plugin's disk lookups (a stat for the path and each precompressed copy) altogether.
  await app.register(staticAssets, { root: distDir, allowedPath: mayBeFile });
  app.setNotFoundHandler(async (request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send('Method Not Allowed');
    if (request.url.length > MAX_URL_LENGTH) return reply.code(414).send('URI Too Long');
    const pathname = request.url.split('?')[0]!;
    if (/\.(js|json|map|css|png|svg|ico|txt|br|gz)$/.test(pathname))
      return reply.code(404).send(`Not found: ${pathname}`);
    const asked = await previews.fromQueryChecked(request.url);
    if (asked?.refusal) {
      setLogReason(request, `preview link refused: ${asked.refusal.message}`);
      return reply
        .code(400)
        .header('Content-Security-Policy', "default-src 'none'")
        .type('text/html; charset=utf-8')
        .send(refusedPreviewPage(asked.refusal.message, asked.location));
    }
    if (asked) {
      if (asked.grant) log.info({ event: 'preview started', ...asked.grant }, 'a browser previews a release');
      return reply.header('Set-Cookie', asked.setCookie).redirect(asked.location, 303);
    }
    const { bucket, setCookie } = bucketForRequest(request.headers.cookie);
    // A release manager's preview: this browser composes the previewed version (site-preview.ts).
    const preview = await previews.fromCookieChecked(request.headers.cookie);
    if (preview.refusal)
      log.info({ reason: preview.refusal.message }, `preview cookie ignored: ${preview.refusal.message}`);
    const [template, stored] = await Promise.all([
      readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => undefined),
      readManifest(),
    ]);
    if (template === undefined) return reply.code(503).send('The site is being rebuilt; try again in a moment.');
    const manifest = preview.grant ? previews.manifest(stored, preview.grant) : stored;
    const version = createHash('sha1')
      .update(template)
      .update(manifest ?? '')
      .digest('base64url');
    const answer = await page(request.url, bucket, template, manifest, version);
    pageRenders().inc({ site: settings.site, status: String(answer.status) });
    if (answer.status === 404) setLogReason(request, 'no page at this address');
    else if (answer.status === 503)
      setLogReason(request, `the page's data did not come from the api within ${budgetMs} ms`);
    else if (answer.status >= 500) setLogReason(request, 'the page could not be rendered on the server');
    const cookies = [setCookie, preview.clear].filter((c): c is string => !!c);
    if (cookies.length) reply.header('Set-Cookie', cookies);
    if (answer.redirect !== undefined) return reply.redirect(answer.redirect, answer.status);
    const nonce = cspNonce();
    const html = answer.html?.replaceAll(NONCE, nonce);
    return (
      reply
        .code(answer.status)
        // The page carries this visitor's remote versions: never shared between visitors.
        .header('Cache-Control', 'no-cache, private')
        .header('Vary', 'Cookie')
        .header('Content-Security-Policy', contentSecurityPolicy(settings, answer.origins, nonce))
        .header('X-Frame-Options', 'DENY')
        .type('text/html; charset=utf-8')
        .send(
          // A preview's page load counts for no version: no page-load token, and the marker's beacon flag.
          preview.grant
            ? html && withPreviewMarker(html, preview.grant, nonce)
            : withPageLoadToken(html, settings.site, answer.versions, nonce),
        )
    );
  });

  const host = options.host ?? '127.0.0.1';
  try {
    await app.listen({ port: options.port, host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'EADDRINUSE'
        ? `${settings.site} site: port ${options.port} is already in use (set another port, see README)`
        : `${settings.site} site: ${(error as Error).message}`,
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://localhost:${port}`, close: () => closeWithin(app, CLOSE_GRACE_MS) };
}

/** How long a closing site server lets requests in flight finish before it cuts their connections. */
const CLOSE_GRACE_MS = 3000;

/** Closes the server; a request still unanswered after the grace (a stuck client or render) no longer holds it open. */
async function closeWithin(app: FastifyInstance, graceMs: number) {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

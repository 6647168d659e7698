import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteSettingsSchema, type RemoteName, type SiteSettings } from '@pharmasetu/shared-contracts';
import {
  createLog,
  installMetrics,
  installRequestLog,
  oneLinePerRequest,
  requestIdOf,
} from '@pharmasetu/api/server-kit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { releaseUrl } from '../releases/sites';
import { releaseState, type ReleaseState } from '../releases/store';
import { listenApp, type Running } from './listen';
import { manifestRoutes } from './manifest-routes';
import { manifestSource } from './manifest-source';
import { remoteResolver, type RemoteResolver } from './page-composition';
import { pageRoutes } from './page-routes';
import { sitemapRoutes } from './seo/sitemap-routes';
import { requestIds, sitePages } from './site-pages';
import { installSecurityHeaders, plainErrorHandler, securedServerOptions, securityHeaders } from './security-headers';
import { sitePreview } from './site-preview';
import { staticAssets } from './static-assets';

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
  /** Production: every answer carries Strict-Transport-Security too (security-headers.ts). */
  production?: boolean;
  /** Where it logs (default: its own pino logger, named after the site). */
  log?: Logger;
  /** What preview links are signed with (default: RELEASE_BEACON_SECRET); without one no preview is taken. */
  previewSecret?: string;
  /** Where a previewed release is loaded from (default: the release store's remote origins). */
  previewUrl?: (remote: RemoteName, version: string) => string;
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

/**
 * A site's origin on Fastify: the shell's files (the static-assets plugin every origin uses), `/health`,
 * `/site-manifest.json` (no-store), the sitemap and, for every other path, the page rendered on the server
 * (site-pages.ts, answered by page-routes.ts).
 */
export async function startSiteServer(options: SiteServerOptions): Promise<Running> {
  const settings = siteSettingsSchema.parse(options.settings);
  const distDir = path.resolve(options.distDir);
  await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`${distDir}/index.html is missing: build the shell first (npm run build)`);
  });
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
  const pages = sitePages({
    settings,
    distDir,
    resolveRemote: options.resolveRemote ?? remoteResolver(),
    budgetMs,
    apiCacheMs: options.apiCacheMs ?? 2000,
    renderCacheMs: options.renderCacheMs ?? 2000,
    apiToken: options.apiToken,
    log,
  });

  const headers = securityHeaders({ production: options.production });
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: oneLinePerRequest(),
    genReqId: requestIdOf,
    ...securedServerOptions(headers),
  });
  // Every answer, a page, a file, a refusal or an error, carries the security headers; errors say only their status.
  installSecurityHeaders(app, headers);
  app.setErrorHandler(plainErrorHandler);
  // The request's id for the api calls its render makes (site-pages.ts).
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
  await app.register(manifestRoutes, { settings, readManifest });
  // /sitemap.xml (every category, company or molecule page of the site) and /robots.txt naming it.
  await app.register(sitemapRoutes, { settings, apiUrl: settings.urls.api });
  // The shell's files as every origin serves them (precompressed copies, cache by file kind); the page
  // template is served rendered, never as it is. Pages get the plugin's on-the-fly compression too.
  // A path ending in '/' names a folder, never a file: it is a page (without this, @fastify/static answered '/'
  // with 403 to a client that accepts no compressed encoding, as crawlers and plain HTTP clients may not).
  // Pages skip the plugin's disk lookups (a stat for the path and each precompressed copy) altogether.
  await app.register(staticAssets, { root: distDir, allowedPath: mayBeFile });
  await app.register(pageRoutes, { settings, distDir, pages, previews, readManifest, budgetMs, log });

  const running = await listenApp(app, options.port, options.host ?? '127.0.0.1', `${settings.site} site`);
  return { url: running.url, close: () => closeWithin(app, CLOSE_GRACE_MS) };
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

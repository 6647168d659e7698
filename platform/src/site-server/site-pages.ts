import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHttpClient, type SiteSettings } from '@pharmasetu/shared-contracts';
import { renderCacheLookups, REQUEST_ID_HEADER } from '@pharmasetu/api/server-kit';
import { pageRenderer, type LoaderDeps, type RenderedPage } from '@pharmasetu/shell/server';
import type { Logger } from 'pino';
import { pageLoadToken } from '../releases/page-load-token';
import { cachedApiFetch } from './cached-api-fetch';
import { manifestOrigins, originOf } from './content-security-policy';
import { composePage, preloadLinks, type Preload, type RemoteResolver } from './page-composition';
import { renderCache } from './render-cache';
import { serverSearch } from './server-search';
import { pageHtml, scriptJson } from './site-page-html';

/** The shell's files its start needs after main.js, written by tooling/first-load-plugin.js. */
interface FirstLoad {
  start: string[];
  pages: Record<string, string[]>;
}

/** A page as the site answers it, before the answer's own nonce and page-load token go in. */
export interface PageAnswer {
  status: number;
  redirect?: string;
  /** The page, every inline element's nonce the placeholder `nonce` (see sitePages). */
  html?: string;
  /** The remote versions composed into it. */
  versions: Record<string, string>;
  /** Every remote origin its scripts and calls may reach (its Content-Security-Policy names them). */
  origins: string[];
}

export interface SitePagesOptions {
  settings: SiteSettings;
  distDir: string;
  resolveRemote: RemoteResolver;
  budgetMs: number;
  apiCacheMs: number;
  renderCacheMs: number;
  apiToken?: string;
  log: Pick<Logger, 'error'>;
}

/** The id of the request a site server is answering, for the api calls its render makes. */
export const requestIds = new AsyncLocalStorage<string>();

/**
 * A fresh signed page-load token in the page (with RELEASE_BEACON_SECRET), over the site and the remote
 * versions composed for it, so the api counts release beacons from real page loads, for those versions
 * only; added to each answer after the render cache, as every page load needs its own.
 */
export function withPageLoadToken(
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
 * A site's pages: react-router's loaders fetch their data from the api within a time budget (the status is true:
 * 404 for an unknown address, 503 when the api fails), the shell renders them, and the site's settings and the
 * visitor's composition go into the head: the remote versions chosen for this bucket, their remoteEntry addresses,
 * and preload hints for the shell's files the first view needs. Renders and compositions are each cached on their own.
 */
export function sitePages(options: SitePagesOptions) {
  const { settings, distDir, log, budgetMs } = options;
  // Every inline element a page is built with carries this placeholder as its nonce (the render cache keeps
  // pages with it); each answer replaces it with a nonce of its own, named in its Content-Security-Policy.
  // Random per server, so no page content can spell it.
  const nonce = randomBytes(12).toString('hex');
  // zod (in the shell and in each remote) probes `new Function` for its faster object parsing: under the CSP
  // (no 'unsafe-eval') the probe is refused, and reported as a violation though zod catches it. Its shared
  // global config (`globalThis.__zod_globalConfig`, what z.config() writes, read by every copy on the page)
  // says jitless before any bundle builds a schema.
  const settingsScript = `<script nonce="${nonce}">window.__zod_globalConfig={jitless:true};window.__SITE_SETTINGS__=${scriptJson(settings)}</script>`;
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
    fetch: cachedApiFetch({ budgetMs, ttlMs: options.apiCacheMs, fetchImpl: apiFetch }),
    cookies: () => '',
  });
  const search = serverSearch(settings, budgetMs);
  const deps: LoaderDeps = { settings, api, ...(search ? { search } : {}) };
  const render = pageRenderer(deps, { nonce });
  // The shell's render depends on the URL only, a composition on the visitor's bucket only: each is kept
  // on its own, so a burst on one page costs one render whatever buckets its visitors are in.
  const lookups = (cache: string) => (result: string) =>
    renderCacheLookups().inc({ site: settings.site, cache, result });
  const renders = renderCache<RenderedPage | undefined>({
    ttlMs: options.renderCacheMs,
    onLookup: lookups('render'),
  });
  const compositions = renderCache<Awaited<ReturnType<typeof composePage>>>({
    ttlMs: options.renderCacheMs,
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

  /** The page at `url` for a visitor of `bucket`, from this template and manifest. */
  const answer = async (
    url: string,
    bucket: number,
    template: string,
    manifest: string | undefined,
  ): Promise<PageAnswer> => {
    const version = createHash('sha1')
      .update(template)
      .update(manifest ?? '')
      .digest('base64url');
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
        () => composePage(manifest, manifestUrl, bucket, options.resolveRemote),
        () => true,
      ),
    ]);
    const composition = inline
      ? `<script nonce="${nonce}">window.__SITE_COMPOSITION__=${scriptJson(inline)}</script>`
      : '';
    const head = `${preloadLinks(shellFiles(files, rendered?.page))}${settingsScript}${composition}`;
    const versions = Object.fromEntries(Object.entries(inline?.remotes ?? {}).map(([name, r]) => [name, r!.version]));
    // Script and connect sources: every remote origin the manifest names, and where the entries resolved to.
    const origins = [
      ...manifestOrigins(manifest, manifestUrl),
      ...Object.values(inline?.entries ?? {}).flatMap((entry) => originOf(entry) ?? []),
    ];
    return { status: rendered?.status ?? 500, html: pageHtml(template, rendered, head, nonce), versions, origins };
  };

  return { answer, nonce };
}

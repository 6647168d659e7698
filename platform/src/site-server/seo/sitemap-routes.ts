import { createHttpClient, SITEMAP_PAGE_MAX, type SiteSettings } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { robotsTxt } from './robots-txt';
import { cachedValue } from './sitemap-cache';
import { isCrawledSite, siteUrls } from './site-urls';
import { sitemapCount, sitemapIndexXml, sitemapPart, SITEMAP_URLS_MAX, urlsetXml } from './sitemap-xml';

export interface SitemapRoutesOptions {
  settings: SiteSettings;
  /** The api's origin (read on the server: may be an internal address). */
  apiUrl: string;
  /** How the api is called (tests pass their own). */
  fetchImpl?: typeof fetch;
  /** URLs per sitemap file before /sitemap.xml becomes an index (50,000, the protocol's limit). */
  urlsPerSitemap?: number;
  /** Slugs per api call (at most 5,000). */
  pageSize?: number;
  /** The most URLs a site lists (1,000,000). */
  maxUrls?: number;
  /** How long the list is reused (5 minutes). */
  cacheMs?: number;
  /** Each api call's time budget (10 s). */
  timeoutMs?: number;
  now?: () => number;
}

const CACHE_CONTROL = 'public, max-age=300';

/**
 * /sitemap.xml, /sitemap-<n>.xml and /robots.txt of one site (the dashboard site: only a robots.txt disallowing all).
 * The sitemap lists every category, company or
 * molecule page the site serves (read from the api, reused for a few minutes); beyond `urlsPerSitemap` URLs
 * /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml, … Register with `app.register(sitemapRoutes, {...})`.
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapRoutesOptions): Promise<void> {
  const { settings } = options;
  const perSitemap = Math.max(1, Math.min(options.urlsPerSitemap ?? SITEMAP_URLS_MAX, SITEMAP_URLS_MAX));
  const base = settings.urls[settings.site].replace(/\/+$/, '');
  if (!isCrawledSite(settings.site)) {
    // The sellers' dashboard: nothing for crawlers (no /sitemap.xml; its pages also say noindex).
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(robotsTxt(null)),
    );
    return;
  }
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? 10_000;
  // The api client's calls, each within its time budget.
  const timedFetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    fetchImpl(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })) as typeof fetch;
  const client = createHttpClient(options.apiUrl, { fetch: timedFetch, cookies: () => '' });
  const limits = {
    pageSize: Math.max(1, Math.min(options.pageSize ?? SITEMAP_PAGE_MAX, SITEMAP_PAGE_MAX)),
    maxUrls: options.maxUrls ?? 1_000_000,
  };
  const cacheMs = options.cacheMs ?? 5 * 60_000;
  const list = cachedValue(
    async () => {
      const read = await siteUrls(settings, client, limits);
      if (read.truncated) app.log.warn(`sitemap of the ${settings.site} site: cut at ${limits.maxUrls} URLs`);
      return read.urls;
    },
    {
      ttlMs: cacheMs,
      retryMs: Math.min(cacheMs, 30_000),
      now: options.now,
      onError: (error) =>
        app.log.error({ err: error }, `sitemap of the ${settings.site} site: the catalog could not be read`),
    },
  );

  const xml = (reply: FastifyReply, body: string) =>
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);
  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', '60')
      .header('cache-control', 'no-store')
      .send({ error: 'The sitemap is unavailable right now; try again in a minute.' });
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'No such sitemap' });

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = await list.get().catch(() => undefined);
    if (!urls) return unavailable(reply);
    const count = sitemapCount(urls.length, perSitemap);
    if (count === 1) return xml(reply, urlsetXml(urls));
    return xml(reply, sitemapIndexXml(Array.from({ length: count }, (_, i) => `${base}/sitemap-${i + 1}.xml`)));
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^[1-9][0-9]{0,5}).xml', async (request, reply) => {
    const urls = await list.get().catch(() => undefined);
    if (!urls) return unavailable(reply);
    const n = Number(request.params.n);
    const count = sitemapCount(urls.length, perSitemap);
    // Parts exist only while /sitemap.xml is an index.
    if (count === 1 || n > count) return notFound(reply);
    return xml(reply, urlsetXml(sitemapPart(urls, n, perSitemap)));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(`${base}/sitemap.xml`)),
  );
}

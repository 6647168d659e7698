import {
  fetchCategoryStates,
  fetchSitemapSlugs,
  routes,
  type HttpClient,
  type SitemapKind,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';

interface SiteUrlsOptions {
  /** Slugs asked for per api call (at most 5,000). */
  pageSize: number;
  /** The most URLs one site lists; past it the list is cut (and the caller told). */
  maxUrls: number;
}

interface SiteUrls {
  urls: string[];
  /** True when the catalog had more pages than maxUrls allows. */
  truncated: boolean;
}

/** The sites crawlers read; the sellers' dashboard (behind a sign-in) has no sitemap and robots.txt disallows it. */
type CrawledSite = Exclude<SiteSettings['site'], 'dashboard'>;
export const isCrawledSite = (site: SiteSettings['site']): site is CrawledSite => site !== 'dashboard';

/** Each site's pages that have a sitemap entry: its fixed pages, and the kind of catalog page it serves. */
const SITE_PAGES: Record<CrawledSite, { fixed: string[]; kind: SitemapKind; path: (slug: string) => string }> = {
  main: {
    fixed: ['/', '/pharma', '/pharma-molecules-list'],
    kind: 'category',
    path: (slug) => `/pharma/${encodeURIComponent(slug)}`,
  },
  company: { fixed: ['/'], kind: 'company', path: (slug) => `/${encodeURIComponent(slug)}` },
  molecule: { fixed: ['/'], kind: 'molecule', path: (slug) => `/${encodeURIComponent(slug)}` },
};

/**
 * Every page of this site that a crawler should find, as absolute URLs on the site's own origin: the main
 * site's home, lists and categories; the company site's home and companies; the molecule site's home and
 * molecules; and the main site's landing page of every category × state with companies. Slugs are read from the
 * api in keyset pages; an answer that is not a page of slugs, or pages that do not move on, reject (the caller keeps
 * what it had).
 */
export async function siteUrls(
  settings: SiteSettings,
  client: HttpClient,
  options: SiteUrlsOptions,
): Promise<SiteUrls> {
  const site = settings.site;
  if (!isCrawledSite(site)) throw new Error(`the ${site} site has no sitemap`);
  const base = settings.urls[site].replace(/\/+$/, '');
  const pages = SITE_PAGES[site];
  const urls = pages.fixed.map((path) => (path === '/' ? routes.home(base) : `${base}${path}`));
  const read = await catalogUrls(client, base, pages, urls, options);
  if (read.truncated || site !== 'main') return read;
  // The main site's landing page of each category × state with companies (/pharma/:slug/:state).
  const landing = (await fetchCategoryStates(client)) as { pages?: unknown } | null;
  if (!Array.isArray(landing?.pages)) throw new Error('the api answered something else than category × state pages');
  for (const page of landing.pages as { category?: unknown; state_slug?: unknown }[]) {
    if (typeof page.category !== 'string' || typeof page.state_slug !== 'string' || !page.category || !page.state_slug)
      throw new Error('the api answered something else than category × state pages');
    if (urls.length >= options.maxUrls) return { urls, truncated: true };
    urls.push(`${base}${pages.path(page.category)}/${encodeURIComponent(page.state_slug)}`);
  }
  return { urls, truncated: false };
}

/** The kind's catalog pages, read in keyset pages of slugs and appended to `urls`. */
async function catalogUrls(
  client: HttpClient,
  base: string,
  pages: { kind: SitemapKind; path: (slug: string) => string },
  urls: string[],
  options: SiteUrlsOptions,
): Promise<SiteUrls> {
  let after: string | undefined;
  for (;;) {
    // Checked, not trusted: the answer crosses a network.
    const page = (await fetchSitemapSlugs(client, { kind: pages.kind, after, limit: options.pageSize })) as {
      slugs?: unknown;
      next?: unknown;
    } | null;
    const slugs = page?.slugs;
    if (!Array.isArray(slugs) || !slugs.every((s): s is string => typeof s === 'string' && s !== ''))
      throw new Error('the api answered something else than a page of slugs');
    for (const slug of slugs) {
      if (urls.length >= options.maxUrls) return { urls, truncated: true };
      urls.push(`${base}${pages.path(slug)}`);
    }
    const next = page?.next;
    if (next === null || next === undefined || slugs.length === 0) return { urls, truncated: false };
    if (typeof next !== 'string' || next === after)
      throw new Error(`the api's pages do not move on (next ${JSON.stringify(next)})`);
    after = next;
  }
}

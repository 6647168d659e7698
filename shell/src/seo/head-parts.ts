import type { SiteSettings } from '@pharmasetu/shared-contracts';

/** The site's own origin, where every canonical URL of its pages lives. */
export const siteBase = (settings: SiteSettings): string => settings.urls[settings.site].replace(/\/+$/, '');

/** An absolute URL on the site's origin; `?page=N` only for page 2 onwards of a paged listing. */
export function canonicalUrl(settings: SiteSettings, path: string, page = 1): string {
  const url = `${siteBase(settings)}${path.startsWith('/') ? path : `/${path}`}`;
  return page > 1 ? `${url}?page=${page}` : url;
}

/** "Name – Page 2": the pages of one listing are different pages and say so. */
export const pageTitle = (name: string, page = 1): string => (page > 1 ? `${name} – Page ${page}` : name);

/** The tab title: the page's name, then the product's. */
export const fullTitle = (settings: SiteSettings, name: string): string => `${name} | ${settings.productName}`;

/** Open Graph properties for a link preview; no og:url when the page has no canonical address. */
export function openGraph(
  settings: SiteSettings,
  title: string,
  description: string,
  canonical: string,
  type = 'website',
): Record<string, string> {
  return {
    'og:type': type,
    'og:site_name': settings.productName,
    'og:locale': 'en_IN',
    'og:title': title,
    'og:description': description,
    ...(canonical ? { 'og:url': canonical } : {}),
  };
}

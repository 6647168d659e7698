/** The sitemaps.org protocol's limit: URLs in one sitemap file, sitemaps in one index. */
export const SITEMAP_URLS_MAX = 50_000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element or attribute: the five special characters as entities, characters XML 1.0 forbids dropped. */
export function xmlEscape(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
  );
}

/** A <urlset> of these page addresses. */
export function urlsetXml(urls: readonly string[]): string {
  return `${HEADER}<urlset xmlns="${NS}">\n${urls.map((u) => `<url><loc>${xmlEscape(u)}</loc></url>\n`).join('')}</urlset>\n`;
}

/** A <sitemapindex> of these sitemap addresses. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  return `${HEADER}<sitemapindex xmlns="${NS}">\n${sitemaps.map((u) => `<sitemap><loc>${xmlEscape(u)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
}

/** How many sitemap files `total` URLs take, `perSitemap` a file (at least one, even for no URL). */
export const sitemapCount = (total: number, perSitemap: number): number => Math.max(1, Math.ceil(total / perSitemap));

/** The URLs of sitemap file `n` (1-based). */
export const sitemapPart = (urls: readonly string[], n: number, perSitemap: number): readonly string[] =>
  urls.slice((n - 1) * perSitemap, n * perSitemap);

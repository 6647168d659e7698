/**
 * robots.txt: everything may be crawled (search results say noindex in their page), and where the sitemap is;
 * `null` for a site with nothing to crawl (the sellers' dashboard, behind a sign-in): nothing may be.
 */
export function robotsTxt(sitemapUrl: string | null): string {
  if (sitemapUrl === null) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

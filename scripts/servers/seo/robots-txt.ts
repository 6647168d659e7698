/** robots.txt: everything may be crawled (search results say noindex in their page), and where the sitemap is. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

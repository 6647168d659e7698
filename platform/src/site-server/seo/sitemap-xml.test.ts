import { sitemapCount, sitemapIndexXml, sitemapPart, urlsetXml, xmlEscape } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five special characters and drops what XML 1.0 cannot carry', () => {
    expect(xmlEscape(`a&b<c>"d'e\u0000\u001f`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;e');
  });

  it('writes a urlset and an index in the sitemaps.org namespace', () => {
    expect(urlsetXml(['https://x.in/?a=1&b=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://x.in/?a=1&amp;b=2</loc></url>\n</urlset>\n',
    );
    expect(sitemapIndexXml(['https://x.in/sitemap-1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.in/sitemap-1.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });

  it('splits into files of at most the given size', () => {
    expect([sitemapCount(0, 50_000), sitemapCount(50_000, 50_000), sitemapCount(50_001, 50_000)]).toEqual([1, 1, 2]);
    expect(sitemapPart(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual(['c', 'd']);
    expect(sitemapPart(['a', 'b', 'c', 'd', 'e'], 3, 2)).toEqual(['e']);
  });
});

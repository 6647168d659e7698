import { fetchSitemapSlugs, sitemapSlugsQuerySchema } from './fetch-sitemap-slugs';
import { createHttpClient } from './http';
import { recordingFetch } from './test-fetch';

describe('fetchSitemapSlugs', () => {
  it('asks for one kind after the last slug read, leaving out what is not given', async () => {
    const rec = recordingFetch(
      { status: 200, body: { slugs: ['a'], next: null } },
      { status: 200, body: { slugs: [], next: null } },
    );
    const client = createHttpClient('http://api.test', { fetch: rec.fetch });
    expect(await fetchSitemapSlugs(client, { kind: 'company', after: 'acme-pharma', limit: 5000 })).toEqual({
      slugs: ['a'],
      next: null,
    });
    await fetchSitemapSlugs(client, { kind: 'category' });
    expect(rec.calls.map((c) => c.url)).toEqual([
      'http://api.test/api/catalog/sitemap?kind=company&after=acme-pharma&limit=5000',
      'http://api.test/api/catalog/sitemap?kind=category',
    ]);
  });

  it('the query schema defaults the limit to 5,000 and refuses more, odd kinds and slugs', () => {
    expect(sitemapSlugsQuerySchema.parse({ kind: 'molecule' })).toEqual({ kind: 'molecule', limit: 5000 });
    expect(sitemapSlugsQuerySchema.parse({ kind: 'molecule', limit: '20', after: 'para-cetamol' })).toEqual({
      kind: 'molecule',
      limit: 20,
      after: 'para-cetamol',
    });
    expect(sitemapSlugsQuerySchema.safeParse({ kind: 'molecule', limit: '5001' }).success).toBe(false);
    expect(sitemapSlugsQuerySchema.safeParse({ kind: 'otps' }).success).toBe(false);
    expect(sitemapSlugsQuerySchema.safeParse({ kind: 'company', after: 'A/B' }).success).toBe(false);
  });
});

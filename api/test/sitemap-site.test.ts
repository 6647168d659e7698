// The site servers' sitemap (platform/src/site-server/seo) over this api and a real, seeded database: every seeded
// category, company and molecule page is listed, on its own site's origin, split into an index when large.
import { localSiteSettings, type SiteId } from '@pharmasetu/shared-contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { sitemapRoutes } from '../../platform/src/site-server/seo/sitemap-routes';
import { useApp } from './helpers/app';
import { DATABASES } from './helpers/databases';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe.each(DATABASES)('sitemap.xml over the api (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 3 });
  const sites: FastifyInstance[] = [];
  // The site server's calls go to the api in-process.
  const apiFetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const r = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return new Response(r.body, { status: r.statusCode });
  }) as typeof fetch;
  const site = async (id: SiteId, urlsPerSitemap?: number) => {
    const app = Fastify({ logger: false });
    await app.register(sitemapRoutes, {
      settings: localSiteSettings(id),
      apiUrl: 'http://api.internal',
      fetchImpl: apiFetch,
      urlsPerSitemap,
      pageSize: 500,
    });
    sites.push(app);
    return app;
  };
  const slugs = async (table: string) =>
    (await t.db.query<{ slug: string }>(`SELECT slug FROM ${table} ORDER BY slug`)).rows.map((r) => r.slug);

  afterAll(() => Promise.all(sites.map((s) => s.close())));

  it('the main site lists its home, its lists, every seeded category page and every category × state landing page', async () => {
    const r = await (await site('main')).inject('/sitemap.xml');
    expect(r.statusCode).toBe(200);
    const categories = await slugs('categories');
    expect(categories).toHaveLength(19);
    const landing = (
      await t.db.query<{ path: string }>(
        `SELECT DISTINCT x.category_slug || '/' || lower(replace(c.state, ' ', '-')) AS path
         FROM company_categories x JOIN companies c ON c.id = x.company_id AND c.listed`,
      )
    ).rows.map((r) => r.path);
    expect(landing).toContain('pharma-franchise-pcd/punjab');
    expect(locs(r.body).sort()).toEqual(
      [
        'http://localhost:3000/',
        'http://localhost:3000/pharma',
        'http://localhost:3000/pharma-molecules-list',
        ...categories.map((s) => `http://localhost:3000/pharma/${s}`),
        ...landing.map((p) => `http://localhost:3000/pharma/${p}`),
      ].sort(),
    );
  });

  it('the company site lists every seeded company, split into an index past the size of one sitemap', async () => {
    const app = await site('company', 500);
    const index = await app.inject('/sitemap.xml');
    expect(locs(index.body)).toEqual([
      'http://localhost:3200/sitemap-1.xml',
      'http://localhost:3200/sitemap-2.xml',
      'http://localhost:3200/sitemap-3.xml',
    ]);
    const parts = await Promise.all([1, 2, 3].map((n) => app.inject(`/sitemap-${n}.xml`)));
    const listed = parts.flatMap((p) => locs(p.body));
    const companies = await slugs('companies');
    expect(companies).toHaveLength(1200);
    expect(listed).toEqual(['http://localhost:3200/', ...companies.map((s) => `http://localhost:3200/${s}`)]);
  });

  it('the molecule site lists every seeded molecule page, and robots.txt names its sitemap', async () => {
    const app = await site('molecule');
    const molecules = await slugs('molecules');
    expect(locs((await app.inject('/sitemap.xml')).body)).toEqual([
      'http://localhost:3100/',
      ...molecules.map((s) => `http://localhost:3100/${s}`),
    ]);
    expect((await app.inject('/robots.txt')).body).toContain('Sitemap: http://localhost:3100/sitemap.xml');
  });
});

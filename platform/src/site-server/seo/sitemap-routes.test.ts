import { localSiteSettings } from '@pharmasetu/shared-contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { fakeCatalogApi } from './fake-catalog-api';
import { sitemapRoutes, type SitemapRoutesOptions } from './sitemap-routes';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const API = 'http://api.internal:4001';

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): unknown;
}
type TestApp = FastifyInstance & { inject(path: string): Promise<Answer> };

/**
 * The plugin in a Fastify app listening on a free port, asked over HTTP (light-my-request's inject would need
 * the ESM-only `cookie` compiled for jest, which this project's jest config does not do).
 */
async function appWith(options: Omit<SitemapRoutesOptions, 'apiUrl'>): Promise<TestApp> {
  const app = Fastify({ logger: false });
  await app.register(sitemapRoutes, { apiUrl: API, ...options });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(app, {
    async inject(path: string): Promise<Answer> {
      const r = await fetch(`${address}${path}`);
      const body = await r.text();
      return { statusCode: r.status, headers: Object.fromEntries(r.headers), body, json: () => JSON.parse(body) };
    },
  }) as TestApp;
}

describe('sitemap routes', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("the main site's sitemap: its home, its lists, every category page and category × state page, on its own origin", async () => {
    const api = fakeCatalogApi(
      {
        category: ['pediatric-drugs', 'gyne-pcd-companies'],
        company: ['acme'],
        molecule: ['cefixime'],
      },
      [
        ['gyne-pcd-companies', 'Punjab', 'punjab'],
        ['pediatric-drugs', 'Himachal Pradesh', 'himachal-pradesh'],
      ],
    );
    app = await appWith({ settings: localSiteSettings('main'), fetchImpl: api.fetch });
    const r = await app.inject('/sitemap.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    expect(
      r.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(r.body)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/pharma',
      'http://localhost:3000/pharma-molecules-list',
      'http://localhost:3000/pharma/gyne-pcd-companies',
      'http://localhost:3000/pharma/pediatric-drugs',
      'http://localhost:3000/pharma/gyne-pcd-companies/punjab',
      'http://localhost:3000/pharma/pediatric-drugs/himachal-pradesh',
    ]);
    expect(api.calls).toEqual(['/api/catalog/sitemap?kind=category&limit=5000', '/api/catalog/category-states']);
    expect((await app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('the company and molecule sites list their home and every company or molecule page', async () => {
    const api = fakeCatalogApi({ company: ['zenlabs', 'acme-pharma'], molecule: ['cefixime', 'paracetamol'] });
    app = await appWith({ settings: localSiteSettings('company'), fetchImpl: api.fetch });
    expect(locs((await app.inject('/sitemap.xml')).body)).toEqual([
      'http://localhost:3200/',
      'http://localhost:3200/acme-pharma',
      'http://localhost:3200/zenlabs',
    ]);
    await app.close();
    app = await appWith({ settings: localSiteSettings('molecule'), fetchImpl: api.fetch });
    expect(locs((await app.inject('/sitemap.xml')).body)).toEqual([
      'http://localhost:3100/',
      'http://localhost:3100/cefixime',
      'http://localhost:3100/paracetamol',
    ]);
  });

  it('beyond the URLs one sitemap may hold, /sitemap.xml is an index of /sitemap-<n>.xml files that together list every page once', async () => {
    const companies = Array.from({ length: 11 }, (_, i) => `company-${String(i).padStart(2, '0')}`);
    const api = fakeCatalogApi({ company: companies });
    app = await appWith({
      settings: localSiteSettings('company'),
      fetchImpl: api.fetch,
      urlsPerSitemap: 5,
      pageSize: 4,
    });
    const index = await app.inject('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      'http://localhost:3200/sitemap-1.xml',
      'http://localhost:3200/sitemap-2.xml',
      'http://localhost:3200/sitemap-3.xml',
    ]);
    const parts = await Promise.all([1, 2, 3].map((n) => app!.inject(`/sitemap-${n}.xml`)));
    expect(parts.map((p) => [p.statusCode, p.headers['content-type']])).toEqual(
      Array(3).fill([200, 'application/xml; charset=utf-8']),
    );
    expect(parts.map((p) => locs(p.body).length)).toEqual([5, 5, 2]);
    expect(parts.flatMap((p) => locs(p.body))).toEqual([
      'http://localhost:3200/',
      ...companies.map((c) => `http://localhost:3200/${c}`),
    ]);
    // Read in keyset pages of 4, once for all these requests.
    expect(api.calls).toEqual([
      '/api/catalog/sitemap?kind=company&limit=4',
      '/api/catalog/sitemap?kind=company&after=company-03&limit=4',
      '/api/catalog/sitemap?kind=company&after=company-07&limit=4',
    ]);
    for (const url of [
      '/sitemap-4.xml',
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap-9999999.xml',
      '/sitemap-x.xml',
    ]) {
      expect([url, (await app.inject(url)).statusCode]).toEqual([url, 404]);
    }
  });

  it('escapes for XML and encodes for URLs whatever the api answers', async () => {
    const api = fakeCatalogApi({ molecule: ['a&b<c>"d\'</loc><loc>http://evil.example/'] });
    app = await appWith({ settings: localSiteSettings('molecule'), fetchImpl: api.fetch });
    const body = (await app.inject('/sitemap.xml')).body;
    expect(locs(body)).toEqual([
      'http://localhost:3100/',
      'http://localhost:3100/a%26b%3Cc%3E%22d&apos;%3C%2Floc%3E%3Cloc%3Ehttp%3A%2F%2Fevil.example%2F',
    ]);
    expect(body).not.toContain('evil.example/<');
  });

  it('reuses the list for the cache time, then reads it again', async () => {
    let clock = 1_000_000;
    const api = fakeCatalogApi({ category: ['pediatric-drugs'] });
    app = await appWith({
      settings: localSiteSettings('main'),
      fetchImpl: api.fetch,
      cacheMs: 60_000,
      now: () => clock,
    });
    await Promise.all([app.inject('/sitemap.xml'), app.inject('/sitemap.xml')]);
    clock += 59_000;
    await app.inject('/sitemap.xml');
    // One read: the category slugs and the category × state pages.
    expect(api.calls).toHaveLength(2);
    clock += 2_000;
    await app.inject('/sitemap.xml');
    expect(api.calls).toHaveLength(4);
  });

  it('the api down: the last list while there is one, else 503 with an error', async () => {
    let clock = 0;
    const api = fakeCatalogApi({ category: ['pediatric-drugs'] });
    api.state.failing = true;
    app = await appWith({
      settings: localSiteSettings('main'),
      fetchImpl: api.fetch,
      cacheMs: 60_000,
      now: () => clock,
    });
    const down = await app.inject('/sitemap.xml');
    expect([down.statusCode, down.json(), down.headers['cache-control']]).toEqual([
      503,
      { error: 'The sitemap is unavailable right now; try again in a minute.' },
      'no-store',
    ]);
    api.state.failing = false;
    expect(locs((await app.inject('/sitemap.xml')).body)).toContain('http://localhost:3000/pharma/pediatric-drugs');
    api.state.failing = true;
    clock += 120_000;
    const stale = await app.inject('/sitemap.xml');
    expect(stale.statusCode).toBe(200);
    expect(locs(stale.body)).toContain('http://localhost:3000/pharma/pediatric-drugs');
  });

  it('stops at a bound: an api whose pages do not move on, or more URLs than a site may list', async () => {
    const looping = (async () =>
      new Response(JSON.stringify({ slugs: ['same'], next: 'same' }), { status: 200 })) as typeof fetch;
    app = await appWith({ settings: localSiteSettings('company'), fetchImpl: looping });
    expect((await app.inject('/sitemap.xml')).statusCode).toBe(503);
    await app.close();
    const api = fakeCatalogApi({ company: Array.from({ length: 30 }, (_, i) => `c-${i}`) });
    app = await appWith({ settings: localSiteSettings('company'), fetchImpl: api.fetch, maxUrls: 10 });
    expect(locs((await app.inject('/sitemap.xml')).body)).toHaveLength(10);
  });

  it("robots.txt names the sitemap on the site's own origin", async () => {
    app = await appWith({ settings: localSiteSettings('molecule'), fetchImpl: fakeCatalogApi({}).fetch });
    const r = await app.inject('/robots.txt');
    expect([r.statusCode, r.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
    expect(r.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://localhost:3100/sitemap.xml\n');
  });

  it("the sellers' dashboard: robots.txt disallows everything, no sitemap, and the api is not asked", async () => {
    const api = fakeCatalogApi({});
    app = await appWith({ settings: localSiteSettings('dashboard'), fetchImpl: api.fetch });
    const r = await app.inject('/robots.txt');
    expect([r.statusCode, r.body]).toEqual([200, 'User-agent: *\nDisallow: /\n']);
    expect((await app.inject('/sitemap.xml')).statusCode).toBe(404);
    expect(api.calls).toHaveLength(0);
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSiteSettings } from '@pharmasetu/shared-contracts';
import type { Running } from './listen';
import { checkPageLoadToken } from '../../api/src/lib/page-load-token';
import { startSiteServer } from './site-server';

// The api's answers for this test (the real api and database are in the e2e suite's plain-HTTP tests).
const herbal = {
  category: { slug: 'herbal', name: 'Herbal Products', kind: 'franchise', description: 'Ayurvedic and herbal ranges.' },
  companies: [{ slug: 'acme-pharma', name: 'Acme Pharma', city: 'Mohali', state: 'Punjab', rank: 9, categories: ['Herbal Products'], established: 2001 }],
  total: 1,
};

describe('the site server renders pages on the server', () => {
  let api: Server;
  let site: Running;
  let base: string;
  const requests: string[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      requests.push(req.url!);
      const send = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.url!.startsWith('/api/catalog/categories/herbal?')) return send(200, herbal);
      if (req.url!.startsWith('/api/catalog/categories/slow?')) return void setTimeout(() => send(200, herbal), 1500);
      return send(404, { error: 'Not found' });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const local = localSiteSettings('main');
    const settings = { ...local, urls: { ...local.urls, api: `http://127.0.0.1:${(api.address() as AddressInfo).port}` } };
    const dist = await mkdtemp(path.join(tmpdir(), 'ssr-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><meta name="description" content="generic"><title>PharmaSetu</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>');
    site = await startSiteServer({ settings, distDir: dist, manifestFile: path.join(dist, 'none.json'), port: 0, apiBudgetMs: 300, renderCacheMs: 0, apiCacheMs: 0 });
    base = site.url.replace('localhost', '127.0.0.1');
  });
  afterAll(async () => {
    await site.close();
    await new Promise((done) => api.close(done));
  });

  it("renders a category page with the api's data, its styles, its head and the data the browser hydrates with", async () => {
    const answer = await fetch(`${base}/pharma/herbal?sort=name`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<h1>Herbal Products</h1>');
    expect(html).toContain('<a href="http://localhost:3200/acme-pharma">Acme Pharma</a>');
    expect(html).toMatch(/<head>.*<title>Herbal Products \| PharmaSetu<\/title><meta name="description" content="1 Herbal Products companies[^>]*><link rel="canonical" href="http:\/\/localhost:3000\/pharma\/herbal"\/>.*<\/head>/);
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList"/);
    expect(html).not.toContain('<title>PharmaSetu</title>');
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    // The loader's data travels in the page: the browser does not fetch it again.
    expect(html).toContain('window.__staticRouterHydrationData');
    expect(html).toContain('Ayurvedic and herbal ranges.');
    expect(requests.filter((r) => r.startsWith('/api/catalog/categories/herbal?')).at(-1)).toContain('order_by=name');
  });

  it('with RELEASE_BEACON_SECRET, every page load carries its own signed page-load token (none without it)', async () => {
    const tokenIn = async () => /window\.__PAGE_LOAD_TOKEN__="([^"]+)"/.exec(await (await fetch(`${base}/pharma/herbal`)).text())?.[1];
    expect(await tokenIn()).toBeUndefined();
    process.env.RELEASE_BEACON_SECRET = 'beacon-secret-for-the-test';
    try {
      const [first, second] = [await tokenIn(), await tokenIn()];
      expect(first).toBeDefined();
      expect(second).not.toBe(first);
      expect(checkPageLoadToken('beacon-secret-for-the-test', 'main', first!)).toBe(true);
      expect(checkPageLoadToken('beacon-secret-for-the-test', 'molecule', first!)).toBe(false);
    } finally {
      delete process.env.RELEASE_BEACON_SECRET;
    }
  });

  it('renders the no-JavaScript form of every remote slot: a GET search form, the footer links, a contact link for the requirement button', async () => {
    const html = await (await fetch(`${base}/pharma/herbal`)).text();
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="http:\/\/localhost:3000\/search" method="get"/);
    expect(html).toContain('href="http://localhost:3000/pages/about-us"');
    expect(html).toMatch(/<a[^>]*href="http:\/\/localhost:3000\/pages\/contact-us"[^>]*>Post your requirement<\/a>/);
    expect(html).toContain('href="tel:+919876543210"');
  });

  it('serves robots.txt naming the sitemap', async () => {
    const answer = await fetch(`${base}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('answers 404 with the not-found page for an unknown slug and an unknown address', async () => {
    for (const url of ['/pharma/no-such-category', '/no/such/page', '/pages/no-such-page']) {
      const answer = await fetch(`${base}${url}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('data-testid="not-found"');
    }
  });

  it('answers 503 with the header, a retry message and the phone numbers when the api is slower than the budget', async () => {
    const started = Date.now();
    const answer = await fetch(`${base}/pharma/slow`);
    expect(answer.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1200);
    const html = await answer.text();
    expect(html).toContain('<header');
    expect(html).toContain('data-testid="page-unavailable"');
    expect(html).toContain('href="tel:+919876543210"');
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSiteSettings, VISITOR_BUCKET_COOKIE } from '@pharmasetu/shared-contracts';
import type { Running } from './listen';
import { checkPageLoadToken } from '@pharmasetu/api/server-kit';
import { startSiteServer } from './site-server';

// The api's answers for this test (the real api and database are in the e2e suite's plain-HTTP tests).
const herbal = {
  category: { slug: 'herbal', name: 'Herbal Products', kind: 'franchise', description: 'Ayurvedic and herbal ranges.' },
  companies: [
    {
      slug: 'acme-pharma',
      name: 'Acme Pharma',
      city: 'Mohali',
      state: 'Punjab',
      rank: 9,
      categories: ['Herbal Products'],
      established: 2001,
    },
  ],
  total: 1,
};

describe('the site server renders pages on the server', () => {
  let api: Server;
  let site: Running;
  let base: string;
  let started: Parameters<typeof startSiteServer>[0];
  const requests: string[] = [];

  beforeAll(async () => {
    api = createServer(async (req, res) => {
      requests.push(req.url!);
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && req.url!.startsWith('/1/indexes/*/queries')) {
        // The search engine: "failing" is a query it cannot answer.
        let body = '';
        for await (const chunk of req) body += chunk;
        const {
          requests: [search],
        } = JSON.parse(body) as { requests: { query: string }[] };
        if (search!.query === 'failing') return send(500, { message: 'engine down' });
        return send(200, {
          results: [
            { hits: [{ objectID: 'c1', name: 'Acme Pharma', category: 'company', slug: 'acme-pharma' }], nbHits: 1 },
          ],
        });
      }
      if (req.url!.startsWith('/api/catalog/categories/herbal?')) return send(200, herbal);
      if (req.url!.startsWith('/api/catalog/categories/slow?')) return void setTimeout(() => send(200, herbal), 1500);
      return send(404, { error: 'Not found' });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const local = localSiteSettings('main');
    const apiHost = `127.0.0.1:${(api.address() as AddressInfo).port}`;
    const settings = {
      ...local,
      urls: { ...local.urls, api: `http://${apiHost}` },
      search: { ...local.search!, host: apiHost },
    };
    const dist = await mkdtemp(path.join(tmpdir(), 'ssr-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="generic"><title>PharmaSetu</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
    );
    started = {
      settings,
      distDir: dist,
      manifestFile: path.join(dist, 'none.json'),
      port: 0,
      apiBudgetMs: 300,
      renderCacheMs: 0,
      apiCacheMs: 0,
    };
    site = await startSiteServer(started);
    base = site.url.replace('localhost', '127.0.0.1');
  });

  it('with a render cache, visitors of different buckets on one page share one render (one api call)', async () => {
    const cached = await startSiteServer({ ...started, renderCacheMs: 60_000 });
    try {
      const url = `${cached.url.replace('localhost', '127.0.0.1')}/pharma/herbal?sort=rank`;
      const before = requests.filter((r) => r.startsWith('/api/catalog/categories/herbal?')).length;
      const pages = await Promise.all(
        [3, 42, 97, 3].map((bucket) => fetch(url, { headers: { cookie: `${VISITOR_BUCKET_COOKIE}=${bucket}` } })),
      );
      expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
      for (const p of pages) expect(await p.text()).toContain('<h1>Herbal Products</h1>');
      expect(requests.filter((r) => r.startsWith('/api/catalog/categories/herbal?')).length - before).toBe(1);
    } finally {
      await cached.close();
    }
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
    expect(html).toMatch(
      /<head>.*<title>Herbal Products \| PharmaSetu<\/title><meta name="description" content="1 Herbal Products companies[^>]*><link rel="canonical" href="http:\/\/localhost:3000\/pharma\/herbal"\/>.*<\/head>/,
    );
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList"/,
    );
    expect(html).not.toContain('<title>PharmaSetu</title>');
    expect(html).toMatch(/<style data-emotion="css [^"]+" nonce="[^"]+">/);
    // The loader's data travels in the page: the browser does not fetch it again.
    expect(html).toContain('window.__staticRouterHydrationData');
    expect(html).toContain('Ayurvedic and herbal ranges.');
    expect(requests.filter((r) => r.startsWith('/api/catalog/categories/herbal?')).at(-1)).toContain('order_by=name');
  });

  it('with RELEASE_BEACON_SECRET, every page load carries its own token, signed for the versions it was served', async () => {
    const manifestFile = path.join(started.distDir, 'canary.json');
    const entry = (version: string, deployment: object) => ({
      url: `http://localhost:3003/${version}/mf-manifest.json`,
      metadata: { version },
      deployment,
    });
    await writeFile(
      manifestFile,
      JSON.stringify({
        microFrontends: { remote_footer: [entry('1.0.0', { default: true }), entry('1.1.0', { traffic: 10 })] },
      }),
    );
    const canary = await startSiteServer({ ...started, manifestFile, resolveRemote: async () => undefined });
    const tokenIn = async (bucket: number) =>
      /window\.__PAGE_LOAD_TOKEN__="([^"]+)"/.exec(
        await (
          await fetch(`${canary.url.replace('localhost', '127.0.0.1')}/pharma/herbal`, {
            headers: { cookie: `${VISITOR_BUCKET_COOKIE}=${bucket}` },
          })
        ).text(),
      )?.[1];
    const secret = 'beacon-secret-for-the-test';
    try {
      expect(await tokenIn(50)).toBeUndefined();
      process.env.RELEASE_BEACON_SECRET = secret;
      const [live, again, canaryLoad] = [await tokenIn(50), await tokenIn(50), await tokenIn(5)];
      expect(again).not.toBe(live);
      expect(checkPageLoadToken(secret, 'main', { remote_footer: '1.0.0' }, live!)).toBe(true);
      expect(checkPageLoadToken(secret, 'main', { remote_footer: '1.1.0' }, live!)).toBe(false);
      expect(checkPageLoadToken(secret, 'molecule', { remote_footer: '1.0.0' }, live!)).toBe(false);
      expect(checkPageLoadToken(secret, 'main', { remote_footer: '1.1.0' }, canaryLoad!)).toBe(true);
      expect(checkPageLoadToken(secret, 'main', { remote_footer: '1.0.0' }, canaryLoad!)).toBe(false);
    } finally {
      delete process.env.RELEASE_BEACON_SECRET;
      await canary.close();
    }
  });

  it('sends a strict CSP whose nonce, new for every answer, is on every inline script and style (and nothing else is)', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${base}/pharma/herbal`);
      const csp = answer.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      nonces.push(nonce);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const html = await answer.text();
      const inline = [...html.matchAll(/<(script|style)\b([^>]*)>/g)].filter(
        ([, tag, attrs]) => tag === 'style' || (!/\ssrc=/.test(attrs!) && !/type="application\/ld\+json"/.test(attrs!)),
      );
      expect(inline.length).toBeGreaterThan(5);
      for (const [element, , attrs] of inline)
        expect([element, attrs]).toEqual([element, expect.stringContaining(`nonce="${nonce}"`)]);
      expect(html.match(/nonce="[^"]+"/g)!.every((n) => n === `nonce="${nonce}"`)).toBe(true);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
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

  it("renders /search with the search engine's results, readable without JavaScript", async () => {
    const answer = await fetch(`${base}/search?t=company&q=acme`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('data-testid="server-search-results"');
    expect(html).toContain('>Acme Pharma</a>');
    // A company row's enquiry, without JavaScript: its page's enquiry card.
    expect(html).toContain('href="http://localhost:3200/acme-pharma#enquiry"');
    // The kinds are links (no counts: this engine answers no facets).
    expect(html).toContain('href="http://localhost:3000/search?t=molecule&amp;q=acme">Molecules</a>');
  });

  it.each(['ab', '', '   '])(
    'answers /search?q=%j without JavaScript with the spec\'s hint, never "Searching…"',
    async (q) => {
      const answer = await fetch(`${base}/search?t=company&q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('<p role="status">Type minimum 4 characters</p>');
      expect(html).not.toContain('Searching…');
    },
  );

  it('answers /search with 503 and a way to try again when the server\'s search fails, never "Searching…" for ever', async () => {
    const answer = await fetch(`${base}/search?t=company&q=failing`);
    expect(answer.status).toBe(503);
    const html = await answer.text();
    expect(html).toContain('<header');
    expect(html).toMatch(
      /<p role="alert" data-testid="search-unavailable">Search is unavailable right now\. Please <a href="\/search\?t=company&amp;q=failing">try again<\/a> in a moment/,
    );
    expect(html).not.toContain('Searching…');
    // The search remote still takes over with JavaScript: its slot is in the page.
    expect(html).not.toContain('data-testid="page-unavailable"');
  });
});

describe('the site server with the api down (connection refused)', () => {
  let site: Running;
  let base: string;
  const local = localSiteSettings('main');

  beforeAll(async () => {
    // A port that was free a moment ago and that nothing listens on: every call is refused at once.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const down = `127.0.0.1:${port}`;
    const settings = {
      ...local,
      urls: { ...local.urls, api: `http://${down}` },
      search: { ...local.search!, host: down },
    };
    const dist = await mkdtemp(path.join(tmpdir(), 'ssr-down-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>PharmaSetu</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
    );
    site = await startSiteServer({
      settings,
      distDir: dist,
      manifestFile: path.join(dist, 'none.json'),
      port: 0,
      apiBudgetMs: 1500,
      renderCacheMs: 0,
      apiCacheMs: 0,
    });
    base = site.url.replace('localhost', '127.0.0.1');
  });
  afterAll(() => site.close());

  it.each(['/pharma/herbal', '/'])(
    'answers %s with 503, the header, a retry message and the phone numbers, without waiting for the budget',
    async (url) => {
      const started = Date.now();
      const answer = await fetch(`${base}${url}`);
      expect(answer.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(answer.headers.get('cache-control')).toBe('no-cache, private');
      const html = await answer.text();
      expect(html).toContain('<header');
      expect(html).toContain(
        `data-testid="page-unavailable">We could not load this page. Please <a href="${url}">try again</a> in a moment.`,
      );
      for (const phone of local.contact.phones)
        expect(html).toContain(`<a href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a>`);
    },
  );

  it('answers /search with 503 and the retry message when the search engine is down too', async () => {
    const answer = await fetch(`${base}/search?t=company&q=pharma`);
    expect(answer.status).toBe(503);
    const html = await answer.text();
    expect(html).toContain('data-testid="search-unavailable"');
    expect(html).not.toContain('Searching…');
  });
});

describe("the dashboard site (sellers'): only whether the api answers, on the server", () => {
  let site: Running;
  let base: string;
  const local = localSiteSettings('dashboard');
  // The api's health check, up or down (a dropped connection, as when nothing listens); nothing else is asked.
  let apiUp = true;
  const asked: string[] = [];
  const api = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (!apiUp) return void req.socket.destroy();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  afterAll(() => new Promise((done) => api.close(done)));

  beforeAll(async () => {
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const port = (api.address() as AddressInfo).port;
    const settings = { ...local, urls: { ...local.urls, api: `http://127.0.0.1:${port}` } };
    const dist = await mkdtemp(path.join(tmpdir(), 'ssr-dashboard-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>PharmaSetu</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
    );
    site = await startSiteServer({
      settings,
      distDir: dist,
      manifestFile: path.join(dist, 'none.json'),
      port: 0,
      apiBudgetMs: 1500,
      renderCacheMs: 0,
      apiCacheMs: 0,
    });
    base = site.url.replace('localhost', '127.0.0.1');
  });
  afterAll(() => site.close());

  it('renders / for a client that accepts no compressed encoding (a plain HTTP client, some crawlers): never 403', async () => {
    for (const encoding of [undefined, 'identity', 'gzip']) {
      const answer = await new Promise<{ status: number; type: string }>((resolve, reject) =>
        get(`${base}/`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          res.resume();
          resolve({ status: res.statusCode!, type: String(res.headers['content-type']) });
        }).on('error', reject),
      );
      expect({ encoding, ...answer }).toEqual({ encoding, status: 200, type: 'text/html; charset=utf-8' });
    }
  });

  it.each(['/', '/leads/42'])(
    'renders %s: not indexed, no header search, the sign-in box saying without JavaScript what to do',
    async (url) => {
      const answer = await fetch(`${base}${url}`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toMatch(
        /<title>Seller Leads Dashboard \| PharmaSetu<\/title>.*<meta name="robots" content="noindex, nofollow"\/><link rel="canonical" href="http:\/\/localhost:3400\/"\/>/,
      );
      expect(html).not.toContain('role="search"');
      // The sellers' own chrome: no buyers' calls to action, no "Sign In" or "Join Free" (the page is the sign-in).
      for (const buyers of ['Post your requirement', 'data-testid="floating-actions"', '>Sign In<', '>Join Free<'])
        expect(html).not.toContain(buyers);
      expect(html).toContain('>Pricing<');
      expect(html).toMatch(
        /data-testid="leads-dashboard-placeholder"[^>]*><h1>Seller sign in<\/h1><p>Sign in needs JavaScript\. If the form does not appear, turn JavaScript on in your browser, or call us for your leads:<\/p>/,
      );
      for (const phone of local.contact.phones)
        expect(html).toContain(`<a href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a>`);
    },
  );

  it.each(['/', '/leads/42', '/preferences'])(
    'the api down: %s is the 503 "can\'t reach PharmaSetu" page with a retry, never the sign-in',
    async (url) => {
      apiUp = false;
      try {
        const answer = await fetch(`${base}${url}`);
        expect(answer.status).toBe(503);
        const html = await answer.text();
        expect(html).toContain('Can’t reach PharmaSetu right now');
        expect(html).toContain(`try again</a>`);
        expect(html).not.toContain('Seller sign in');
        expect(html).not.toContain('Post your requirement');
      } finally {
        apiUp = true;
      }
    },
  );

  it('the api up: the page asked it its health only', async () => {
    asked.length = 0;
    expect((await fetch(`${base}/preferences`)).status).toBe(200);
    expect(asked).toEqual(['/health']);
  });

  it('answers 404 for a lead address that is not a lead id, and robots.txt keeps crawlers out', async () => {
    expect((await fetch(`${base}/leads/abc`)).status).toBe(404);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSiteSettings, VISITOR_BUCKET_COOKIE } from '@pharmasetu/shared-contracts';
import { checkPageLoadToken } from '@pharmasetu/api/server-kit';
import { signPreviewToken, type PreviewGrant } from '../releases/preview-token';
import { fileReleaseState, recordPreviewGrant, revokePreviewGrant } from '../releases/store';
import type { Running } from './listen';
import { previewCookieName } from './site-preview';
import { startSiteServer } from './site-server';

// A release manager's preview against a real site server (the api is a stand-in answering one category).
const SECRET = 'preview-secret-for-the-site-server-test';
const LIVE = '1.0.0-aaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbb';
const PREVIEWED = '1.2.0-cccccccccc';
/** The previewed release's origin: named by no manifest, so the CSP must add it for the preview only. */
const PREVIEW_ORIGIN = 'http://localhost:3999';
const COOKIE = previewCookieName('main');

const herbal = {
  category: { slug: 'herbal', name: 'Herbal Products', kind: 'franchise', description: 'Ayurvedic ranges.' },
  companies: [],
  total: 0,
};

let api: Server;
let site: Running;
let base: string;
let options: Parameters<typeof startSiteServer>[0];
const grant = (over: Partial<PreviewGrant> = {}): PreviewGrant => ({
  id: 'grant-000001',
  site: 'main',
  remote: 'remote_footer',
  version: PREVIEWED,
  expiresAt: Date.now() + 3_600_000,
  ...over,
});
const token = (over: Partial<PreviewGrant> = {}, secret = SECRET) => signPreviewToken(secret, grant(over));
const get = (url: string, cookie?: string) =>
  fetch(`${base}${url}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const composed = (html: string) =>
  (
    JSON.parse(/window\.__SITE_COMPOSITION__=(\{.*?\})<\/script>/.exec(html)![1]!) as {
      remotes: Record<string, { version: string; url: string }>;
    }
  ).remotes;
/** The Location a request for this exact path answers (node's client sends the path as it is). */
const rawLocation = (requestPath: string) =>
  new Promise<string | undefined>((resolve, reject) =>
    request(`${base}/`, { path: requestPath }, (answer) => {
      answer.resume();
      resolve(answer.headers.location);
    })
      .on('error', reject)
      .end(),
  );
const pageLoadToken = (html: string) => /window\.__PAGE_LOAD_TOKEN__="([^"]+)"/.exec(html)?.[1];

beforeAll(async () => {
  api = createServer((req, res) => {
    const found = req.url!.startsWith('/api/catalog/categories/herbal?');
    res.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(found ? herbal : {}));
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const local = localSiteSettings('main');
  const dist = await mkdtemp(path.join(tmpdir(), 'preview-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>PharmaSetu</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
  );
  const entry = (version: string, deployment: object) => ({
    url: `http://localhost:3003/${version}/mf-manifest.json`,
    metadata: { version },
    deployment,
  });
  const manifestFile = path.join(dist, 'main.json');
  // The preview grants (and their revocations) in a release store of this test's own.
  process.env.RELEASES_DIR = path.join(dist, 'store');
  // Every bucket under 50 gets the canary: the preview replaces both for its browser.
  await writeFile(
    manifestFile,
    JSON.stringify({
      microFrontends: { remote_footer: [entry(LIVE, { default: true }), entry(CANARY, { traffic: 50 })] },
    }),
  );
  process.env.RELEASE_BEACON_SECRET = SECRET; // the page-load tokens; the preview secret defaults to it
  options = {
    settings: { ...local, urls: { ...local.urls, api: `http://127.0.0.1:${(api.address() as AddressInfo).port}` } },
    distDir: dist,
    manifestFile,
    port: 0,
    apiBudgetMs: 500,
    resolveRemote: async (url) => ({ entry: url.replace('mf-manifest.json', 'remoteEntry.js'), exposes: {} }),
    previewUrl: (remote, version) => `${PREVIEW_ORIGIN}/${remote}/${version}/mf-manifest.json`,
    releaseState: fileReleaseState(),
  };
  site = await startSiteServer(options);
  base = site.url.replace('localhost', '127.0.0.1');
});
afterAll(async () => {
  delete process.env.RELEASE_BEACON_SECRET;
  delete process.env.RELEASES_DIR;
  await site.close();
  await new Promise((done) => api.close(done));
});

describe('a preview link on the site server', () => {
  it('sets an HttpOnly, Lax cookie of this site that ends with the link, and sends the browser on without the token', async () => {
    const expiresAt = Date.now() + 3_600_000;
    const sent = Date.now();
    const link = await get(`/pharma/herbal?sort=name&preview=${token({ expiresAt })}`);
    const answered = Date.now();
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe('/pharma/herbal?sort=name');
    const cookie = link.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(
        `^${COOKIE}=p2~grant-000001~main~remote_footer~${PREVIEWED.replace(/\./g, '\\.')}~[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+$`,
      ),
    );
    // The cookie ends with the link: its Max-Age is the time left on the grant when the server answered.
    const maxAge = Number(cookie.slice(cookie.lastIndexOf('=') + 1));
    expect(maxAge).toBeGreaterThanOrEqual(Math.floor((expiresAt - answered) / 1000));
    expect(maxAge).toBeLessThanOrEqual(Math.floor((expiresAt - sent) / 1000));
  });

  it('composes the previewed version for that browser only, marked, with its origin in the CSP and no page-load token', async () => {
    const cookie = `${COOKIE}=${token()}; ${VISITOR_BUCKET_COOKIE}=10`;
    const preview = await get('/pharma/herbal', cookie);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(composed(html).remote_footer).toEqual({
      version: PREVIEWED,
      url: `${PREVIEW_ORIGIN}/remote_footer/${PREVIEWED}/mf-manifest.json`,
    });
    const csp = preview.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toMatch(new RegExp(`script-src [^;]*${PREVIEW_ORIGIN}`));
    expect(html).toMatch(
      new RegExp(
        `<div class="release-preview" role="status" data-testid="release-preview"><span>Preview: remote_footer <code>${PREVIEWED.replace(/\./g, '\\.')}</code>, until \\d\\d:\\d\\d UTC</span><a href="\\?preview=exit">exit preview</a></div><div id="root">`,
      ),
    );
    expect(html).toContain(
      `<script nonce="${nonce}">window.__RELEASE_PREVIEW__={"remote":"remote_footer","version":"${PREVIEWED}"}</script>`,
    );
    expect(html).toContain(`<style nonce="${nonce}">.release-preview{`);
    expect(pageLoadToken(html)).toBeUndefined();

    // Another visitor of the same bucket: the canary as the manifest says, a page-load token, no marker.
    const other = await get('/pharma/herbal', `${VISITOR_BUCKET_COOKIE}=10`);
    const otherHtml = await other.text();
    expect(composed(otherHtml).remote_footer!.version).toBe(CANARY);
    expect(otherHtml).not.toContain('release-preview');
    expect(other.headers.get('content-security-policy')).not.toContain(PREVIEW_ORIGIN);
    expect(checkPageLoadToken(SECRET, 'main', { remote_footer: CANARY }, pageLoadToken(otherHtml)!)).toBe(true);
    expect(
      composed(await (await get('/pharma/herbal', `${VISITOR_BUCKET_COOKIE}=75`)).text()).remote_footer!.version,
    ).toBe(LIVE);
  });

  it('refuses an expired, tampered, other-site or junk link with a 400 that says why, setting nothing', async () => {
    const expired = token({ expiresAt: Date.now() - 1000 });
    const cases: [string, string][] = [
      [expired, 'this preview link expired at'],
      [token().replace(PREVIEWED, LIVE), 'this preview link was changed, or signed by another installation'],
      [token({}, 'another-installation'), 'signed by another installation'],
      [token({ site: 'molecule' }), 'this preview link is for the molecule site, not the main site'],
      ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'this is not a preview link'],
      [`${token()}${'x'.repeat(300)}`, 'this is not a preview link'],
      [`${token()}&preview=${token()}`, 'this address names more than one preview'],
    ];
    for (const [given, reason] of cases) {
      const answer = await get(`/pharma/herbal?preview=${given}`);
      const body = await answer.text();
      expect([given, answer.status, answer.headers.get('set-cookie')]).toEqual([given, 400, null]);
      expect(body).toContain(reason);
      expect(body).not.toContain('<script>');
      expect(body).toContain('<a href="/pharma/herbal">continue to the site as visitors see it</a>');
    }
  });

  it('ignores a cookie that no longer holds (expired, tampered, another site) and removes it; the page is the normal one', async () => {
    for (const stale of [token({ expiresAt: Date.now() - 1000 }), `${token()}x`, token({ site: 'molecule' })]) {
      const answer = await get('/pharma/herbal', `${COOKIE}=${stale}; ${VISITOR_BUCKET_COOKIE}=75`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toBe(`${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      const html = await answer.text();
      expect(composed(html).remote_footer!.version).toBe(LIVE);
      expect(html).not.toContain('release-preview');
      expect(pageLoadToken(html)).toBeDefined();
    }
    // Another site's preview cookie is that site's business: not read, not removed here.
    const molecule = await get(
      '/pharma/herbal',
      `${previewCookieName('molecule')}=${token({ site: 'molecule' })}; ${VISITOR_BUCKET_COOKIE}=75`,
    );
    expect(molecule.headers.get('set-cookie')).toBeNull();
    expect(composed(await molecule.text()).remote_footer!.version).toBe(LIVE);
  });

  it('refuses a revoked link and its cookie from the next request on; other links keep working', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    expiresAt.setMilliseconds(0);
    const record = (id: string) =>
      recordPreviewGrant({
        id,
        site: 'main',
        remote: 'remote_footer',
        version: PREVIEWED,
        expiresAt: expiresAt.toISOString(),
        at: new Date().toISOString(),
        who: 'asha',
      });
    await record('revoke-me-01');
    await record('keep-me-0001');
    const revocable = token({ id: 'revoke-me-01', expiresAt: expiresAt.getTime() });
    const kept = token({ id: 'keep-me-0001', expiresAt: expiresAt.getTime() });
    const page = (t: string) => get('/pharma/herbal', `${COOKIE}=${t}; ${VISITOR_BUCKET_COOKIE}=75`);
    // Before: the link and the cookie preview.
    expect((await get(`/pharma/herbal?preview=${revocable}`)).status).toBe(303);
    expect(composed(await (await page(revocable)).text()).remote_footer!.version).toBe(PREVIEWED);

    await revokePreviewGrant('revoke-me-01', 'ravi');

    // The attack: the browser that holds the revoked cookie asks again, and someone opens the link again.
    const afterCookie = await page(revocable);
    expect(afterCookie.status).toBe(200);
    expect(afterCookie.headers.get('set-cookie')).toBe(`${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    const html = await afterCookie.text();
    expect(composed(html).remote_footer!.version).toBe(LIVE);
    expect(html).not.toContain('release-preview');
    expect(pageLoadToken(html)).toBeDefined();
    const afterLink = await get(`/pharma/herbal?preview=${revocable}`);
    expect([afterLink.status, afterLink.headers.get('set-cookie')]).toEqual([400, null]);
    expect(await afterLink.text()).toContain('this preview link (revoke-me-01) was revoked by a release manager');
    // Only that link: another grant of the same version still previews.
    expect(composed(await (await page(kept)).text()).remote_footer!.version).toBe(PREVIEWED);
  });

  it('exit preview removes the cookie and stays on the page; no address sends the browser to another host', async () => {
    const exit = await get('/pharma/herbal?preview=exit');
    expect(exit.status).toBe(303);
    expect(exit.headers.get('location')).toBe('/pharma/herbal');
    expect(exit.headers.get('set-cookie')).toBe(`${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    // Raw request paths (a browser would normalise some of them) that parse to a path starting with '//'.
    for (const sneaky of [
      '//evil.example/?preview=exit',
      '/.//evil.example/x?preview=exit',
      '/a/..//evil.example?preview=exit',
    ])
      expect([sneaky, await rawLocation(sneaky)]).toEqual([sneaky, expect.stringMatching(/^\/(?![/\\])/)]);
  });

  it('takes no preview on a site server without a secret, and says so', async () => {
    delete process.env.RELEASE_BEACON_SECRET;
    const bare = await startSiteServer({ ...options, port: 0 });
    process.env.RELEASE_BEACON_SECRET = SECRET;
    try {
      const answer = await fetch(`${bare.url}/pharma/herbal?preview=${token()}`, { redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(
        'previews are not enabled on this site server (RELEASE_BEACON_SECRET is not set)',
      );
      const withCookie = await fetch(`${bare.url}/pharma/herbal`, { headers: { cookie: `${COOKIE}=${token()}` } });
      expect(withCookie.status).toBe(200);
      expect(await withCookie.text()).not.toContain('release-preview');
    } finally {
      await bare.close();
    }
  });
});

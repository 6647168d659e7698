import { request } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { localSiteSettings } from '@pharmasetu/shared-contracts';
import Fastify from 'fastify';
import type { Running } from './listen';
import { startRemoteServer } from './remote-server';
import { startSiteServer } from './site-server';
import { installSecurityHeaders, securityHeaders } from './security-headers';
import { staticAssets } from './static-assets';

const SECRET = 'secret-outside-the-store';
const CHUNK = 'console.log("footer");'.repeat(200);

/** A raw request: the path goes out exactly as written (fetch would normalise `..` away). */
function raw(
  url: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: hostname === 'localhost' ? '127.0.0.1' : hostname, port, path: pathname, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a remote origin on Fastify with precompressed files', () => {
  let root: string;
  let store: string;
  let server: Running;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'static-assets-'));
    store = path.join(root, 'store');
    await mkdir(path.join(store, '1.0.0'), { recursive: true });
    await writeFile(path.join(root, 'secret.txt'), SECRET);
    await writeFile(path.join(store, '.env'), SECRET);
    await writeFile(path.join(store, '1.0.0', 'footer.0badf00d.js'), CHUNK);
    // Different content in each copy, to see which one was sent.
    await writeFile(path.join(store, '1.0.0', 'footer.0badf00d.js.br'), brotliCompressSync(`${CHUNK}//br`));
    await writeFile(path.join(store, '1.0.0', 'footer.0badf00d.js.gz'), gzipSync(`${CHUNK}//gz`));
    await writeFile(
      path.join(store, '1.0.0', 'footer.0badf00d.js.map'),
      JSON.stringify({ mappings: 'A'.repeat(4000) }),
    );
    await writeFile(path.join(store, '1.0.0', 'licenses.txt'), 'MIT '.repeat(1000));
    await writeFile(path.join(store, '1.0.0', 'mf-manifest.json'), '{"name":"remote_footer"}');
    server = await startRemoteServer({ name: 'remote_footer', root: store, port: 0 });
  });
  afterAll(() => server.close());

  it("sends the build's brotli copy, else its gzip copy, else the file, with the original's type and a year of cache", async () => {
    const br = await raw(server.url, '/1.0.0/footer.0badf00d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    expect(brotliDecompressSync(br.body).toString()).toBe(`${CHUNK}//br`);
    const gz = await raw(server.url, '/1.0.0/footer.0badf00d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${CHUNK}//gz`);
    const plain = await raw(server.url, '/1.0.0/footer.0badf00d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
    expect(plain.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('compresses on the fly what has no copy, and revalidates manifests', async () => {
    const text = await raw(server.url, '/1.0.0/licenses.txt', { 'accept-encoding': 'br' });
    expect(text.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(text.body).toString()).toBe('MIT '.repeat(1000));
    const manifest = await fetch(`${server.url}/1.0.0/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(await manifest.json()).toEqual({ name: 'remote_footer' });
  });

  it.each(['/1.0.0/footer.0badf00d.js.map', '/1.0.0/footer.0badf00d.JS.MAP', '/1.0.0/footer.0badf00d.js.map.br'])(
    'never serves a source map, even one left in a release folder: %s is a 404',
    async (pathname) => {
      for (const encoding of ['br', 'identity']) {
        const answer = await raw(server.url, pathname, { 'accept-encoding': encoding });
        expect(answer.status).toBe(404);
        expect(answer.body.toString()).not.toContain('mappings');
      }
    },
  );

  it('serves a version published while it runs', async () => {
    await mkdir(path.join(store, '1.1.0'));
    await writeFile(path.join(store, '1.1.0', 'mf-manifest.json'), '{"name":"remote_footer","v":2}');
    expect(await (await fetch(`${server.url}/1.1.0/mf-manifest.json`)).json()).toEqual({ name: 'remote_footer', v: 2 });
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/1.0.0/..%2f..%2fsecret.txt',
    '/1.0.0/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/.env',
    '/%2eenv',
    '/1.0.0/',
    '/1.0.0',
    '/1.0.0/footer.0badf00d.js%00.map',
  ])('refuses %s: nothing outside the store, no dot files, no listings', async (pathname) => {
    const answer = await raw(server.url, pathname, { 'accept-encoding': 'identity' });
    expect([400, 403, 404]).toContain(answer.status);
    expect(answer.body.toString()).not.toContain(SECRET);
    // No listing and no content (a 404 names the path it was asked).
    expect(answer.body.toString().replace(`Not found: ${pathname}`, '')).not.toContain('footer.0badf00d');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers preflights, and refuses writes with 405', async () => {
    const preflight = await fetch(`${server.url}/1.0.0/mf-manifest.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const refused = await fetch(`${server.url}/1.0.0/mf-manifest.json`, { method, body: '{}' });
      expect(refused.status).toBe(405);
    }
    expect(await (await fetch(`${server.url}/1.0.0/mf-manifest.json`)).json()).toEqual({ name: 'remote_footer' });
  });

  it("serves files from an app's own routes with serve: false (as a site server does)", async () => {
    const app = Fastify();
    // The security headers are the app's own, as on a site server.
    installSecurityHeaders(app, securityHeaders());
    await app.register(staticAssets, { root: store, serve: false });
    app.get('/*', async (req, reply) =>
      req.url.endsWith('.js') ? reply.sendFile(req.url.slice(1)) : reply.type('text/html').send('<h1>page</h1>'),
    );
    try {
      // Listening (not app.inject: its cookie parser is ESM-only, which this jest project does not load).
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const file = await raw(url, '/1.0.0/footer.0badf00d.js', { 'accept-encoding': 'br' });
      expect(file.headers).toMatchObject({
        'content-encoding': 'br',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(brotliDecompressSync(file.body).toString()).toBe(`${CHUNK}//br`);
      expect((await raw(url, '/some/page')).body.toString()).toBe('<h1>page</h1>');
    } finally {
      await app.close();
    }
  });
});

describe("a site server's shell files: the same plugin as every origin", () => {
  const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
  let dist: string;
  let site: Running;
  let base: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'site-assets-'));
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(TEMPLATE));
    await writeFile(path.join(dist, 'index.html.gz'), gzipSync(TEMPLATE));
    await writeFile(path.join(dist, 'main.1a2b3c4d.js'), CHUNK);
    await writeFile(path.join(dist, 'main.1a2b3c4d.js.br'), brotliCompressSync(`${CHUNK}//br`));
    await writeFile(path.join(dist, 'main.1a2b3c4d.js.gz'), gzipSync(`${CHUNK}//gz`));
    await writeFile(path.join(dist, 'mf-manifest.json'), '{"name":"shell"}');
    await writeFile(path.join(dist, 'mf-manifest.json.br'), brotliCompressSync('{"name":"shell"}'));
    await writeFile(path.join(dist, 'mf-manifest.json.gz'), gzipSync('{"name":"shell"}'));
    await writeFile(path.join(dist, 'first-load.json'), '{"start":[],"pages":{}}');
    const local = localSiteSettings('main');
    // No api answers: files never need it, and the page for / says "try again".
    const settings = { ...local, urls: { ...local.urls, api: 'http://127.0.0.1:9' } };
    site = await startSiteServer({
      settings,
      distDir: dist,
      manifestFile: path.join(dist, 'none.json'),
      port: 0,
      apiBudgetMs: 300,
    });
    base = site.url.replace('localhost', '127.0.0.1');
  });
  afterAll(() => site.close());

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)("sends a hashed chunk's %s copy with a year-long immutable cache", async (encoding, accept, decode) => {
    const chunk = await raw(base, '/main.1a2b3c4d.js', { 'accept-encoding': accept });
    expect(chunk.status).toBe(200);
    expect(chunk.headers).toMatchObject({
      'content-encoding': encoding,
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(String(chunk.headers.vary)).toMatch(/accept-encoding/i);
    expect(decode(chunk.body).toString()).toBe(`${CHUNK}//${encoding === 'br' ? 'br' : 'gz'}`);
  });

  it('revalidates manifests, compressed or not, and the page for /', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const manifest = await raw(base, '/mf-manifest.json', { 'accept-encoding': accept });
      expect(manifest.status).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept);
    }
    const home = await raw(base, '/', { 'accept-encoding': 'br' });
    expect(home.headers['cache-control']).toBe('no-cache, private');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(home.body).toString()).toContain('<header');
    expect((await raw(base, '/site-manifest.json')).headers['cache-control']).toBe('no-store');
  });

  it.each(['/index.html', '/index.html.br', '/index.html.gz', '/%69ndex.html', '/./index.html'])(
    'never sends the page template as it is: %s',
    async (pathname) => {
      const answer = await raw(base, pathname, { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['cache-control']).not.toBe('no-cache');
      const body =
        answer.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(answer.body)
          : answer.headers['content-encoding'] === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(body.toString()).not.toBe(TEMPLATE);
    },
  );
});

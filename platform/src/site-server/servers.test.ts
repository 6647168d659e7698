import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSiteSettings } from '@pharmasetu/shared-contracts';
import { startRemoteServer } from './remote-server';
import { startSiteServer } from './site-server';
import { cacheControlFor } from './static-files';

describe('static files', () => {
  it('caches hashed files for a year and revalidates the rest', () => {
    expect(cacheControlFor('/x/main.1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
  });
});

describe('servers', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'servers-'));
    await mkdir(path.join(root, 'store', '1.0.0'), { recursive: true });
    await writeFile(path.join(root, 'store', '1.0.0', 'mf-manifest.json'), '{"name":"remote_footer"}');
    await writeFile(path.join(root, 'store', '1.0.0', 'chunk.0badf00d.js'), 'console.log(1)'.repeat(100));
    await mkdir(path.join(root, 'shell'));
    await writeFile(
      path.join(root, 'shell', 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
  });

  it('serves a remote with CORS, gzip and cache headers by kind; 404 for the rest', async () => {
    const server = await startRemoteServer({ name: 'remote_footer', root: path.join(root, 'store'), port: 0 });
    try {
      const base = server.url.replace('localhost', '127.0.0.1');
      const manifest = await fetch(`${base}/1.0.0/mf-manifest.json`);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(await manifest.json()).toEqual({ name: 'remote_footer' });
      const chunk = await fetch(`${base}/1.0.0/chunk.0badf00d.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers.get('content-encoding')).toBe('gzip');
      expect((await fetch(`${base}/2.0.0/mf-manifest.json`)).status).toBe(404);
      expect(await chunk.text()).toBe('console.log(1)'.repeat(100));
      expect((await fetch(`${base}/1.0.0/x`, { method: 'POST' })).status).toBe(405);
    } finally {
      await server.close();
    }
  });

  it('writes the site settings into the page and serves the site manifest uncached, or 404 without one', async () => {
    const manifestFile = path.join(root, 'main.json');
    // An api nobody answers on: the page still comes, with status 503, the header, a retry message and the phone numbers.
    const local = localSiteSettings('main');
    const settings = {
      ...local,
      productName: '</script><script>alert(1)</script>',
      urls: { ...local.urls, api: 'http://127.0.0.1:9' },
    };
    const server = await startSiteServer({ settings, distDir: path.join(root, 'shell'), manifestFile, port: 0 });
    const base = server.url.replace('localhost', '127.0.0.1');
    try {
      const answer = await fetch(`${base}/pharma/some-category`);
      expect(answer.status).toBe(503);
      const page = await answer.text();
      expect(page).toContain('Post your requirement');
      expect(page).toContain('try again</a> in a moment');
      for (const phone of local.contact.phones) expect(page).toContain(`>${phone}</a>`);
      expect(page).toMatch(
        /<script nonce="[^"]+">window\.__zod_globalConfig=\{jitless:true\};window\.__SITE_SETTINGS__=\{"site":"main".*<\/script><\/head>/,
      );
      expect(page).not.toContain('</script><script>alert(1)');
      expect(page).toContain('\\u003c/script>');
      expect((await fetch(`${base}/site-manifest.json`)).status).toBe(404);
      await writeFile(manifestFile, '{"microFrontends":{}}');
      const manifest = await fetch(`${base}/site-manifest.json`);
      expect(manifest.headers.get('cache-control')).toBe('no-store');
      expect(await manifest.text()).toBe('{"microFrontends":{}}');
      expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('writes the composition, preloads and a sticky canary bucket into the page', async () => {
    const shellDir = path.join(root, 'shell-composed');
    await mkdir(shellDir, { recursive: true });
    await writeFile(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(shellDir, 'first-load.json'),
      JSON.stringify({
        start: ['bootstrap.1.js'],
        pages: { 'main-category': ['page-main-category.2.js'], 'main-home': ['page-main-home.3.js'] },
      }),
    );
    const manifestFile = path.join(root, 'composed.json');
    const url = 'http://localhost:3003/1.0.0/mf-manifest.json';
    await writeFile(
      manifestFile,
      JSON.stringify({
        microFrontends: { remote_footer: [{ url, metadata: { version: '1.0.0' }, deployment: { default: true } }] },
      }),
    );
    const resolveRemote = jest.fn(async () => ({
      entry: 'http://localhost:3003/1.0.0/remoteEntry.js',
      exposes: { Footer: ['http://localhost:3003/1.0.0/footer.1.js'] },
    }));
    const local = localSiteSettings('main');
    const settings = { ...local, urls: { ...local.urls, api: 'http://127.0.0.1:9' } };
    const server = await startSiteServer({ settings, distDir: shellDir, manifestFile, port: 0, resolveRemote });
    const base = server.url.replace('localhost', '127.0.0.1');
    try {
      const first = await fetch(`${base}/pharma/some-category`);
      expect(first.headers.get('set-cookie')).toMatch(/^mf_bucket=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      expect(first.headers.get('cache-control')).toBe('no-cache, private');
      const page = await first.text();
      expect(page).toContain(
        '<link rel="preload" as="script" fetchpriority="low" href="/bootstrap.1.js"><link rel="preload" as="script" fetchpriority="low" href="/page-main-category.2.js">',
      );
      expect(page).not.toContain('page-main-home');
      // No remote is in the first view: nothing of one is preloaded.
      expect(page).not.toContain('href="http://localhost:3003/');
      expect(page).toContain(`"entries":{"${url}":"http://localhost:3003/1.0.0/remoteEntry.js"}`);

      const again = await fetch(`${base}/`, { headers: { cookie: 'a=b; mf_bucket=37' } });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(await again.text()).toContain('href="/page-main-home.3.js"');
      // A path no page answers (the 404 page) gets the start only.
      expect(await (await fetch(`${base}/no/such/page`, { headers: { cookie: 'mf_bucket=x' } })).text()).not.toContain(
        'page-main',
      );
    } finally {
      await server.close();
    }
  });

  it('refuses settings that are not valid', async () => {
    const bad = { ...localSiteSettings('main'), urls: { ...localSiteSettings('main').urls, api: 'not a url' } };
    await expect(
      startSiteServer({ settings: bad, distDir: path.join(root, 'shell'), manifestFile: 'x', port: 0 }),
    ).rejects.toThrow();
  });
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { localSiteSettings, VISITOR_BUCKET_COOKIE } from '@pharmasetu/shared-contracts';
import { Client } from 'pg';
// The api's tests' probe of the PostgreSQL server, so both skip it or (in CI, API_TEST_REQUIRE_POSTGRES) require it alike.
// eslint-disable-next-line import-x/no-restricted-paths -- a test helper, not the api's code
import { postgresUrl } from '../../../api/test/helpers/databases';
import type { Running } from '../site-server/listen';
import { previewCookieName } from '../site-server/site-preview';
import { startSiteServer } from '../site-server/site-server';
import { startReleaseDriver } from './driver';
import { canary, promote, repair, siteStatus } from './manager';
import { canaryOf, liveVersion } from './operations';
import { signPreviewToken } from './preview-token';
import { postgresReleaseState } from './release-state-postgres';
import {
  adoptFolderManifests,
  fileReleaseState,
  previewGrants,
  readHistory,
  readSiteManifest,
  recordPreviewGrant,
  releaseState,
  revokePreviewGrant,
  REPO_ROOT,
  type ReleaseState,
} from './store';
import { fakeRelease, serveStore } from './test-store';

// The release state in the PostgreSQL server (skipped where none answers, as the api's suites are; CI sets
// API_TEST_REQUIRE_POSTGRES). Each run has a schema of its own, dropped at the end.
const url = postgresUrl();
const maybe = url ? describe : describe.skip;
const schema = `rs_${process.pid}_${randomBytes(4).toString('hex')}`;
const SECRET = 'two-servers-preview-secret';

const herbal = {
  category: { slug: 'herbal', name: 'Herbal Products', kind: 'franchise', description: 'Ayurvedic ranges.' },
  companies: [],
  total: 0,
};
/** The footer version a page composes (undefined: none). */
const composedFooter = (html: string) => {
  const composition = /window\.__SITE_COMPOSITION__=(\{.*?\})<\/script>/.exec(html)?.[1];
  return composition && (JSON.parse(composition) as { remotes: Record<string, { version: string }> }).remotes.remote_footer?.version;
};

maybe('release state in PostgreSQL', () => {
  let admin: Client;
  let stopStore: () => Promise<void>;
  let storeDir: string;
  let api: Server;
  let dist: string;
  let other: ReleaseState;
  const sql = (text: string, params: unknown[] = []) => admin.query(text, params);

  beforeAll(async () => {
    admin = new Client({ connectionString: url });
    await admin.connect();
    storeDir = path.join(await mkdtemp(path.join(tmpdir(), 'pg-state-')), 'store');
    Object.assign(process.env, { RELEASES_DIR: storeDir, DATABASE_URL: url, RELEASE_STATE_SCHEMA: schema, RELEASE_BEACON_SECRET: SECRET });
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) await fakeRelease(v);
    stopStore = await serveStore();
    // A second instance's own connections (another machine's site server or driver would have its own).
    other = postgresReleaseState({ url: url!, schema });
    api = createServer((req, res) => {
      const found = req.url!.startsWith('/api/catalog/categories/herbal?');
      res.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(found ? herbal : {}));
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    dist = await mkdtemp(path.join(tmpdir(), 'pg-state-dist-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>PharmaSetu</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    );
  });
  afterAll(async () => {
    await other.close();
    await releaseState().close();
    await stopStore();
    await new Promise((done) => api.close(done));
    await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    for (const key of ['RELEASES_DIR', 'DATABASE_URL', 'RELEASE_STATE_SCHEMA', 'RELEASE_BEACON_SECRET']) delete process.env[key];
  });

  const siteServer = (state: ReleaseState) => {
    const local = localSiteSettings('main');
    return startSiteServer({
      settings: { ...local, urls: { ...local.urls, api: `http://127.0.0.1:${(api.address() as AddressInfo).port}` } },
      distDir: dist,
      port: 0,
      apiBudgetMs: 500,
      releaseState: state,
      resolveRemote: async (remoteUrl) => ({ entry: remoteUrl.replace('mf-manifest.json', 'remoteEntry.js'), exposes: {} }),
    });
  };
  const page = async (server: Running, cookie = `${VISITOR_BUCKET_COOKIE}=75`) =>
    fetch(`${server.url.replace('localhost', '127.0.0.1')}/pharma/herbal`, { headers: { cookie } });

  it('keeps manifests and their history in its tables, not in the folder; the released versions stay files', async () => {
    expect(releaseState().kind).toBe('postgres');
    await promote('main', 'remote_footer', '1.0.0', 'asha');
    await promote('main', 'remote_footer', '1.1.0', 'ravi', 'new footer');
    expect(liveVersion((await readSiteManifest('main')).microFrontends.remote_footer ?? [])).toBe('1.1.0');
    expect((await readHistory('main')).map((r) => [r.who, r.action, r.from, r.to])).toEqual([
      ['asha', 'promote', undefined, '1.0.0'],
      ['ravi', 'promote', '1.0.0', '1.1.0'],
    ]);
    // The other instance reads the same truth.
    expect((await other.history('main')).length).toBe(2);
    expect((await sql(`SELECT site FROM ${schema}.site_manifests`)).rows).toEqual([{ site: 'main' }]);
    expect(await readdir(storeDir)).not.toContain('sites');
  });

  it('composes a promote made through one instance on another site server within a second, and the driver acts once', async () => {
    const [a, b] = [await siteServer(releaseState()), await siteServer(other)];
    try {
      expect(composedFooter(await (await page(b)).text())).toBe('1.1.0');
      const before = Date.now();
      await promote('main', 'remote_footer', '1.2.0', 'ravi');
      const promotedAt = Date.now();
      let seen: string | undefined;
      while (Date.now() - promotedAt < 3_000 && seen !== '1.2.0') {
        seen = composedFooter(await (await page(b)).text());
        if (seen !== '1.2.0') await new Promise((r) => setTimeout(r, 25));
      }
      const tookMs = Date.now() - promotedAt;
      expect([seen, tookMs < 1_000]).toEqual(['1.2.0', true]);
      expect(composedFooter(await (await page(a)).text())).toBe('1.2.0');
      expect(promotedAt - before).toBeLessThan(5_000);

      // A canary that fails: two drivers (one per instance) tick at once; one looks and acts, the other skips.
      await canary('main', 'remote_footer', '1.1.0', 50, 'asha');
      const looked: string[] = [];
      const driver = (name: string, state: ReleaseState) =>
        startReleaseDriver({
          apiUrl: 'http://unused',
          sites: ['main'],
          tickMs: 3_600_000,
          state,
          health: { watchLoads: 1_000_000, minLoads: 20, minFailures: 3, ratio: 2, floorPer1000: 5 },
          counts: async (_site, remote) => {
            if (remote !== 'remote_footer') return [];
            looked.push(name);
            await new Promise((r) => setTimeout(r, 300)); // the api's answer takes a while: the two ticks overlap
            return [
              { version: '1.1.0', loads: 40, failures: 40 },
              { version: '1.2.0', loads: 40, failures: 0 },
            ];
          },
          log: () => undefined,
        });
      const drivers = [driver('a', releaseState()), driver('b', other)];
      const done = await Promise.all(drivers.map((d) => d.tick()));
      for (const d of drivers) d.stop();
      expect(done.flat().map((r) => [r.action, r.rolledBack])).toEqual([['automatic rollback', '1.1.0']]);
      expect(new Set(looked).size).toBe(1);
      expect((await readHistory('main')).filter((r) => r.action === 'automatic rollback')).toHaveLength(1);
      expect(canaryOf((await readSiteManifest('main')).microFrontends.remote_footer ?? [])).toBeUndefined();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('a malformed row breaks only its site: the others list, its pages keep the last valid composition, repair restores it', async () => {
    await promote('molecule', 'remote_footer', '1.0.0', 'asha');
    const b = await siteServer(other);
    try {
      expect(composedFooter(await (await page(b)).text())).toBe('1.2.0');
      await sql(`UPDATE ${schema}.site_manifests SET manifest = $1 WHERE site = 'main'`, ['{"microFrontends": {"remote_footer": [']);
      await sql(`INSERT INTO ${schema}.site_history (site, record) VALUES ('main', 'not json at all')`);
      await sql('SELECT pg_notify($1, $2)', [`${schema}_changed`, 'main']);
      await new Promise((r) => setTimeout(r, 300));
      const main = await siteStatus('main');
      expect(main.broken?.file).toBe(`PostgreSQL ${schema}.site_manifests (site main)`);
      expect(main.broken?.problem).toMatch(/^it does not parse/);
      expect((await siteStatus('molecule')).remotes?.find((r) => r.remote === 'remote_footer')?.live).toBe('1.0.0');
      expect(composedFooter(await (await page(b)).text())).toBe('1.2.0');
      await expect(promote('main', 'remote_footer', '1.0.0', 'ravi')).rejects.toThrow(
        `PostgreSQL ${schema}.site_manifests (site main) is not a valid site manifest`,
      );

      // The command, in a process of its own (as an operator runs it), against the same database.
      const cli = await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'platform/src/cli/releases.ts'), 'repair', 'main'], {
        env: { ...process.env, LOG_LEVEL: 'silent', RELEASE_USER: 'asha' },
        timeout: 60_000,
      });
      expect(cli.stdout).toMatch(/ asha +main {2}repair: \(none\) -> \(none\) {2}\(restored the last valid manifest; the one stored was not valid: it does not parse/);
      expect((await readHistory('main')).at(-1)).toMatchObject({ action: 'repair', who: 'asha' });
      expect(liveVersion((await readSiteManifest('main')).microFrontends.remote_footer ?? [])).toBe('1.2.0');
      expect((await siteStatus('main')).broken).toBeUndefined();
      await expect(repair('main')).rejects.toThrow('is valid; nothing to repair');
    } finally {
      await b.close();
    }
  }, 90_000);

  it('records preview grants; a revoked one is refused by a site server of another instance on its next request', async () => {
    const b = await siteServer(other);
    try {
      const expiresAt = new Date(Date.now() + 3_600_000);
      expiresAt.setMilliseconds(0);
      const grant = { id: 'pg-grant-001', site: 'main' as const, remote: 'remote_footer' as const, version: '1.0.0' };
      await recordPreviewGrant({ ...grant, expiresAt: expiresAt.toISOString(), at: new Date().toISOString(), who: 'asha' });
      expect((await other.previewGrants()).map((g) => [g.id, g.who, g.version, g.revokedAt])).toEqual([['pg-grant-001', 'asha', '1.0.0', undefined]]);
      const cookie = `${previewCookieName('main')}=${signPreviewToken(SECRET, { ...grant, expiresAt: expiresAt.getTime() })}; ${VISITOR_BUCKET_COOKIE}=75`;
      expect(composedFooter(await (await page(b, cookie)).text())).toBe('1.0.0');

      await revokePreviewGrant('pg-grant-001', 'ravi');
      const after = await page(b, cookie);
      expect(after.headers.get('set-cookie')).toContain(`${previewCookieName('main')}=;`);
      const html = await after.text();
      expect(composedFooter(html)).toBe('1.2.0');
      expect(html).not.toContain('release-preview');
      expect((await previewGrants())[0]).toMatchObject({ id: 'pg-grant-001', revokedBy: 'ravi' });
      expect((await readHistory('main')).filter((r) => r.preview?.id === 'pg-grant-001').map((r) => r.action)).toEqual([
        'preview',
        'preview revoke',
      ]);
    } finally {
      await b.close();
    }
  });

  it('a notification alone brings a change within a second; a change made without one comes with the poll', async () => {
    await promote('company', 'remote_footer', '1.0.0', 'asha');
    const version = async (feed: { text(): Promise<string | undefined> }) =>
      liveVersion((JSON.parse((await feed.text()) ?? '{}') as { microFrontends?: Record<string, []> }).microFrontends?.remote_footer ?? []);
    const waitFor = async (feed: { text(): Promise<string | undefined> }, wanted: string, withinMs: number) => {
      const start = Date.now();
      while (Date.now() - start < withinMs && (await version(feed)) !== wanted) await new Promise((r) => setTimeout(r, 10));
      return [await version(feed), Date.now() - start < withinMs];
    };
    // No poll to speak of: only LISTEN/NOTIFY can bring the change.
    const listening = postgresReleaseState({ url: url!, schema, pollMs: 3_600_000 });
    try {
      const feed = listening.siteFeed('company');
      expect(await version(feed)).toBe('1.0.0');
      await new Promise((r) => setTimeout(r, 500)); // its LISTEN is in place
      await promote('company', 'remote_footer', '1.1.0', 'ravi');
      expect(await waitFor(feed, '1.1.0', 1_000)).toEqual(['1.1.0', true]);
    } finally {
      await listening.close();
    }
    // A row changed by hand, with no NOTIFY: the other instance's poll (every second) brings it.
    const feed = other.siteFeed('company');
    expect(await version(feed)).toBe('1.1.0');
    const row = (await sql(`SELECT manifest FROM ${schema}.site_manifests WHERE site = 'company'`)).rows[0] as { manifest: string };
    await sql(`UPDATE ${schema}.site_manifests SET manifest = $1 WHERE site = 'company'`, [row.manifest.replaceAll('1.1.0', '1.0.0')]);
    expect(await waitFor(feed, '1.0.0', 2_500)).toEqual(['1.0.0', true]);
  });

  it('takes a site manifest from the folder only where the database has none', async () => {
    const files = fileReleaseState();
    const manifest = (version: string) => ({
      microFrontends: { remote_footer: [{ url: `http://localhost:1/${version}/mf-manifest.json`, metadata: { version }, deployment: { default: true } }] },
    });
    for (const [site, version] of [['dashboard', '1.0.0'], ['main', '0.9.0']] as const)
      await files.withSite(site, (w) => w.commit(manifest(version), { at: new Date().toISOString(), who: 'build', site, action: 'promote', from: undefined, to: version }));
    expect(await adoptFolderManifests(releaseState(), ['main', 'dashboard'], 'npm start')).toEqual(['dashboard']);
    expect(await adoptFolderManifests(releaseState(), ['main', 'dashboard'], 'npm start')).toEqual([]);
    expect(liveVersion((await readSiteManifest('dashboard')).microFrontends.remote_footer ?? [])).toBe('1.0.0');
    expect((await readHistory('dashboard')).map((r) => [r.action, r.who])).toEqual([['import', 'npm start']]);
    expect(liveVersion((await readSiteManifest('main')).microFrontends.remote_footer ?? [])).toBe('1.2.0');
    expect(await adoptFolderManifests(files, ['main'])).toEqual([]);
  });

  it('refuses a schema name that is not one', () => {
    expect(() => postgresReleaseState({ url: url!, schema: 'x; DROP TABLE y' })).toThrow('is not a schema name');
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { startReleaseDriver } from './driver';
import { releaseLog } from './log';
import type { VersionCounts } from './health';
import { promote } from './manager';
import { canaryOf, liveVersion } from './operations';
import { startRollout } from './rollout-commands';
import { readHistory, readSiteManifest } from './store';
import { fakeRelease, serveStore } from './test-store';


const footer = async () => (await readSiteManifest('main')).microFrontends.remote_footer ?? [];

describe('release driver', () => {
  let counts: VersionCounts[];
  let asked: Date[];
  let stopStore: () => Promise<void>;
  const driver = () =>
    startReleaseDriver({
      apiUrl: 'http://unused',
      sites: ['main'],
      tickMs: 3_600_000,
      health: { watchLoads: 40, minLoads: 20, minFailures: 3, ratio: 2, floorPer1000: 5 },
      counts: async (site, remote, since) => (remote === 'remote_footer' ? (asked.push(since), counts) : []),
      log: () => undefined,
    });

  beforeEach(async () => {
    process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'driver-')), 'store');
    for (const v of ['1.0.0', '1.1.0']) await fakeRelease(v);
    stopStore = await serveStore();
    await promote('main', 'remote_footer', '1.0.0', 'asha');
    asked = [];
  });
  afterEach(() => stopStore());
  afterAll(() => delete process.env.RELEASES_DIR);

  it('ends a failing canary past the threshold (the live version stays), counting from when the canary began', async () => {
    const started = await startRollout('main', 'remote_footer', '1.1.0', [50, 100], 3_600_000, 'asha');
    const d = driver();
    counts = [{ version: '1.1.0', loads: 19, failures: 19 }, { version: '1.0.0', loads: 20, failures: 0 }];
    expect(await d.tick()).toEqual([]);
    expect(asked[0]!.toISOString()).toBe(started.at);
    counts = [{ version: '1.1.0', loads: 20, failures: 20 }, { version: '1.0.0', loads: 20, failures: 0 }];
    const [ended] = await d.tick();
    d.stop();
    expect(ended).toMatchObject({ action: 'automatic rollback', who: 'release driver', from: '1.0.0', to: '1.0.0' });
    expect(ended!.reason).toMatch(/^automatic rollback: 1\.1\.0 failed on 20 of 20 page loads \(1000 per 1,000\) against 0 per 1,000 for the live 1\.0\.0/);
    expect(canaryOf(await footer())).toBeUndefined();
    expect(liveVersion(await footer())).toBe('1.0.0');
    expect((await readHistory('main')).at(-1)?.reason).toBe(ended!.reason);
  });

  it("logs a canary's automatic rollback from the canary version to the live one", async () => {
    await startRollout('main', 'remote_footer', '1.1.0', [50, 100], 3_600_000, 'asha');
    const lines: Record<string, unknown>[] = [];
    releaseLog.use(pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) })));
    // The default log (no `log` option): what an operator reads.
    const d = startReleaseDriver({
      apiUrl: 'http://unused',
      sites: ['main'],
      tickMs: 3_600_000,
      health: { watchLoads: 40, minLoads: 20, minFailures: 3, ratio: 2, floorPer1000: 5 },
      counts: async () => [{ version: '1.1.0', loads: 30, failures: 30 }, { version: '1.0.0', loads: 30, failures: 0 }],
    });
    const [ended] = await d.tick();
    d.stop();
    expect(ended).toMatchObject({ action: 'automatic rollback', rolledBack: '1.1.0' });
    expect(lines.filter((l) => l.event === 'automatic rollback')).toEqual([
      expect.objectContaining({ level: 40, site: 'main', remote: 'remote_footer', action: 'automatic rollback', from: '1.1.0', to: '1.0.0' }),
    ]);
  });

  it('keeps a healthy canary and takes the rollout step when due; without counts it takes none', async () => {
    await startRollout('main', 'remote_footer', '1.1.0', [50, 100], 1_000, 'asha');
    await new Promise((r) => setTimeout(r, 1_100));
    const d = driver();
    counts = [{ version: '1.1.0', loads: 500, failures: 1 }, { version: '1.0.0', loads: 500, failures: 1 }];
    const failing = startReleaseDriver({ apiUrl: 'http://unused', sites: ['main'], tickMs: 3_600_000, counts: async () => Promise.reject(new Error('api down')), log: () => undefined });
    expect(await failing.tick()).toEqual([]);
    failing.stop();
    const [done] = await d.tick();
    d.stop();
    expect(done).toMatchObject({ action: 'rollout done', to: '1.1.0' });
    expect(liveVersion(await footer())).toBe('1.1.0');
  });

  it('rolls a broken promote back to the version it replaced, by the canary rule, once', async () => {
    const promoted = await promote('main', 'remote_footer', '1.1.0', 'ravi');
    const d = driver();
    // the previous version's hour before, the new one's loads since it became live
    counts = [{ version: '1.1.0', loads: 10, failures: 10 }, { version: '1.0.0', loads: 300, failures: 0 }];
    expect(await d.tick()).toEqual([]); // below minLoads: no verdict yet
    expect(asked.map((a) => a.toISOString())).toContain(promoted.at);
    counts = [{ version: '1.1.0', loads: 25, failures: 9 }, { version: '1.0.0', loads: 300, failures: 0 }];
    const [rolled] = await d.tick();
    expect(rolled).toMatchObject({ action: 'automatic rollback', who: 'release driver', from: '1.1.0', to: '1.0.0', rolledBack: '1.1.0' });
    expect(rolled!.reason).toMatch(/^automatic rollback: 1\.1\.0 failed on 9 of 25 page loads \(360 per 1,000\) against 0 per 1,000 for the previous 1\.0\.0 \(300 page loads\)/);
    expect(liveVersion(await footer())).toBe('1.0.0');
    expect(await d.tick()).toEqual([]);
    d.stop();
  });

  it('ends the watch of a healthy promote after its first N page loads; later failures are a canary matter', async () => {
    await promote('main', 'remote_footer', '1.1.0', 'ravi');
    const d = driver();
    counts = [{ version: '1.1.0', loads: 39, failures: 0 }, { version: '1.0.0', loads: 300, failures: 0 }];
    expect(await d.tick()).toEqual([]);
    counts = [{ version: '1.1.0', loads: 40, failures: 1 }, { version: '1.0.0', loads: 300, failures: 0 }];
    const [passed] = await d.tick();
    expect(passed).toMatchObject({ action: 'watch passed', to: '1.1.0', reason: '1.1.0 passed its first 40 page loads (1 failed) against the previous 1.0.0' });
    counts = [{ version: '1.1.0', loads: 400, failures: 400 }, { version: '1.0.0', loads: 300, failures: 0 }];
    expect(await d.tick()).toEqual([]);
    d.stop();
    expect(liveVersion(await footer())).toBe('1.1.0');
  });
});

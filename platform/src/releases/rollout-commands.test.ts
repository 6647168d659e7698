import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canary, parseReason, promote, rollback } from './manager';
import { canaryOf, liveVersion } from './operations';
import { rolloutState } from './rollout';
import { abortRollout, endCanaryAutomatically, pauseRollout, resumeRollout, startRollout, stepRollout } from './rollout-commands';
import { readHistory, readSiteManifest, siteManifestFile } from './store';
import { fakeRelease, serveStore } from './test-store';


const footer = async () => (await readSiteManifest('main')).microFrontends.remote_footer ?? [];
const files = async () => Promise.all([readFile(siteManifestFile('main'), 'utf8'), readFile(siteManifestFile('main').replace('.json', '.history.jsonl'), 'utf8')]);
const MINUTE = 60_000;

describe('rollout commands', () => {
  let stopStore: () => Promise<void>;
  beforeEach(async () => {
    process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'rollouts-')), 'store');
    for (const v of ['1.0.0', '1.1.0', '1.2.0']) await fakeRelease(v);
    await fakeRelease('6.6.6-broken', { broken: true });
    stopStore = await serveStore();
    await promote('main', 'remote_footer', '1.0.0', 'asha');
  });
  afterEach(() => stopStore());
  afterAll(() => delete process.env.RELEASES_DIR);

  it("keeps a release manager's reason for a manual promote, canary and rollback in the history; refuses a bad one", async () => {
    expect(await promote('main', 'remote_footer', '1.1.0', 'ravi', parseReason('  fixes the newsletter error  '))).toMatchObject({ action: 'promote', who: 'ravi', reason: 'fixes the newsletter error' });
    expect(await canary('main', 'remote_footer', '1.2.0', 10, 'ravi', parseReason('try the new links'))).toMatchObject({ action: 'canary', reason: 'try the new links' });
    expect(await rollback('main', 'remote_footer', 'asha', parseReason('checkout errors at 02:10'))).toMatchObject({ action: 'rollback', from: '1.1.0', to: '1.0.0', reason: 'checkout errors at 02:10' });
    expect(await promote('main', 'remote_footer', '1.1.0', 'ravi', parseReason(''))).not.toHaveProperty('reason');
    const before = await files();
    expect(() => parseReason('x'.repeat(201))).toThrow('refused: a reason is at most 200 characters');
    expect(() => parseReason('line one\nline two')).toThrow('refused: a reason is one line of text');
    expect(await files()).toEqual(before);
  });

  it('starts at the first step, steps on schedule (idempotently), and promotes at 100 %', async () => {
    const started = await startRollout('main', 'remote_footer', '1.1.0', [10, 50, 100], 10 * MINUTE, 'asha');
    expect(started).toMatchObject({ action: 'rollout start', who: 'asha', canary: { version: '1.1.0', percent: 10 }, rollout: { version: '1.1.0', steps: [10, 50, 100], everyMs: 600_000 } });
    const t0 = Date.parse(started.at);
    expect(await stepRollout('main', 'remote_footer', t0 + 9 * MINUTE)).toBeUndefined();
    expect((await stepRollout('main', 'remote_footer', t0 + 10 * MINUTE))?.canary).toEqual({ version: '1.1.0', percent: 50 });
    // a second driver (or a restart) at the same moment finds nothing due
    expect(await stepRollout('main', 'remote_footer', t0 + 10 * MINUTE)).toBeUndefined();
    expect(canaryOf(await footer())?.deployment.traffic).toBe(50);
    const done = await stepRollout('main', 'remote_footer', Date.now() + 11 * MINUTE);
    expect(done).toMatchObject({ action: 'rollout done', from: '1.0.0', to: '1.1.0' });
    expect(liveVersion(await footer())).toBe('1.1.0');
    expect(canaryOf(await footer())).toBeUndefined();
    expect(rolloutState(await readHistory('main'), 'remote_footer')).toBeUndefined();
  });

  it('pauses (no step while paused), resumes and aborts: the live version stays', async () => {
    await startRollout('main', 'remote_footer', '1.1.0', [10, 50, 100], MINUTE, 'asha');
    await pauseRollout('main', 'remote_footer', 'ravi');
    expect(await stepRollout('main', 'remote_footer', Date.now() + 60 * MINUTE)).toBeUndefined();
    await expect(pauseRollout('main', 'remote_footer')).rejects.toThrow('refused: the rollout of remote_footer 1.1.0 is already paused');
    await resumeRollout('main', 'remote_footer', 'ravi');
    expect((await stepRollout('main', 'remote_footer', Date.now() + 2 * MINUTE))?.canary?.percent).toBe(50);
    const aborted = await abortRollout('main', 'remote_footer', 'ravi');
    expect(aborted).toMatchObject({ action: 'rollout abort', who: 'ravi', from: '1.0.0', to: '1.0.0' });
    expect(aborted.canary).toBeUndefined();
    expect(liveVersion(await footer())).toBe('1.0.0');
    await expect(resumeRollout('main', 'remote_footer')).rejects.toThrow('refused: no rollout of remote_footer is running on the main site');
  });

  it('ends a canary automatically with the reason in the history, once', async () => {
    await startRollout('main', 'remote_footer', '1.1.0', [50, 100], MINUTE, 'asha');
    const ended = await endCanaryAutomatically('main', 'remote_footer', '1.1.0', 'automatic rollback: 1.1.0 failed');
    expect(ended).toMatchObject({ action: 'automatic rollback', who: 'release driver', to: '1.0.0', reason: 'automatic rollback: 1.1.0 failed' });
    expect(await endCanaryAutomatically('main', 'remote_footer', '1.1.0', 'again')).toBeUndefined();
    expect(await stepRollout('main', 'remote_footer', Date.now() + 60 * MINUTE)).toBeUndefined();
    expect(liveVersion(await footer())).toBe('1.0.0');
  });

  describe('refuses bad input with a message and changes nothing', () => {
    it.each([
      ['a second rollout of the same remote', async () => startRollout('main', 'remote_footer', '1.2.0', [10, 100], MINUTE), 'refused: a rollout of remote_footer 1.1.0 is already running (at 25 %) on the main site; abort it first or let it finish'],
      ['a version that fails its own check', async () => startRollout('main', 'remote_footer', '6.6.6-broken', [10, 100], MINUTE), 'refused: remote_footer 6.6.6-broken: mf-manifest.json does not load'],
      ['a version never released', async () => startRollout('main', 'remote_footer', '9.9.9', [10, 100], MINUTE), 'refused: remote_footer has no released version "9.9.9"'],
      ['a plain canary during a rollout', async () => canary('main', 'remote_footer', '1.2.0', 5), 'refused: a rollout of remote_footer 1.1.0 is running on the main site; abort it first'],
    ])('%s', async (_name, attempt, message) => {
      await startRollout('main', 'remote_footer', '1.1.0', [25, 100], MINUTE, 'asha');
      const before = await files();
      await expect(attempt()).rejects.toThrow(message);
      expect(await files()).toEqual(before);
    });

    it('the live version', async () => {
      const before = await files();
      await expect(startRollout('main', 'remote_footer', '1.0.0', [10, 100], MINUTE)).rejects.toThrow('refused: 1.0.0 is already live for remote_footer on the main site');
      expect(await files()).toEqual(before);
    });

    it('a first step below the version\'s current share', async () => {
      await canary('main', 'remote_footer', '1.1.0', 30, 'asha');
      const before = await files();
      await expect(startRollout('main', 'remote_footer', '1.1.0', [10, 50, 100], MINUTE)).rejects.toThrow("refused: the first step (10 %) is below 1.1.0's current share (30 %)");
      expect(await files()).toEqual(before);
      // from its share upwards it may start
      expect((await startRollout('main', 'remote_footer', '1.1.0', [30, 100], MINUTE)).canary).toEqual({ version: '1.1.0', percent: 30 });
    });
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseMinutes, previewLink, releaseSecret } from './preview';
import { checkPreviewToken } from './preview-token';
import { previewGrants, readHistory, REPO_ROOT } from './store';
import { fakeRelease } from './test-store';

const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'platform/src/cli/releases.ts'), ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);

const ENV = { RELEASE_BEACON_SECRET: 'preview-test-secret', MAIN_PORT: '3000' };
const tokenOf = (link: string) => new URL(link).searchParams.get('preview')!;

beforeAll(async () => {
  process.env.RELEASES_DIR = await mkdtemp(path.join(tmpdir(), 'preview-store-'));
  await fakeRelease('1.0.0-aaaaaaaaaa');
  await fakeRelease('1.1.0-bbbbbbbbbb');
  await fakeRelease('1.2.0-broken', { broken: true });
});
afterAll(() => delete process.env.RELEASES_DIR);

describe('preview links', () => {
  it("link to the site's own address with a token for that site, remote and released version, an hour by default", async () => {
    // The clock's own minute: the store drops grants that expired a day before the real time of a write.
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const shown = await previewLink('main', 'remote_footer', '1.1.0-bbbbbbbbbb', undefined, ENV, now, 'asha');
    expect(shown.link).toMatch(new RegExp(`^http://localhost:3000/\\?preview=p2~${shown.id}~main~remote_footer~1\\.1\\.0-bbbbbbbbbb~`));
    expect(shown.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(shown.expiresAt).toBe(now + 3_600_000);
    expect(checkPreviewToken(ENV.RELEASE_BEACON_SECRET, 'main', tokenOf(shown.link), now).grant).toEqual({
      id: shown.id,
      site: 'main',
      remote: 'remote_footer',
      version: '1.1.0-bbbbbbbbbb',
      expiresAt: now + 3_600_000,
    });
    const short = await previewLink('main', 'remote_footer', '1.1.0-bbbbbbbbbb', 5, ENV, now);
    expect(short.expiresAt).toBe(now + 5 * 60_000);
    expect(short.id).not.toBe(shown.id);
    // Each grant is recorded: listed until it expires, and in the site's history (who, what, until when).
    const expiresAt = new Date(now + 3_600_000).toISOString();
    expect((await previewGrants(now)).find((g) => g.id === shown.id)).toEqual({
      id: shown.id, site: 'main', remote: 'remote_footer', version: '1.1.0-bbbbbbbbbb', expiresAt, at: new Date(now).toISOString(), who: 'asha',
    });
    expect((await previewGrants(now + 3_600_000)).map((g) => g.id)).not.toContain(shown.id);
    expect((await readHistory('main')).find((r) => r.preview?.id === shown.id)).toMatchObject({
      who: 'asha', action: 'preview', preview: { id: shown.id, remote: 'remote_footer', version: '1.1.0-bbbbbbbbbb', expiresAt },
    });
  });

  it('refuse a version that is not released, a broken release and a length out of bounds', async () => {
    await expect(previewLink('main', 'remote_footer', '9.9.9', 60, ENV)).rejects.toThrow(
      'refused: remote_footer has no released version "9.9.9" (released: 1.2.0-broken, 1.1.0-bbbbbbbbbb, 1.0.0-aaaaaaaaaa)',
    );
    await expect(previewLink('main', 'remote_footer', '..', 60, ENV)).rejects.toThrow('has no released version ".."');
    await expect(previewLink('main', 'remote_footer', '1.2.0-broken', 60, ENV)).rejects.toThrow(
      'refused: remote_footer 1.2.0-broken: mf-manifest.json does not load',
    );
    await expect(previewLink('main', 'remote_footer', '1.1.0-bbbbbbbbbb', 0, ENV)).rejects.toThrow('1 to 1440 minutes');
    for (const bad of ['0', '1441', '1.5', '-3', 'ten', '99999999'])
      expect(() => parseMinutes(bad)).toThrow('a preview lasts a whole number of minutes from 1 to 1440');
    expect(parseMinutes(undefined)).toBe(60);
    expect(parseMinutes('1440')).toBe(1440);
  });

  it('production signs with RELEASE_BEACON_SECRET only; locally the release store keeps one secret for every process', async () => {
    await expect(
      previewLink('main', 'remote_footer', '1.1.0-bbbbbbbbbb', 60, { NODE_ENV: 'production' }),
    ).rejects.toThrow('RELEASE_BEACON_SECRET is not set');
    const local = releaseSecret({});
    expect(local).toMatch(/^[0-9a-f]{64}$/);
    expect(releaseSecret({})).toBe(local);
    expect(releaseSecret({ RELEASE_BEACON_SECRET: 'set' })).toBe('set');
  });

  it('npm run releases -- preview prints the link, and refuses an unknown site, remote or version by name', async () => {
    const env = { ...process.env, ...ENV };
    Object.assign(process.env, ENV);
    try {
      const ok = await cli('preview', 'main', 'remote-footer', '1.0.0-aaaaaaaaaa', '--minutes', '30');
      expect(ok.stdout).toMatch(/^http:\/\/localhost:3000\/\?preview=p2~[\w-]{12}~main~remote_footer~1\.0\.0-aaaaaaaaaa~\S+\nshows remote_footer 1\.0\.0-aaaaaaaaaa on the main site/);
      const id = /\(preview ([\w-]{12}): npm run releases -- preview-revoke \1 ends it sooner\)/.exec(ok.stdout)![1]!;
      expect((await cli('previews')).stdout).toMatch(new RegExp(`^${id} .* main/remote_footer 1\\.0\\.0-aaaaaaaaaa until `, 'm'));
      const revoked = await cli('preview-revoke', id);
      expect(revoked.stdout).toMatch(new RegExp(`main/remote_footer  preview revoke ${id}: 1\\.0\\.0-aaaaaaaaaa until`));
      expect((await cli('previews')).stdout).toMatch(new RegExp(`^${id} .* REVOKED by `, 'm'));
      const again = await cli('preview-revoke', id);
      expect(again.stderr).toMatch(new RegExp(`^refused: preview link ${id} was revoked already, by `));
      const unknown = await Promise.all([cli('preview-revoke', 'nosuchgrant1'), cli('preview-revoke', '../../etc/x'), cli('preview-revoke')]);
      expect(unknown.map((r) => r.stderr.split('\n')[0])).toEqual([
        'refused: no preview link nosuchgrant1 is known (it may have expired a day ago or more)',
        'refused: "../../etc/x" is not a preview link\'s id (12 letters, digits, - or _)',
        'preview-revoke takes 1 argument',
      ]);
      expect(checkPreviewToken(env.RELEASE_BEACON_SECRET, 'main', tokenOf(ok.stdout.split('\n')[0]!)).grant?.version).toBe('1.0.0-aaaaaaaaaa');
      const refusals = await Promise.all([
        cli('preview', 'moon', 'remote_footer', '1.0.0-aaaaaaaaaa'),
        cli('preview', 'company', 'remote_search', '1.0.0-aaaaaaaaaa'),
        cli('preview', 'main', 'remote_footer', '7.0.0'),
        cli('preview', 'main', 'remote_footer', '1.0.0-aaaaaaaaaa', '--minutes', '5000'),
        cli('preview', 'main', 'remote_footer', '--minutes', '5', '1.0.0-aaaaaaaaaa'),
      ]);
      expect(refusals.map((r) => (r as { code: number }).code)).toEqual([1, 1, 1, 1, 1]);
      expect(refusals.map((r) => r.stderr.split('\n')[0])).toEqual([
        'unknown site "moon" (sites: main, molecule, company, dashboard)',
        'the company site does not use remote_search',
        expect.stringContaining('refused: remote_footer has no released version "7.0.0"'),
        'refused: a preview lasts a whole number of minutes from 1 to 1440 (got "5000")',
        'preview takes --minutes N after the site, the remote and the version',
      ]);
    } finally {
      for (const k of Object.keys(ENV)) delete process.env[k];
    }
  }, 150_000);
});

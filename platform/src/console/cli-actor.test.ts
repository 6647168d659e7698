import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { promote } from '../releases/manager';
import { readHistory, REPO_ROOT } from '../releases/store';
import { fakeRelease, serveStore } from '../releases/test-store';
import { addAccount } from './accounts';

// Who `npm run releases` records in the history: the account given with --as (it must exist), else the
// operating system's user (RELEASE_USER first); one field, `who`, as the release page writes it.

const cli = (env: Record<string, string>, ...args: string[]) =>
  promisify(execFile)(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'platform/src/cli/releases.ts'), ...args],
    { env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);

describe('the releases CLI records who ran a change', () => {
  let stopStore: () => Promise<void>;
  beforeAll(async () => {
    process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'cli-actor-')), 'store');
    for (const v of ['1.0.0', '1.1.0']) await fakeRelease(v);
    stopStore = await serveStore();
    await promote('main', 'remote_footer', '1.0.0', 'asha');
    await addAccount('meera');
  });
  afterAll(async () => {
    await stopStore();
    delete process.env.RELEASES_DIR;
  });

  it('names the --as account, refuses an unknown one, and otherwise the operating system user', async () => {
    const env = { RELEASES_DIR: process.env.RELEASES_DIR!, RELEASE_USER: 'ops-shell' };
    const before = await readHistory('main');
    const unknown = await cli(env, '--as', 'mallory', 'canary', 'main', 'remote_footer', '1.1.0', '10');
    expect(unknown.stderr).toContain('refused: no account "mallory"');
    const misplaced = await cli(env, '--as', 'meera', 'history', 'main');
    expect(misplaced.stderr).toContain('--as <account> goes before a change');
    expect(await readHistory('main')).toEqual(before);

    const asMeera = await cli(env, '--as', 'meera', 'canary', 'main', 'remote_footer', '1.1.0', '10');
    expect(asMeera.stdout).toMatch(/ meera +main\/remote_footer {2}canary: /);
    expect((await readHistory('main')).at(-1)).toMatchObject({ action: 'canary', who: 'meera' });

    await cli(env, 'canary', 'main', 'remote_footer', '1.1.0', '0');
    expect((await readHistory('main')).at(-1)).toMatchObject({ action: 'canary end', who: 'ops-shell' });
  }, 30_000);
});

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { releasesDir, REPO_ROOT } from '../../scripts/releases/store';

/** A second, really built release of remote-footer: its footer shows `build 1.1.0-e2e`. */
export const SECOND_FOOTER = '1.1.0-e2e';

function run(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), ...args], {
    cwd: REPO_ROOT,
    env: process.env,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `npm run release -- <args>` against the suite's release store. */
export const release = (...args: string[]) => run(['scripts/release.ts', ...args]);
/** `npm run releases -- <args>` against the suite's release store. */
export const releases = (...args: string[]) => run(['scripts/releases-cli.ts', ...args]);

/** Builds and publishes the second footer release once per run (about half a minute). */
export function ensureSecondFooterRelease(): void {
  if (existsSync(path.join(releasesDir(), 'remote_footer', SECOND_FOOTER, 'mf-manifest.json'))) return;
  const { status, output } = release('remote-footer', '--version', SECOND_FOOTER);
  if (status !== 0) throw new Error(`could not release the second footer:\n${output}`);
}

import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { releasesDir, REPO_ROOT } from '../../platform/src/releases/store';

/** The version of a second, really built release of remote-footer; its id is `1.1.0-<build hash>`. */
const SECOND_FOOTER_VERSION = '1.1.0';

function run(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), ...args], {
    cwd: REPO_ROOT,
    env: process.env,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `npm run release -- <args>` against the suite's release store. */
export const release = (...args: string[]) => run(['platform/src/cli/release.ts', ...args]);
/** `npm run releases -- <args>` against the suite's release store. */
export const releases = (...args: string[]) => run(['platform/src/cli/releases.ts', ...args]);

/** The release console as `npm start` serves it to the suite. */
export const CONSOLE = 'http://localhost:4100';

/**
 * A release manager's account in the suite's store, made afresh with the CLI (an earlier one of that name
 * removed, its sessions with it): answers the new password.
 */
export function consoleAccount(name: string): string {
  releases('accounts', 'remove', name);
  const { status, output } = releases('accounts', 'add', name);
  const password = /keep it safe\):\n(\S+)/.exec(output)?.[1];
  if (status !== 0 || !password) throw new Error(`could not make the account ${name}:\n${output}`);
  return password;
}

/** Signs in to the release console in this page with the account's name and password. */
export async function signInToConsole(page: Page, account: string, password: string): Promise<void> {
  await page.goto(CONSOLE);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The release of remote-footer whose id starts with `<version>-`, if the suite's store has one. */
export function releasedFooter(version: string): string | undefined {
  const ids = readdirSync(path.join(releasesDir(), 'remote_footer')).filter(
    (id) => id.startsWith(`${version}-`) && !id.includes('.staging-'),
  );
  return ids.length === 1 ? ids[0] : undefined;
}

/**
 * Builds and publishes the second footer release once per run (its checks, then the build: about a
 * minute); answers its release id, the label its footer shows.
 */
export function ensureSecondFooterRelease(): string {
  const known = releasedFooter(SECOND_FOOTER_VERSION);
  if (known) return known;
  const { status, output } = release('remote-footer', '--version', SECOND_FOOTER_VERSION);
  if (status !== 0) throw new Error(`could not release the second footer:\n${output}`);
  const id = releasedFooter(SECOND_FOOTER_VERSION);
  if (!id) throw new Error(`the second footer release is not in the store:\n${output}`);
  return id;
}

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteFolder, type RemoteName } from '@pharmasetu/shared-contracts';
import { REPO_ROOT } from './store';

/** One check a remote must pass before it is released: a command run from the repository's root. */
export interface ReleaseCheck {
  name: string;
  /** What a person would type to run it. */
  shown: string;
  command: string;
  args: string[];
}

/** A package's command (its package.json's `bin`), resolved from the repository: no npx, no network. */
function bin(pkg: string, command = pkg): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [REPO_ROOT] });
  const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  return path.join(path.dirname(manifest), typeof bins === 'string' ? bins : bins[command]!);
}

/** A remote's type check, lint and jest project (the project's name is the remote's folder). */
export function remoteChecks(remote: RemoteName): ReleaseCheck[] {
  const folder = remoteFolder(remote);
  const node = process.execPath;
  return [
    { name: 'type check', shown: `tsc -p ${folder}`, command: node, args: [bin('typescript', 'tsc'), '-p', folder, '--pretty', 'false'] },
    {
      name: 'lint',
      shown: `eslint ${folder} --max-warnings 0`,
      command: node,
      args: [bin('eslint'), folder, '--max-warnings', '0'],
    },
    {
      name: 'tests',
      shown: `jest --selectProjects ${folder}`,
      command: node,
      args: [bin('jest'), '--selectProjects', folder, '--ci', '--silent'],
    },
  ];
}

/** A check that failed: its name, its command and the end of what it printed. */
export class CheckFailed extends Error {
  constructor(
    readonly check: ReleaseCheck,
    readonly output: string,
  ) {
    super(`the ${check.name} failed (${check.shown}):\n${output.trimEnd().slice(-4000)}`);
  }
}

function run(check: ReleaseCheck, cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: null, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Runs the checks one after another (they share two cores with everything else), stopping at the first
 * that fails: a CheckFailed naming it. `report` hears each check as it starts and ends.
 */
export async function runChecks(
  checks: readonly ReleaseCheck[],
  { cwd = REPO_ROOT, report = (line: string) => console.log(line) }: { cwd?: string; report?: (line: string) => void } = {},
): Promise<void> {
  for (const check of checks) {
    const started = Date.now();
    report(`checking: ${check.name} (${check.shown})`);
    const { code, output } = await run(check, cwd);
    if (code !== 0) throw new CheckFailed(check, output);
    report(`  passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

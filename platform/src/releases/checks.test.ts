import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseRemote } from '../cli/release';
import { CheckFailed, remoteChecks, runChecks, type ReleaseCheck } from './checks';
import { REPO_ROOT } from './store';

const node = (name: string, script: string): ReleaseCheck => ({
  name,
  shown: `node -e ${name}`,
  command: process.execPath,
  args: ['-e', script],
});

describe('the checks a remote passes before it is released', () => {
  it("are its type check, its lint and its own jest project (a project of the root's jest config)", async () => {
    const checks = remoteChecks('remote_footer');
    expect(checks.map((c) => [c.name, c.shown])).toEqual([
      ['type check', 'tsc -p remote-footer'],
      ['lint', 'eslint remote-footer --max-warnings 0'],
      ['tests', 'jest --selectProjects remote-footer'],
    ]);
    // The project jest selects is named by the remote's own jest config.
    const config = await readFile(path.join(REPO_ROOT, 'remote-footer/jest.config.js'), 'utf8');
    const displayName = /displayName: '([a-z-]+)'/.exec(config)?.[1];
    expect(displayName).toBe('remote-footer');
    expect(checks[2]!.args.slice(1, 3)).toEqual(['--selectProjects', displayName]);
  });

  it('a real type check of a broken file fails, named, with the compiler\'s error, and the next checks never run', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'release-checks-'));
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, files: ['broken.ts'] }));
    await writeFile(path.join(dir, 'broken.ts'), "export const n: number = 'not a number';\n");
    const real = remoteChecks('remote_footer')[0]!;
    const typeCheck = { ...real, args: real.args.map((arg) => (arg === 'remote-footer' ? dir : arg)) };
    const marker = path.join(dir, 'lint-ran');
    const lines: string[] = [];
    const failed = await runChecks([typeCheck, node('lint', `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x')`)], {
      report: (line) => lines.push(line),
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CheckFailed);
    expect((failed as CheckFailed).message).toMatch(/^the type check failed \(tsc -p remote-footer\):\n/);
    expect((failed as CheckFailed).message).toContain("broken.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(existsSync(marker)).toBe(false);
    expect(lines).toEqual(['checking: type check (tsc -p remote-footer)']);
  }, 60_000);

  it('passing checks run in order and each is reported', async () => {
    const lines: string[] = [];
    await runChecks([node('one', 'process.exit(0)'), node('two', '')], { report: (line) => lines.push(line) });
    expect(lines.filter((l) => l.startsWith('checking'))).toEqual(['checking: one (node -e one)', 'checking: two (node -e two)']);
    expect(lines.filter((l) => l.includes('passed'))).toHaveLength(2);
  });
});

describe('npm run release', () => {
  it('refuses to publish when a check fails, naming the check, and never builds', async () => {
    const build = jest.fn(async () => ({ remote_footer: '1.0.0-abc' }));
    const checks = (list: readonly ReleaseCheck[]) =>
      runChecks([node(list[0]!.name, ''), { ...list[1]!, ...node(list[1]!.name, "console.error('remote-footer/src/x.ts: no-unused-vars'); process.exit(1)"), shown: list[1]!.shown }], { report: () => {} });
    await expect(releaseRemote(['remote-footer'], { checks, build, report: () => {} })).rejects.toThrow(
      /^remote_footer is not released: the lint failed \(eslint remote-footer --max-warnings 0\):\nremote-footer\/src\/x\.ts: no-unused-vars$/,
    );
    expect(build).not.toHaveBeenCalled();
  });

  it('builds and publishes once every check passes; a bad version or flag is refused before any check', async () => {
    const build = jest.fn(async () => ({ remote_footer: '1.4.0-0123456789' }));
    const checks = jest.fn(async () => {});
    const lines: string[] = [];
    expect(await releaseRemote(['remote_footer', '--version', '1.4.0'], { checks, build, report: (l) => lines.push(l) })).toBe('1.4.0-0123456789');
    expect(build).toHaveBeenCalledWith({ only: ['remote_footer'], version: '1.4.0', promote: false });
    expect(lines.join('')).toContain('remote_footer 1.4.0-0123456789 is released');
    checks.mockClear();
    await expect(releaseRemote(['remote-footer', '--version', '../x'], { checks, build })).rejects.toThrow('"../x" is not a version');
    await expect(releaseRemote(['remote-footer', '--skip-checks'], { checks, build })).rejects.toThrow('usage: npm run release');
    expect(checks).not.toHaveBeenCalled();
  });
});

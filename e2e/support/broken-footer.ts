import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publishBuild } from '../../platform/src/releases/publish';
import { REPO_ROOT } from '../../platform/src/releases/store';
import { E2E_DIR } from './extra-origins';
import { releasedFooter } from './releases';

/** The version of a really built release of remote-footer whose exposed Footer throws when it mounts. */
const BROKEN_FOOTER_VERSION = '1.2.0-e2e-broken';

/**
 * Builds remote-footer from a copy of its source with one line added (the Footer throws when it
 * renders) and publishes it into the suite's release store, once per run. The copy sits beside links
 * to the repo's tooling, so it builds with the very same webpack setup.
 */
export async function ensureBrokenFooterRelease(): Promise<string> {
  const known = releasedFooter(BROKEN_FOOTER_VERSION);
  if (known) return known;
  const root = path.join(E2E_DIR, 'broken-footer');
  const dir = path.join(root, 'remote-footer');
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await cp(path.join(REPO_ROOT, 'remote-footer'), dir, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  for (const shared of ['tooling', 'tsconfig.base.json', 'node_modules'])
    await symlink(path.join(REPO_ROOT, shared), path.join(root, shared));
  const footer = path.join(dir, 'src/exposed/footer.tsx');
  const source = await readFile(footer, 'utf8');
  const patched = source.replace(
    /export default function Footer\(([^)]*)\) \{/,
    (line) => `${line}\n  if (settings) throw new Error('e2e: this footer build throws when it mounts');`,
  );
  if (patched === source) throw new Error('could not find the Footer function to break');
  await writeFile(footer, patched);
  const webpack = require.resolve('webpack-cli/bin/cli.js');
  const built = spawnSync(process.execPath, [webpack, '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, REMOTE_VERSION: BROKEN_FOOTER_VERSION },
    encoding: 'utf8',
  });
  if (built.status !== 0)
    throw new Error(`could not build the broken footer:\n${built.stdout}${built.stderr}`.slice(-4000));
  return (await publishBuild('remote_footer', dir, BROKEN_FOOTER_VERSION)).version;
}

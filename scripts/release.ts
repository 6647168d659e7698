// npm run release -- <remote> [--version <semver>]
// Builds one remote and publishes it as an immutable version (default: its package.json version).
// It does not make it live: release managers do that with `npm run releases -- promote ...`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build-all';
import { parseRemote } from './releases/manager';
import { remoteStoreDir, REMOTE_FOLDERS, REPO_ROOT } from './releases/store';

async function main(argv: string[]) {
  const [name, flag, value, ...rest] = argv;
  if (!name || (flag !== undefined && flag !== '--version') || (flag && !value) || rest.length) {
    throw new Error('usage: npm run release -- <remote> [--version <semver>]   e.g. npm run release -- remote-footer');
  }
  const remote = parseRemote(name);
  const version =
    value ??
    (
      JSON.parse(readFileSync(path.join(REPO_ROOT, REMOTE_FOLDERS[remote], 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  if (existsSync(path.join(remoteStoreDir(remote), version))) {
    throw new Error(
      `${remote} ${version} is already released; released versions are never overwritten. Bump "version" in ${REMOTE_FOLDERS[remote]}/package.json or pass --version.`,
    );
  }
  await buildAll({ only: [remote], version, promote: false });
  console.log(
    `\n${remote} ${version} is released. To make it live: npm run releases -- promote <site> ${remote} ${version}`,
  );
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`release refused: ${error.message}`);
  process.exit(1);
});

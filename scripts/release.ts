// npm run release -- <remote> [--version <semver>]
// Builds one remote and publishes it as an immutable release `<version>-<build hash>` (version: its
// package.json's unless --version says another), with its commit, author, build time and checksum.
// It does not make it live: release managers do that with `npm run releases -- promote ...`.
import { buildAll } from './build-all';
import { parseRemote } from './releases/manager';

async function main(argv: string[]) {
  const [name, flag, value, ...rest] = argv;
  if (!name || (flag !== undefined && flag !== '--version') || (flag && !value) || rest.length) {
    throw new Error('usage: npm run release -- <remote> [--version <semver>]   e.g. npm run release -- remote-footer');
  }
  const remote = parseRemote(name);
  const { [remote]: id } = await buildAll({ only: [remote], version: value, promote: false });
  console.log(`\n${remote} ${id} is released. To make it live: npm run releases -- promote <site> ${remote} ${id}`);
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`release refused: ${error.message}`);
  process.exit(1);
});

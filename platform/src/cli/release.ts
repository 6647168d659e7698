// npm run release -- <remote> [--version <semver>]
// Runs the remote's type check, lint and tests, then builds it and publishes it as an immutable release
// `<version>-<build hash>` (version: its package.json's unless --version says another), with its commit,
// author, build time and checksum. A failing check publishes nothing; there is no way to skip them.
// It does not make it live: release managers do that with `npm run releases -- promote ...`.
import { buildAll, type BuildOptions } from './build';
import { CheckFailed, remoteChecks, runChecks, type ReleaseCheck } from '../releases/checks';
import { parseRemote } from '../releases/manager';
import { isVersion } from '../releases/publish';

const USAGE = 'usage: npm run release -- <remote> [--version <semver>]   e.g. npm run release -- remote-footer';

interface ReleaseSteps {
  checks: (checks: readonly ReleaseCheck[]) => Promise<void>;
  build: (options: BuildOptions) => Promise<Record<string, string>>;
  report: (line: string) => void;
}

/** Checks, builds and publishes one remote; answers its release id. */
export async function releaseRemote(
  argv: string[],
  { checks = (list) => runChecks(list), build = buildAll, report = console.log }: Partial<ReleaseSteps> = {},
): Promise<string> {
  const [name, flag, value, ...rest] = argv;
  if (!name || (flag !== undefined && flag !== '--version') || (flag && !value) || rest.length) throw new Error(USAGE);
  const remote = parseRemote(name);
  if (value !== undefined && !isVersion(value))
    throw new Error(`"${value}" is not a version: use semver such as 1.4.0 or 1.4.0-rc.1`);
  try {
    await checks(remoteChecks(remote));
  } catch (error) {
    if (error instanceof CheckFailed) throw new Error(`${remote} is not released: ${error.message}`);
    throw error;
  }
  const { [remote]: id } = await build({ only: [remote], version: value, promote: false });
  report(`\n${remote} ${id} is released. To make it live: npm run releases -- promote <site> ${remote} ${id}`);
  return id!;
}

if (require.main === module) {
  releaseRemote(process.argv.slice(2)).catch((error: Error) => {
    console.error(`release refused: ${error.message}`);
    process.exit(1);
  });
}

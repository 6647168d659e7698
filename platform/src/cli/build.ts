// npm run build [-- --only remote_footer] [--version 1.2.0] [--no-promote]
// Builds the shell and the remotes, publishes each remote build into the release store and (unless
// --no-promote) makes it live on the local sites' manifests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { KNOWN_REMOTES, remoteFolder, type RemoteName } from '@pharmasetu/shared-contracts';
import { liveVersion, promoteVersion } from '../releases/operations';
import { isVersion, publishBuild } from '../releases/publish';
import { releaseUrl, SERVED_SITES, SITE_REMOTES } from '../releases/sites';
import { changeRemoteVersions, REPO_ROOT } from '../releases/store';

const WEBPACK = require.resolve('webpack-cli/bin/cli.js');

function webpackBuild(folder: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [WEBPACK, '--mode', 'production'], {
      cwd: path.join(REPO_ROOT, folder),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`webpack failed for ${folder}:\n${output.slice(-4000)}`));
    });
  });
}

/** Runs the builds two at a time (webpack is CPU-bound; this machine has two cores). */
async function inPairs(folders: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const queue = [...folders];
  const worker = async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) await webpackBuild(folder, env);
  };
  await Promise.all([worker(), worker()]);
}

export interface BuildOptions {
  only?: RemoteName[];
  version?: string;
  promote?: boolean;
}

export async function buildAll({ only, version, promote = true }: BuildOptions = {}): Promise<Record<string, string>> {
  if (version !== undefined && !isVersion(version))
    throw new Error(`"${version}" is not a version: use semver such as 1.4.0 or 1.4.0-rc.1`);
  const remotes = only ?? [...KNOWN_REMOTES];
  const env = { ...process.env, ...(version ? { REMOTE_VERSION: version } : {}) };
  await inPairs([...(only ? [] : ['shell']), ...remotes.map((r) => remoteFolder(r))], env);
  const versions: Record<string, string> = {};
  for (const remote of remotes) {
    const { version: released, created } = await publishBuild(
      remote,
      path.join(REPO_ROOT, remoteFolder(remote)),
      version,
    );
    versions[remote] = released;
    console.log(`${created ? 'released' : 'already released'} ${remote} ${released}`);
    if (!promote) continue;
    for (const site of SERVED_SITES.filter((s) => SITE_REMOTES[s].includes(remote))) {
      const entry = { url: releaseUrl(remote, released), metadata: { version: released }, deployment: {} };
      const change = await changeRemoteVersions(site, remote, 'npm run build', (versions) =>
        liveVersion(versions) === released && versions[0]?.url === entry.url
          ? versions
          : promoteVersion(versions, entry),
      );
      if (change.from !== change.to)
        console.log(`  ${site} site: ${remote} ${change.from ?? '(none)'} -> ${change.to}`);
    }
  }
  return versions;
}

function parseArgs(argv: string[]): BuildOptions {
  const options: BuildOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-promote') options.promote = false;
    else if (arg === '--version') options.version = argv[++i];
    else if (arg === '--only') {
      const name = argv[++i] ?? '';
      const remote = (KNOWN_REMOTES as readonly string[]).includes(name) ? (name as RemoteName) : undefined;
      if (!remote) throw new Error(`--only takes a remote: ${KNOWN_REMOTES.join(', ')} (got "${name}")`);
      options.only = [...(options.only ?? []), remote];
    } else
      throw new Error(
        `unknown argument "${arg}"; usage: npm run build -- [--only <remote>]... [--version <semver>] [--no-promote]`,
      );
  }
  if (options.version && !options.only) throw new Error('--version names one release: use it with --only <remote>');
  return options;
}

if (require.main === module) {
  buildAll(parseArgs(process.argv.slice(2))).catch((error: Error) => {
    console.error(`build failed: ${error.message}`);
    process.exit(1);
  });
}

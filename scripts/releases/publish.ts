import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@pharmasetu/shared-contracts';
import { remoteStoreDir, sourceMapsDir } from './store';

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // '/'-separated names, so a build hashes the same on every operating system.
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** A file's precompressed copy (name.br, name.gz) beside the file itself. */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * A short hash of a build's files, names and contents: the same build always gets the same version.
 * Precompressed copies of a build's files are left out: they are that file in another encoding, and the
 * compressors' bytes may differ with the machine (zlib's CPU-specific code paths) and node's version.
 */
export async function buildHash(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = await filesBelow(distDir);
  const names = new Set(files);
  const hashed = files.filter((file) => !(PRECOMPRESSED.test(file) && names.has(file.replace(PRECOMPRESSED, ''))));
  for (const file of hashed) hash.update(file).update('\0').update(await readFile(path.join(distDir, ...file.split('/'))));
  return hash.digest('hex').slice(0, 10);
}

export interface Published {
  version: string;
  /** false when this exact build was already in the store. */
  created: boolean;
}

/**
 * Copies a remote's build into the release store as `<remote>/<version>/`, never overwriting one, and its
 * source maps (`<remote folder>/source-maps/`, written by a production build) to `source-maps/<remote>/<version>/`,
 * which no server serves.
 * Without an explicit version the version is `<package version>-<build hash>`, so publishing the same
 * build twice is a no-op; an explicit version that already exists is refused.
 */
export async function publishBuild(remote: RemoteName, remoteDir: string, explicitVersion?: string): Promise<Published> {
  const distDir = path.join(remoteDir, 'dist');
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) throw new Error(`${distDir} has no mf-manifest.json: build ${remote} first`);
  if (explicitVersion !== undefined && !VERSION.test(explicitVersion)) {
    throw new Error(`"${explicitVersion}" is not a version: use semver such as 1.4.0 or 1.4.0-rc.1`);
  }
  const pkg = JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8')) as { version: string };
  const version = explicitVersion ?? `${pkg.version}-${await buildHash(distDir)}`;
  const target = path.join(remoteStoreDir(remote), version);
  if (existsSync(target)) {
    if (explicitVersion !== undefined) throw new Error(`${remote} ${version} is already released; released versions are never overwritten`);
    return { version, created: false };
  }
  const staging = `${target}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await cp(distDir, staging, { recursive: true });
  const maps = path.join(remoteDir, 'source-maps');
  if (existsSync(maps)) await cp(maps, sourceMapsDir(remote, version), { recursive: true, force: true });
  await rename(staging, target);
  return { version, created: true };
}

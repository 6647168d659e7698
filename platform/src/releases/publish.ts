import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@pharmasetu/shared-contracts';
import { remoteStoreDir, REPO_ROOT, sourceMapsDir } from './store';

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Whether a version (the part of a release id before its build hash) is semver. */
export const isVersion = (text: string) => text.length <= 60 && VERSION.test(text);

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

/** The metadata file in every release folder (a dot file: remote origins never serve it). */
const RELEASE_METADATA = '.release.json';

/** What a release records about itself, beside its files. */
export interface ReleaseMetadata {
  /** The release id: `<package version>-<build hash>`. */
  id: string;
  remote: RemoteName;
  /** The package version part of the id. */
  version: string;
  /** `git rev-parse HEAD` of the tree it was built from, `-dirty` when that tree had uncommitted changes. */
  commit: string;
  /** RELEASE_AUTHOR, else `git config user.name`, else the system user. */
  author: string;
  /** When it was published (ISO). */
  builtAt: string;
  /** SHA-256 of the `files` lines (`<sha256>  <path>`, as sha256sum prints them), one per line. */
  checksum: string;
  /** Every file of the release, with its SHA-256 and size. */
  files: { path: string; sha256: string; bytes: number }[];
}

/** Where a release was built from: its commit (dirty or not) and its author. */
interface ReleaseSource {
  commit: string;
  author: string;
}

const git = (args: string[], cwd: string) => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/** The commit and author of a build made from `dir`'s git tree. */
export function releaseSource(dir = REPO_ROOT): ReleaseSource {
  const head = git(['rev-parse', 'HEAD'], dir);
  const dirty = head !== undefined && git(['status', '--porcelain'], dir) !== '';
  const author = process.env.RELEASE_AUTHOR?.trim() || git(['config', 'user.name'], dir) || userInfo().username;
  return { commit: head ? `${head}${dirty ? '-dirty' : ''}` : 'unknown (not a git tree)', author: author.slice(0, 100) };
}

/** The listed files of a release folder and their checksum (the metadata file itself left out). */
export async function releaseChecksum(dir: string): Promise<Pick<ReleaseMetadata, 'checksum' | 'files'>> {
  const files = await Promise.all(
    (await filesBelow(dir))
      .filter((file) => file !== RELEASE_METADATA)
      .map(async (file) => {
        const bytes = await readFile(path.join(dir, ...file.split('/')));
        return { path: file, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
      }),
  );
  const listing = files.map((f) => `${f.sha256}  ${f.path}\n`).join('');
  return { checksum: createHash('sha256').update(listing).digest('hex'), files };
}

/** A release's metadata, or undefined for a folder published without one. */
export async function readReleaseMetadata(remote: RemoteName, id: string): Promise<ReleaseMetadata | undefined> {
  try {
    return JSON.parse(await readFile(path.join(remoteStoreDir(remote), id, RELEASE_METADATA), 'utf8')) as ReleaseMetadata;
  } catch {
    return undefined;
  }
}

interface Published {
  version: string;
  /** false when this exact build was already in the store. */
  created: boolean;
}

/**
 * Copies a remote's build into the release store as `<remote>/<id>/`, never overwriting one, with its
 * metadata (RELEASE_METADATA: commit, author, time, checksum of every file), and its source maps
 * (`<remote folder>/source-maps/`, written by a production build) to `source-maps/<remote>/<id>/`,
 * which no server serves.
 * The id is always `<version>-<build hash>`, the version being the package's unless `packageVersion` says
 * another, so publishing the same build twice is a no-op and every release is named one way.
 */
export async function publishBuild(
  remote: RemoteName,
  remoteDir: string,
  packageVersion?: string,
  source: ReleaseSource = releaseSource(remoteDir),
): Promise<Published> {
  const distDir = path.join(remoteDir, 'dist');
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) throw new Error(`${distDir} has no mf-manifest.json: build ${remote} first`);
  if (packageVersion !== undefined && !isVersion(packageVersion)) {
    throw new Error(`"${packageVersion}" is not a version: use semver such as 1.4.0 or 1.4.0-rc.1`);
  }
  const pkg = JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8')) as { version: string };
  const base = packageVersion ?? pkg.version;
  const version = `${base}-${await buildHash(distDir)}`;
  const target = path.join(remoteStoreDir(remote), version);
  if (existsSync(target)) return { version, created: false };
  const staging = `${target}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await cp(distDir, staging, { recursive: true });
  const metadata: ReleaseMetadata = {
    id: version,
    remote,
    version: base,
    ...source,
    builtAt: new Date().toISOString(),
    ...(await releaseChecksum(staging)),
  };
  await writeFile(path.join(staging, RELEASE_METADATA), `${JSON.stringify(metadata, null, 2)}\n`);
  const maps = path.join(remoteDir, 'source-maps');
  if (existsSync(maps)) await cp(maps, sourceMapsDir(remote, version), { recursive: true, force: true });
  await rename(staging, target);
  return { version, created: true };
}

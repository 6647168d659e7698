import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@pharmasetu/shared-contracts';
import { remoteStoreDir } from './store';

interface MfManifest {
  name?: string;
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * Whether a released version would load: its mf-manifest.json parses, names this remote, and every
 * file it points at (remoteEntry and each exposed module's chunks) is in the release folder.
 * Answers the problem, or undefined when it loads.
 */
export async function releaseProblem(remote: RemoteName, version: string): Promise<string | undefined> {
  const dir = path.join(remoteStoreDir(remote), version);
  if (!/^[0-9A-Za-z.+-]+$/.test(version) || !existsSync(dir)) return `${remote} has no released version "${version}"`;
  let manifest: MfManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as MfManifest;
  } catch (error) {
    return `${remote} ${version}: mf-manifest.json does not load (${(error as Error).message})`;
  }
  if (manifest.name !== remote) return `${remote} ${version}: mf-manifest.json belongs to "${manifest.name ?? 'nothing'}", not ${remote}`;
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    entry?.name ? path.join(entry.path ?? '', entry.name) : undefined,
    ...(manifest.exposes ?? []).flatMap((e) => [...(e.assets?.js?.sync ?? []), ...(e.assets?.js?.async ?? [])]),
  ];
  if (!files[0]) return `${remote} ${version}: mf-manifest.json names no remoteEntry`;
  const missing = files.filter((f): f is string => !!f && !existsSync(path.join(dir, f)));
  if (missing.length) return `${remote} ${version}: files missing from the release: ${missing.slice(0, 5).join(', ')}`;
  return undefined;
}

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

async function fetchBytes(url: string, timeoutMs: number): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Whether the address a manifest will name serves this very release: its mf-manifest.json and remoteEntry
 * are fetched over HTTP, as visitors' browsers will, and must be the bytes of the release store's folder
 * (a wrong port, a stopped origin or another build there is a problem). Answers the problem, or undefined.
 */
export async function servedReleaseProblem(remote: RemoteName, version: string, url: string, timeoutMs = 3_000): Promise<string | undefined> {
  const dir = path.join(remoteStoreDir(remote), version);
  let served: Uint8Array;
  try {
    served = await fetchBytes(url, timeoutMs);
  } catch (error) {
    return `${url} does not answer (${(error as Error).message}): visitors would get the fallback; is ${remote}'s origin running on that address?`;
  }
  const onDisk = await readFile(path.join(dir, 'mf-manifest.json'));
  if (sha1(served) !== sha1(onDisk)) return `${url} answers another build than ${remote} ${version} in the release store`;
  const entry = (JSON.parse(onDisk.toString('utf8')) as MfManifest).metaData?.remoteEntry;
  const entryPath = path.posix.join(entry?.path ?? '', entry?.name ?? '');
  const entryUrl = new URL(entryPath, url).href;
  try {
    if (sha1(await fetchBytes(entryUrl, timeoutMs)) !== sha1(await readFile(path.join(dir, entryPath)))) return `${entryUrl} answers another remoteEntry than ${remote} ${version}'s`;
  } catch (error) {
    return `${entryUrl} does not answer (${(error as Error).message}): visitors would get the fallback`;
  }
  return undefined;
}

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

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KNOWN_REMOTES, remotePortSetting, type RemoteName } from '@pharmasetu/shared-contracts';
import type { Running } from '../site-server/listen';
import { startRemoteServer } from '../site-server/remote-server';
import { remoteStoreDir } from './store';

/** A small release of a remote in the test's store (RELEASES_DIR); `broken`: its mf-manifest.json does not parse. */
export async function fakeRelease(version: string, { remote = 'remote_footer' as RemoteName, broken = false } = {}) {
  const dir = path.join(remoteStoreDir(remote), version);
  await mkdir(dir, { recursive: true });
  const manifest = { name: remote, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
  await writeFile(path.join(dir, 'mf-manifest.json'), broken ? '{"name": ' : JSON.stringify(manifest));
  await writeFile(path.join(dir, 'remoteEntry.js'), `entry ${version}`);
}

/**
 * Each remote's origin over the test's store, on free ports written to the environment (as `npm start`
 * serves them), so promote's check of the address it writes fetches real files. Answers a stop.
 */
export async function serveStore(): Promise<() => Promise<void>> {
  const running: Running[] = [];
  for (const remote of KNOWN_REMOTES) {
    await mkdir(remoteStoreDir(remote), { recursive: true });
    const server = await startRemoteServer({ name: remote, root: remoteStoreDir(remote), port: 0 });
    process.env[remotePortSetting(remote)] = new URL(server.url).port;
    running.push(server);
  }
  return async () => {
    await Promise.all(running.map((r) => r.close()));
    for (const remote of KNOWN_REMOTES) delete process.env[remotePortSetting(remote)];
  };
}

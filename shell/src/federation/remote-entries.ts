import { getInstance } from '@module-federation/enhanced/runtime';
import { resolveRemoteManifest, type RemoteName } from '@pharmasetu/shared-contracts';
import type { Composition } from './composed';

/** Remotes registered with the runtime, or being resolved from their mf-manifest.json. */
const registered = new Map<string, Promise<void>>();

const register = (name: string, entry: string) => getInstance()!.registerRemotes([{ name, entry }], { force: true });

/** Registers the remotes whose remoteEntry.js address the page carries (by their mf-manifest.json address). */
export function registerEntries(composition: Composition, entries: Record<string, string>): void {
  registered.clear();
  for (const [name, remote] of Object.entries(composition)) {
    const entry = entries[remote.url];
    if (entry === undefined) continue;
    register(name, entry);
    registered.set(name, Promise.resolve());
  }
}

/**
 * Makes sure a composed remote is registered before it is loaded: one the page did not carry is
 * resolved from its mf-manifest.json once (one try again after 300 ms on a network failure). Rejects
 * with the reason, which the remote's slot reports before it shows its fallback.
 */
export function ensureRegistered(name: RemoteName, composition: Composition, fetchImpl?: typeof fetch): Promise<void> {
  let pending = registered.get(name);
  if (pending) return pending;
  const remote = composition[name];
  if (!remote) return Promise.reject(new Error('not in the site manifest'));
  const read = async () => {
    const response = await (fetchImpl ?? fetch)(remote.url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  };
  pending = read()
    .catch((error) =>
      error instanceof TypeError ? new Promise((r) => setTimeout(r, 300)).then(read) : Promise.reject(error),
    )
    .then(
      (manifest) => register(name, resolveRemoteManifest(manifest, remote.url).entry),
      (error: Error) => {
        registered.delete(name);
        throw new Error(`${remote.url} could not be loaded (${error.message})`);
      },
    );
  registered.set(name, pending);
  return pending;
}

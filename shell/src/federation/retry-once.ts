import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a failed load waits before its one more try. */
export const RETRY_DELAY_MS = 300;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, RETRY_DELAY_MS));

/**
 * The retry layer of failure handling: a remote's remoteEntry.js, or one of its exposed modules, that
 * fails to load is tried once more after 300 ms (one flaky request on a mobile network); a second
 * failure goes on to the runtime plugin's report and the slot's fallback.
 *
 * Not @module-federation/retry-plugin (0.17.1, with runtime 2.9.2): it
 * works with the 2.9 runtime (e2e/remote-failure.spec.ts passes), but one `script` option drives both of
 * its hooks and they count differently, so it cannot keep this behaviour: `retryTimes: 1` gives an exposed
 * module its one retry after 300 ms, yet retries a failed remoteEntry.js at once and again after 300 ms
 * (three requests to a remote that is down; one more load timeout before the fallback on a hanging one);
 * `retryTimes: 0` retries the entry at once and never retries a module. It deletes the same
 * `globalLoading` entry as below, console.logs every retry, and adds 862 B gzip to the shell's first load
 * (two shell builds of the same sources; e2e/size-budget.spec.ts, home page: 152,474 B with it, 151,651 B
 * and 151,903 B with this file in the runs before and after, while other work changed the tree).
 */
export function retryOnce(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-retry-once',
    // The runtime calls this only for a script that failed to load, and its getRemoteEntry does not
    // call it again: one retry at most. The failed attempt is forgotten first, or it would be reused.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = pause().then(() => {
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      });
      // runtime-core declares this hook's result as a promise of a promise; it awaits what it gets.
      return retried as unknown as ReturnType<LoadEntryError>;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      try {
        return await remoteEntryExports.get(expose);
      } catch {
        await pause();
        return remoteEntryExports.get(expose);
      }
    },
  };
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a failed load waits before its one more try. */
export const RETRY_DELAY_MS = 300;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, RETRY_DELAY_MS));

/**
 * The retry layer of failure handling: a remote's remoteEntry.js, or one of its exposed modules, that
 * fails to load is tried once more after 300 ms (one flaky request on a mobile network); a second
 * failure goes on to the runtime plugin's report and the slot's fallback.
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

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during the first client render (hydration), true from then on: what a slot
 * renders before it is true must be the same on both sides (its no-JavaScript form), so hydration
 * matches; after it, the slot may take over (load a remote, turn a link into a button).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

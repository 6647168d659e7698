import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the server's page has hydrated, so a component mounted from then on (a client-side navigation, a slot the
 * visitor asked for) starts in its hydrated form. Set a microtask after the first effect that sees it false, that
 * is once every effect of that commit has run: React compares this snapshot with the server's after hydrating
 * each component, and a difference there would make it render the component again synchronously.
 */
let pageHydrated = false;

const subscribe = () => () => undefined;
const afterHydration = () => pageHydrated;
// What React reads while it hydrates the component, whenever that is: its boundary may hydrate after the rest.
const whileHydrating = () => false;

/**
 * False on the server and during the component's hydration, true from then on: what a slot renders before it is
 * true must be the same on both sides (its no-JavaScript form), so hydration matches; after it, the slot may take
 * over (load a remote, turn a link into a button). A component mounted after the page hydrated is true at once.
 *
 * The switch after hydration is a transition, not a synchronous render: React renders it in slices and yields to
 * the browser between them, so the page answers a tap at once while every slot on it swaps its form.
 */
export function useHydrated(): boolean {
  // React reads the server's snapshot while it hydrates this component, the client's when it mounts it afresh.
  // Only that first value counts (nothing subscribes): the switch that follows is this hook's own transition.
  const atMount = useSyncExternalStore(subscribe, afterHydration, whileHydrating);
  const [hydrated, setHydrated] = useState(atMount);
  useEffect(() => {
    if (!pageHydrated) queueMicrotask(() => void (pageHydrated = true));
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

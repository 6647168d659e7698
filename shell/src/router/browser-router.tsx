import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';
import { LocationContext } from './location-context';
import { locationStore } from './location-store';

/**
 * Follows the address bar. The rendered location is deferred, as react-router renders navigations in a
 * transition: while the next page's chunk loads, the current page stays on screen instead of the
 * Suspense placeholder. Like react-router's BrowserRouter it does not scroll on navigation.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(locationStore.subscribe, locationStore.getSnapshot);
  const location = useDeferredValue(current);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/** The parts of the address the router reads. */
export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

const listeners = new Set<() => void>();
let snapshot: RouterLocation | undefined;

/**
 * The browser's address as a store for `useSyncExternalStore`: the History API moves it (push, replace)
 * and back/forward (`popstate`) notify subscribers. A snapshot changes only when the address does.
 */
export const locationStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    window.addEventListener('popstate', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('popstate', listener);
    };
  },

  getSnapshot(): RouterLocation {
    const { pathname, search, hash } = window.location;
    if (snapshot?.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) snapshot = { pathname, search, hash };
    return snapshot;
  },

  /** `to` is resolved against the current address ('/pharma', '?page=2'); another origin loads as a page. */
  navigate(to: string, { replace = false }: NavigateOptions = {}): void {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    for (const listener of listeners) listener();
  },
};

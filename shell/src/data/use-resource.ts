import { HttpError } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';

export type Resource<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'not-found' }
  | { state: 'error'; message: string };

/** Loads data for a page; a 404 from the api is "not found" (the page shows the 404 page), not an error. */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setResource({ state: 'loading' });
    load().then(
      (data) => current && setResource({ state: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof HttpError && error.status === 404) setResource({ state: 'not-found' });
        else setResource({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return resource;
}

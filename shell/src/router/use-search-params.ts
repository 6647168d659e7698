import { useMemo } from 'react';
import { locationStore, type NavigateOptions } from './location-store';
import { useLocation } from './use-location';

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];
type SetSearchParams = (next: SearchParamsInit, options?: NavigateOptions) => void;

/**
 * The query string, and a setter that navigates to this path with exactly the given params (a new
 * history entry unless `{ replace: true }`; the hash is dropped), as react-router's does.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, setSearchParams];
}

function setSearchParams(next: SearchParamsInit, options?: NavigateOptions): void {
  locationStore.navigate(`?${new URLSearchParams(next)}`, options);
}

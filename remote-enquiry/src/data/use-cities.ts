import { fetchCities, type CityRecord, type HttpClient } from '@pharmasetu/shared-contracts';
import { useMemo } from 'react';
import { useCachedList } from './use-cached-list';

const citiesCacheKey = (country: string) => `enquiry_cities_${country.toUpperCase()}`;
const NONE: CityRecord[] = [];

/** GET /api/cities2 for a country, cached 4 h; a failure is an empty list (spec §8). `null`: not needed yet. */
export function useCities(client: HttpClient, country: string | null): CityRecord[] {
  const load = useMemo(() => () => fetchCities(client, country ?? 'IN'), [client, country]);
  return useCachedList(country ? citiesCacheKey(country) : null, load, (list) => list.length > 0, NONE);
}

import type { HttpClient } from './http';

export const CITIES_PATH = '/api/cities2';
export interface CityRecord {
  name: string;
  state: string;
  country_name: string;
}

/** GET /api/cities2?input=&code={country}: the country's cities; spec §8: a failure is an empty list. */
export async function fetchCities(client: HttpClient, countryCode: string): Promise<CityRecord[]> {
  try {
    const cities = await client.get<CityRecord[]>(CITIES_PATH, { query: { input: '', code: countryCode } });
    return Array.isArray(cities) ? cities : [];
  } catch {
    return [];
  }
}

/** Spec §7: filtered on name or state containing the typed text, shown 'name, state, country', max 10. */
export function cityLabel(city: CityRecord): string {
  return `${city.name}, ${city.state}, ${city.country_name}`;
}

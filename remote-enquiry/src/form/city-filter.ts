import { CITY_SEARCH_MIN_LENGTH, CITY_SUGGESTIONS_MAX, cityLabel, type CityRecord } from '@pharmasetu/shared-contracts';

/**
 * Spec §7: the cached cities filtered on the client by name or state containing the typed text (from 2
 * characters), shown 'name, state, country', at most 10.
 */
export function filterCities(cities: readonly CityRecord[], typed: string): string[] {
  const text = typed.trim().toLowerCase();
  if (text.length < CITY_SEARCH_MIN_LENGTH) return [];
  const out: string[] = [];
  for (const city of cities) {
    if (city.name.toLowerCase().includes(text) || city.state.toLowerCase().includes(text)) out.push(cityLabel(city));
    if (out.length === CITY_SUGGESTIONS_MAX) break;
  }
  return out;
}

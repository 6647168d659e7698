import { fetchCities, type HttpClient } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';

/** India's states as the city list names them (the one the buyer's place was picked from), sorted; [] until loaded. */
export function useStates(api: HttpClient): string[] {
  const [states, setStates] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void fetchCities(api, 'IN').then((cities) => {
      // Code-unit order, not localeCompare: its first call in a page loads the collation data (tens of
      // milliseconds on a phone, in one task), and the states' names are plain ASCII.
      if (live) setStates([...new Set(cities.map((c) => c.state).filter(Boolean))].sort());
    });
    return () => void (live = false);
  }, [api]);
  return states;
}

import { fetchCities, type HttpClient } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';

/** India's states as the city list names them (the one the buyer's place was picked from), sorted; [] until loaded. */
export function useStates(api: HttpClient): string[] {
  const [states, setStates] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void fetchCities(api, 'IN').then((cities) => {
      if (live) setStates([...new Set(cities.map((c) => c.state).filter(Boolean))].sort((a, b) => a.localeCompare(b)));
    });
    return () => void (live = false);
  }, [api]);
  return states;
}

import type { CityRecord } from '@pharmasetu/shared-contracts';
import { useMemo } from 'react';

/** The states of the city list, alphabetically. */
export const statesOf = (cities: readonly CityRecord[]) => [...new Set(cities.map((c) => c.state))].sort();

/**
 * A city picked from the city list: its state first, then one of that state's cities. Nothing typed reaches the api
 * but a pair the list holds.
 */
export function CityPicker({
  label,
  cities,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  cities: readonly CityRecord[];
  value: { city: string; state: string };
  onChange: (next: { city: string; state: string }) => void;
  error?: string;
  name: string;
}) {
  const states = useMemo(() => statesOf(cities), [cities]);
  const inState = useMemo(
    () =>
      cities
        .filter((c) => c.state === value.state)
        .map((c) => c.name)
        .sort(),
    [cities, value.state],
  );
  const described = error ? `${name}-error` : undefined;
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      <legend css={{ fontWeight: 600, marginBottom: 4 }}>{label}</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <label css={{ flex: '1 1 140px' }}>
          State
          <select
            value={value.state}
            aria-describedby={described}
            onChange={(e) => onChange({ state: e.target.value, city: '' })}
          >
            <option value="">Choose a state</option>
            {states.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label css={{ flex: '1 1 140px' }}>
          City
          <select
            value={value.city}
            aria-describedby={described}
            onChange={(e) => onChange({ state: value.state, city: e.target.value })}
          >
            <option value="">Choose a city</option>
            {inState.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <span id={described} role="alert" css={{ color: '#b42318', fontSize: 14 }}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

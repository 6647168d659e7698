import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEIGHBOUR_STATES, neighbourStates } from './neighbour-states';

describe('neighbour states', () => {
  it('names every Indian state of the city list, and only those', () => {
    const states = new Set(
      readFileSync(join(__dirname, '..', '..', 'seed', 'cities-in.tsv'), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split('\t')[1]!),
    );
    // Lakshadweep has no city in the list; every other key is a state the list uses.
    expect(
      Object.keys(NEIGHBOUR_STATES)
        .filter((s) => s !== 'Lakshadweep')
        .sort(),
    ).toEqual([...states].sort());
  });

  it('is symmetric, and no state is its own neighbour', () => {
    for (const [state, next] of Object.entries(NEIGHBOUR_STATES)) {
      expect(next).not.toContain(state);
      for (const other of next)
        expect([state, NEIGHBOUR_STATES[other]]).toEqual([state, expect.arrayContaining([state])]);
    }
  });

  it('answers none for a place it does not know', () => {
    expect(neighbourStates('Punjab')).toEqual([
      'Chandigarh',
      'Haryana',
      'Himachal Pradesh',
      'Jammu and Kashmir',
      'Rajasthan',
    ]);
    expect(neighbourStates('Dubayy')).toEqual([]);
    expect(neighbourStates('constructor')).toEqual([]);
    expect(neighbourStates(null)).toEqual([]);
  });
});

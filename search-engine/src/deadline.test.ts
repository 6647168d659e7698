import { Deadline } from './deadline';
import { readSearchParams } from './params';
import { SearchIndex } from './search-index';
import { LimitError } from './search-limits';

describe('Deadline inside one query', () => {
  const index = new SearchIndex();
  for (let i = 0; i < 20_000; i++)
    index.save({ objectID: `r${i}`, name: `Metformin ${i % 2 ? 'Tablet' : 'Syrup'} ${i}` });
  const params = readSearchParams({ query: 'm', hitsPerPage: 1000 });

  it('is checked many times during a single heavy query, and stops it where it runs out', () => {
    let clock = 0;
    const roomy = new Deadline(Number.MAX_SAFE_INTEGER, 'x', () => ++clock);
    expect(index.search(params, roomy).nbHits).toBe(20_000);
    const checks = clock;
    expect(checks).toBeGreaterThan(20); // per derived term, every 4,096 candidates, per hit…

    for (const budget of [1, Math.floor(checks / 2), checks - 1]) {
      let now = 0;
      const tight = new Deadline(budget, 'The query took longer than 1 ms: send a narrower query', () => ++now);
      expect(() => index.search(params, tight)).toThrow(LimitError);
      expect(now).toBe(budget + 1); // stopped at the first check past the budget, not at the end
    }
  });

  it('a stopped query leaves the index answering the next one exactly', () => {
    const before = index.search(params);
    expect(() =>
      index.search(
        params,
        new Deadline(
          3,
          'stop',
          (() => {
            let n = 0;
            return () => ++n;
          })(),
        ),
      ),
    ).toThrow(LimitError);
    expect(index.search(params)).toEqual(before);
  });
});

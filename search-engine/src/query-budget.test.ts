import { QueryBudget } from './query-budget';

describe('QueryBudget', () => {
  it('lets a burst through, then refills at its rate', () => {
    let now = 0;
    const budget = new QueryBudget(100, 20, 10, () => now);
    expect(budget.take('a', 50)).toBe(0);
    expect(budget.take('a', 50)).toBe(0);
    expect(budget.take('a', 1)).toBe(1); // empty: one unit comes back in 50 ms, answered as 1 s
    expect(budget.take('a', 50)).toBe(3);
    now += 1000; // +20
    expect(budget.take('a', 20)).toBe(0);
    expect(budget.take('a', 1)).toBe(1);
    expect(budget.take('b', 100)).toBe(0); // another caller has its own bucket
  });

  it('never refills past the burst, and a cost above the burst costs the whole burst', () => {
    let now = 0;
    const budget = new QueryBudget(10, 1, 10, () => now);
    now += 3_600_000;
    expect(budget.take('a', 500)).toBe(0);
    expect(budget.take('a', 1)).toBe(1);
  });

  it('keeps at most maxCallers buckets, dropping the least recently used', () => {
    let now = 0;
    const budget = new QueryBudget(2, 0.001, 2, () => now);
    expect(budget.take('a', 2)).toBe(0);
    expect(budget.take('b', 2)).toBe(0);
    expect(budget.take('a', 1)).toBeGreaterThan(0); // a is now the most recent
    expect(budget.take('c', 2)).toBe(0); // b is dropped
    expect(budget.take('a', 1)).toBeGreaterThan(0);
    now += 1;
    expect(budget.take('b', 2)).toBe(0); // b starts over (a fresh, full bucket)
  });

  it('charges a call after the fact, down to one burst of debt, paid back at the refill rate', () => {
    let now = 0;
    const budget = new QueryBudget(10, 2, 10, () => now);
    expect(budget.take('a', 1)).toBe(0);
    budget.charge('a', 1000); // 9 left, charged 1,000: 10 in debt at most
    expect(budget.take('a', 1)).toBe(6); // 11 units short at 2 a second
    budget.charge('a', 0);
    budget.charge('a', -5); // nothing to give back
    now += 5500; // +11
    expect(budget.take('a', 1)).toBe(0);
    expect(budget.take('b', 10)).toBe(0); // another caller has its own bucket
  });
});

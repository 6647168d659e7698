import { criticalChain, dependencyDepth, federationCost, percentile } from './figures';

test('the critical chain counts requests that waited for one another, not parallel ones', () => {
  const spans = [
    { url: 'html', start: 0, end: 10 },
    { url: 'main.js', start: 11, end: 30 },
    { url: 'preloaded.js', start: 12, end: 32 }, // parallel with main.js, still loading when the manifest starts
    { url: 'manifest', start: 31, end: 40 },
    { url: 'chunk', start: 41, end: 50 },
    { url: 'late', start: 60, end: 70 }, // after the moment measured
  ];
  expect(criticalChain(spans, 55).map((s) => s.url)).toEqual(['html', 'main.js', 'manifest', 'chunk']);
  expect(criticalChain(spans, 31).map((s) => s.url)).toEqual(['html', 'main.js']);
  expect(criticalChain([], 10)).toEqual([]);
});

test('percentile by nearest rank', () => {
  const xs = Array.from({ length: 20 }, (_, i) => i + 1);
  expect(percentile(xs, 95)).toBe(19);
  expect(percentile(xs, 50)).toBe(10);
  expect(percentile([7], 95)).toBe(7);
  expect(() => percentile([], 50)).toThrow('percentile of no values');
});

describe('dependencyDepth', () => {
  const initiators = new Map<string, string | undefined>([
    ['http://site/', undefined],
    ['http://site/main.js', 'http://site/'],
    ['http://remote/remoteEntry.js', 'http://site/'],
    ['http://site/page.js', 'http://site/main.js'],
    ['http://api/data', 'http://site/page.js'],
    ['http://x/a.js', 'http://x/b.js'],
    ['http://x/b.js', 'http://x/a.js'],
  ]);
  it('counts the requests that led to one, the document first', () => {
    expect(dependencyDepth(initiators, 'http://site/')).toBe(1);
    expect(dependencyDepth(initiators, 'http://remote/remoteEntry.js')).toBe(2);
    expect(dependencyDepth(initiators, 'http://api/data')).toBe(4);
  });
  it('ends at an unknown or circular initiator', () => {
    expect(dependencyDepth(initiators, 'http://elsewhere/')).toBe(1);
    expect(dependencyDepth(initiators, 'http://x/a.js')).toBe(2);
  });
});

test("federation's cost: the entry script beyond the monolith's, every remoteEntry.js, and what is left", () => {
  const federated = [
    { url: 'http://localhost:3000/main.0123abcd.js', bytes: 26_000 },
    { url: 'http://localhost:3000/470.90d50459.js', bytes: 65_000 },
    { url: 'http://localhost:3001/1.0.0-1/remoteEntry.js', bytes: 7_000 },
    { url: 'http://localhost:3001/1.0.0-1/__federation_expose_SearchBox.9313b979.js', bytes: 3_000 },
    { url: 'http://localhost:3003/1.0.0-2/remoteEntry.js', bytes: 7_200 },
  ];
  const monolithic = [
    { url: 'http://localhost:3300/main.2cf4fdd1.js', bytes: 2_000 },
    { url: 'http://localhost:3300/827.0a5533fd.js', bytes: 67_500 },
  ];
  const cost = federationCost(federated, monolithic, 140 * 1024, 1.15);
  expect(cost).toMatchObject({ runtime: 24_000, remoteEntries: 14_200, fixed: 38_200, rest: 500 });
  // 140 KiB at a ratio of 1.15 leaves room for 143,360 · 0.15 / 1.15 = 18,699 B of federation.
  expect(Math.round(cost.fixedCostBound)).toBe(18_699);
});

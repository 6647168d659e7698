import { criticalChain, dependencyDepth, percentile } from './figures';

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

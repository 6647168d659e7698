import { formatRows, isServerRendered, targetRows } from './targets';

const mono = { lcp: 200, cls: 0, jsBytes: 100 * 1024 };

test('each figure beside its target: LCP, LCP ratio, CLS, JavaScript and what federation adds', () => {
  const rows = targetRows('home', { lcp: 208, cls: 0.004, jsBytes: 128 * 1024 }, mono);
  expect(rows.map((r) => [r.federated, r.monolithic, r.target, r.status])).toEqual([
    ['208 ms', '200 ms', '≤ 500 ms', 'met'],
    ['1.04', '', '≤ 1.05', 'met'],
    ['0.004', '0.000', '≤ 0.01', 'met'],
    ['128.0 KB', '100.0 KB', '≤ 145 KB', 'met'],
    ['28.0 KB', '', '≤ 30 KB', 'met'],
  ]);
});

test('a figure over its target is MISSED', () => {
  const rows = targetRows('category', { lcp: 520, cls: 0.02, jsBytes: 146 * 1024 }, mono);
  expect(rows.map((r) => r.status)).toEqual(['MISSED', 'MISSED', 'MISSED', 'MISSED', 'MISSED']);
  const table = formatRows(rows);
  expect(table.split('\n')).toHaveLength(6);
  expect(table).toMatch(/category: LCP on loopback \(median\) +520 ms +200 ms +≤ 500 ms {2}MISSED/);
});

test('the LCP ratio with its interval: met or MISSED only when the whole interval is on one side of the target', () => {
  const ratioRow = (r: { ratio: number; low: number; high: number }) =>
    targetRows('home', { lcp: 0, cls: 0, jsBytes: 0 }, mono, r)[1]!;
  expect(ratioRow({ ratio: 1.01, low: 0.97, high: 1.04 })).toMatchObject({
    federated: '1.01',
    monolithic: '0.97–1.04',
    status: 'met',
  });
  expect(ratioRow({ ratio: 1.01, low: 0.9, high: 1.12 }).status).toBe('within noise');
  expect(ratioRow({ ratio: 1.1, low: 1.02, high: 1.2 }).status).toBe('within noise');
  expect(ratioRow({ ratio: 1.2, low: 1.06, high: 1.3 }).status).toBe('MISSED');
  expect(formatRows([ratioRow({ ratio: 1.01, low: 0.9, high: 1.12 })])).toMatch(
    /1\.01 +0\.90–1\.12 +≤ 1\.05 {2}within noise$/,
  );
});

test('a server-rendered page has its content and its hydration data; an empty shell has not', () => {
  expect(
    isServerRendered('<div id="root"><h1>Herbal</h1></div><script>window.__staticRouterHydrationData = {}</script>'),
  ).toBe(true);
  expect(isServerRendered('<div id="root"></div><script src="/main.js"></script>')).toBe(false);
});

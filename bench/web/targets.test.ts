import { formatRows, isServerRendered, targetRows } from './targets';

const mono = { lcp: 200, cls: 0, jsBytes: 100 * 1024 };

test('each figure beside its target: LCP, CLS, JavaScript and what federation adds (no LCP ratio: retired)', () => {
  const rows = targetRows('home', { lcp: 208, cls: 0.004, jsBytes: 128 * 1024 }, mono);
  expect(rows.map((r) => [r.federated, r.monolithic, r.target, r.status])).toEqual([
    ['208 ms', '200 ms', '≤ 500 ms', 'met'],
    ['0.004', '0.000', '≤ 0.01', 'met'],
    ['128.0 KB', '100.0 KB', '≤ 145 KB', 'met'],
    ['28.0 KB', '', '≤ 30 KB', 'met'],
  ]);
  expect(rows.some((r) => r.figure.includes('federated / monolithic'))).toBe(false);
});

test('a figure over its target is MISSED; the network the loads ran on is named', () => {
  const rows = targetRows('category', { lcp: 520, cls: 0.02, jsBytes: 146 * 1024 }, mono, undefined, 'slow 4G');
  expect(rows.map((r) => r.status)).toEqual(['MISSED', 'MISSED', 'MISSED', 'MISSED']);
  const table = formatRows(rows);
  expect(table.split('\n')).toHaveLength(5);
  expect(table).toMatch(/category: LCP on slow 4G \(median\) +520 ms +200 ms +≤ 500 ms {2}MISSED/);
});

test('a server-rendered page has its content and its hydration data; an empty shell has not', () => {
  expect(
    isServerRendered('<div id="root"><h1>Herbal</h1></div><script>window.__staticRouterHydrationData = {}</script>'),
  ).toBe(true);
  expect(isServerRendered('<div id="root"></div><script src="/main.js"></script>')).toBe(false);
});

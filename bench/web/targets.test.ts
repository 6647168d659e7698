import { formatRows, isServerRendered, targetRows } from './targets';

const mono = { lcp: 200, cls: 0, jsBytes: 100 * 1024 };

test('each figure beside its target: LCP, LCP ratio, CLS, JavaScript and what federation adds', () => {
  const rows = targetRows('home', { lcp: 208, cls: 0.004, jsBytes: 128 * 1024 }, mono);
  expect(rows.map((r) => [r.federated, r.monolithic, r.target, r.met])).toEqual([
    ['208 ms', '200 ms', '≤ 500 ms', true],
    ['1.04', '', '≤ 1.05', true],
    ['0.004', '0.000', '≤ 0.01', true],
    ['128.0 KB', '100.0 KB', '≤ 145 KB', true],
    ['28.0 KB', '', '≤ 30 KB', true],
  ]);
});

test('a figure over its target is MISSED', () => {
  const rows = targetRows('category', { lcp: 520, cls: 0.02, jsBytes: 146 * 1024 }, mono);
  expect(rows.map((r) => r.met)).toEqual([false, false, false, false, false]);
  const table = formatRows(rows);
  expect(table.split('\n')).toHaveLength(6);
  expect(table).toMatch(/category: LCP on loopback \(median\) +520 ms +200 ms +≤ 500 ms {2}MISSED/);
});

test('a server-rendered page has its content and its hydration data; an empty shell has not', () => {
  expect(
    isServerRendered('<div id="root"><h1>Herbal</h1></div><script>window.__staticRouterHydrationData = {}</script>'),
  ).toBe(true);
  expect(isServerRendered('<div id="root"></div><script src="/main.js"></script>')).toBe(false);
});

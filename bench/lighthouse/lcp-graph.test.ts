import { formatLcpGraphs, heldByPrunedScript, lastOf, whyKept, type LcpGraphs, type LcpGraphRow } from './lcp-graph';

test('a kept script is either evaluated in a task of the graph or had its evaluation task pruned', () => {
  const evaluated = new Set(['http://site/main.js']);
  expect(whyKept({ url: 'http://site/', resourceType: 'Document' }, true, evaluated)).toBe('main document');
  expect(whyKept({ url: 'http://site/main.js', resourceType: 'Script' }, false, evaluated)).toBe(
    'evaluated before the paint',
  );
  expect(whyKept({ url: 'http://site/small.js', resourceType: 'Script' }, false, evaluated)).toBe(
    'evaluation task pruned (under 10 ms)',
  );
  expect(whyKept({ url: 'http://site/font.woff2', resourceType: 'Font' }, false, evaluated)).toBe('not a script');
});

const row = (graph: LcpGraphRow['graph'], label: string, endMs: number, why?: LcpGraphRow['why']): LcpGraphRow => ({
  graph,
  kind: why ? 'request' : 'task',
  label,
  startMs: 0,
  endMs,
  ...(why ? { why } : {}),
});

test('the graph that ends on a pruned script is told apart from one that ends on a task', () => {
  const held: LcpGraphs = {
    fcpMs: 700,
    lcpMs: 1500,
    optimisticMs: 1400,
    pessimisticMs: 1600,
    rows: [
      row('optimistic', '/', 650, 'main document'),
      row('optimistic', '/842.js', 1400, 'evaluation task pruned (under 10 ms)'),
      row('optimistic', '12 ms observed (layout)', 1000),
      row('pessimistic', '/', 650, 'main document'),
      row('pessimistic', '80 ms observed (layout)', 1600),
    ],
  };
  expect(lastOf(held, 'optimistic')?.label).toBe('/842.js');
  expect(lastOf(held, 'pessimistic')?.label).toBe('80 ms observed (layout)');
  expect(heldByPrunedScript(held)).toBe(true);
  const byTasks: LcpGraphs = { ...held, rows: held.rows.filter((r) => r.label !== '/842.js') };
  expect(heldByPrunedScript(byTasks)).toBe(false);
  expect(lastOf({ ...held, rows: [] }, 'optimistic')).toBeUndefined();
  const text = formatLcpGraphs(held);
  expect(text).toContain('LCP 1500 ms = mean of optimistic 1400 and pessimistic 1600 (FCP 700)');
  expect(text).toContain('0–1400      /842.js [evaluation task pruned (under 10 ms)]');
});

/**
 * What Lighthouse's simulated LCP waits for, read from Lantern itself: the requests and main-thread tasks of
 * the two graphs it simulates (optimistic and pessimistic; the metric is their mean), each with its simulated
 * start and end. Recomputed from the run's own trace and devtools log with Lighthouse's computed artifacts, so
 * it needs no element from the TraceElements gatherer (which fails on some Chromium builds).
 *
 * Lantern keeps a request in the LCP graphs when it ended before the observed LCP, unless it is a script whose
 * first evaluation task started after that paint ("definitely not render blocking"). It drops main-thread tasks
 * under 10 ms from its graph before that check, so a script evaluated in a short task cannot be proven
 * non-blocking and counts as blocking the paint whenever its (unthrottled) download beat the observed paint.
 * `why` says which rule kept each request.
 */

export interface LcpGraphRow {
  graph: 'optimistic' | 'pessimistic';
  kind: 'request' | 'task';
  /** The request's path, or the task's observed duration and what it did. */
  label: string;
  startMs: number;
  endMs: number;
  /** For a script request: its first evaluation is in a task the graph keeps, or in none (pruned, short). */
  why?: 'main document' | 'evaluated before the paint' | 'evaluation task pruned (under 10 ms)' | 'not a script';
}

export interface LcpGraphs {
  fcpMs: number;
  lcpMs: number;
  optimisticMs: number;
  pessimisticMs: number;
  rows: LcpGraphRow[];
}

/** The node each graph ends on (the simulated LCP is their mean): what the model's paint waited for last. */
export function lastOf(g: LcpGraphs, graph: LcpGraphRow['graph']): LcpGraphRow | undefined {
  return g.rows
    .filter((r) => r.graph === graph)
    .reduce<LcpGraphRow | undefined>((a, r) => (!a || r.endMs > a.endMs ? r : a), undefined);
}

/** A graph ends on a script Lantern kept only because its evaluation task was pruned. */
export const heldByPrunedScript = (g: LcpGraphs) =>
  (['optimistic', 'pessimistic'] as const).some(
    (graph) => lastOf(g, graph)?.why === 'evaluation task pruned (under 10 ms)',
  );

/** The parts of a Lantern graph node this reads. */
interface GraphNode {
  type: 'network' | 'cpu';
  id: string;
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType?: string };
  isMainDocument?: () => boolean;
  didPerformLayout?: () => boolean;
  getEvaluateScriptURLs?: () => Set<string>;
  traverse?: (visit: (node: GraphNode) => void) => void;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
  optimisticGraph: GraphNode;
}
interface Computed {
  request: (data: unknown, context: unknown) => Promise<LanternResult>;
}

/** Why Lantern kept a request: the script URLs whose evaluation is in a task of the full graph are known. */
export function whyKept(
  request: { url: string; resourceType?: string },
  isMainDocument: boolean,
  evaluatedInGraphTask: ReadonlySet<string>,
): NonNullable<LcpGraphRow['why']> {
  if (isMainDocument) return 'main document';
  if (request.resourceType !== 'Script') return 'not a script';
  return evaluatedInGraphTask.has(request.url) ? 'evaluated before the paint' : 'evaluation task pruned (under 10 ms)';
}

export async function lcpGraphs(input: {
  trace: unknown;
  devtoolsLog: unknown;
  settings: unknown;
  url: { requestedUrl?: string; mainDocumentUrl?: string; finalDisplayedUrl: string };
}): Promise<LcpGraphs> {
  const { LanternLargestContentfulPaint } =
    (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
      LanternLargestContentfulPaint: Computed;
    };
  const { LanternFirstContentfulPaint } =
    (await import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js')) as unknown as {
      LanternFirstContentfulPaint: Computed;
    };
  const data = {
    trace: input.trace,
    devtoolsLog: input.devtoolsLog,
    gatherContext: { gatherMode: 'navigation' },
    settings: input.settings,
    simulator: null,
    URL: input.url,
  };
  const context = { computedCache: new Map() };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);

  // The script URLs evaluated in a task of the LCP graph: a script request kept in the graph either ran
  // before the paint in such a task, or has no task at all (pruned), so Lantern could not rule it out.
  const evaluated = new Set<string>();
  lcp.optimisticGraph.traverse?.((node) => {
    for (const url of node.getEvaluateScriptURLs?.() ?? []) evaluated.add(url);
  });
  const rows: LcpGraphRow[] = [];
  for (const [graph, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ] as const) {
    const entries = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of entries) {
      const startMs = Math.round(timing.startTime);
      const endMs = Math.round(timing.endTime);
      if (node.type === 'network' && node.request) {
        rows.push({
          graph,
          kind: 'request',
          label: new URL(node.request.url).pathname,
          startMs,
          endMs,
          why: whyKept(node.request, node.isMainDocument?.() ?? false, evaluated),
        });
      } else {
        const urls = [...(node.getEvaluateScriptURLs?.() ?? [])].map((u) => new URL(u).pathname);
        const did = [node.didPerformLayout?.() ? 'layout' : '', urls.length ? `evaluates ${urls.join(' ')}` : '']
          .filter(Boolean)
          .join(', ');
        rows.push({
          graph,
          kind: 'task',
          label: `${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed${did ? ` (${did})` : ''}`,
          startMs,
          endMs,
        });
      }
    }
  }
  return {
    fcpMs: fcp.timing,
    lcpMs: lcp.timing,
    optimisticMs: lcp.optimisticEstimate.timeInMs,
    pessimisticMs: lcp.pessimisticEstimate.timeInMs,
    rows,
  };
}

/** The graphs as lines for the bench's output. */
export function formatLcpGraphs(g: LcpGraphs): string {
  const lines = [
    `    Lantern: LCP ${Math.round(g.lcpMs)} ms = mean of optimistic ${Math.round(g.optimisticMs)} and pessimistic ${Math.round(g.pessimisticMs)} (FCP ${Math.round(g.fcpMs)})`,
  ];
  for (const graph of ['optimistic', 'pessimistic'] as const) {
    lines.push(`    ${graph} graph (simulated ms):`);
    for (const r of g.rows.filter((row) => row.graph === graph))
      lines.push(
        `      ${`${r.startMs}–${r.endMs}`.padEnd(11)} ${r.kind === 'request' ? `${r.label}${r.why ? ` [${r.why}]` : ''}` : `task ${r.label}`}`,
      );
  }
  return lines.join('\n');
}

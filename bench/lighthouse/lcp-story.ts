/** The parts of a Lighthouse report (LHR) the bench reads. */
export interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<
    string,
    | { score: number | null; numericValue?: number; errorMessage?: string; displayValue?: string; details?: unknown }
    | undefined
  >;
}

interface Table {
  type: string;
  items?: Record<string, unknown>[];
}

/**
 * Where Lighthouse's simulated LCP goes on one report: the LCP element, its phases (time to first byte, then
 * until the element's resource starts, loads, renders), what the model holds the first paint for (render-blocking
 * requests, with the time it says they cost), and the main thread's longest tasks before LCP.
 */
export function lcpStory(lhr: Lhr): string {
  const lines: string[] = [];
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  lines.push(
    `  where the simulated LCP goes (first mobile run): FCP ${Math.round(fcp ?? NaN)} ms, LCP ${Math.round(lcp ?? NaN)} ms`,
  );
  const element = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  for (const table of element?.items ?? []) {
    for (const item of table.items ?? []) {
      const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
      if (node) lines.push(`    LCP element: ${node.snippet ?? node.nodeLabel}`);
      else if (typeof item.phase === 'string')
        lines.push(`    ${item.phase.padEnd(14)} ${Math.round(Number(item.timing))} ms`);
    }
  }
  const blocking = lhr.audits['render-blocking-resources']?.details as Table | undefined;
  const blockers = blocking?.items ?? [];
  lines.push(
    blockers.length
      ? `    render-blocking: ${blockers.map((b) => `${String(b.url)} (${Math.round(Number(b.wastedMs))} ms)`).join(', ')}`
      : '    render-blocking: none',
  );
  const requests = (lhr.audits['network-requests']?.details as Table | undefined)?.items ?? [];
  const beforeFcp = requests.filter((r) => Number(r.networkRequestTime) < (fcp ?? 0));
  lines.push(
    `    requests started before FCP (observed, unthrottled): ${beforeFcp.map((r) => `${String(r.resourceType)} ${new URL(String(r.url)).pathname}`).join(', ') || 'none'}`,
  );
  return lines.join('\n');
}

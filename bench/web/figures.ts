/** A request as the bench sees it: when it started and when its response ended (ms since the epoch). */
export interface Span {
  url: string;
  start: number;
  end: number;
}

/**
 * The longest chain of requests that ran one after another (each started only after the previous had
 * ended) and ended by `until`: the serial round trips a page needed to get there.
 */
export function criticalChain<S extends Span>(spans: S[], until: number): S[] {
  const done = spans.filter((s) => s.end <= until).sort((a, b) => a.end - b.end);
  const best = new Map<S, S[]>();
  let longest: S[] = [];
  for (const s of done) {
    let before: S[] = [];
    for (const p of done) if (p.end <= s.start && (best.get(p)?.length ?? 0) > before.length) before = best.get(p)!;
    const chain = [...before, s];
    best.set(s, chain);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Round trips by dependency: how many requests, each issued by the one before it (its initiator: the
 * document's parser, or the script whose code asked), lead to `url`. A request issued by the document
 * the browser fetched first counts 2. Unknown or circular initiators end the chain.
 */
export function dependencyDepth(initiators: ReadonlyMap<string, string | undefined>, url: string): number {
  const seen = new Set<string>();
  let depth = 0;
  for (let at: string | undefined = url; at !== undefined && !seen.has(at); at = initiators.get(at)) {
    seen.add(at);
    depth++;
  }
  return depth;
}

/** A JavaScript file a load transferred, with its gzip-encoded size. */
export interface JsFile {
  url: string;
  bytes: number;
}

const sumBytes = (files: JsFile[]) => files.reduce((n, f) => n + f.bytes, 0);
const isEntryScript = (f: JsFile) => /\/main\.[0-9a-f]+\.js$/.test(new URL(f.url).pathname);
const isRemoteEntry = (f: JsFile) => new URL(f.url).pathname.endsWith('/remoteEntry.js');

/**
 * What federation itself costs a load, from the same page's federated and monolithic files: the entry
 * script beyond the monolith's (the shell's main.js carries the federation runtime) plus every
 * remoteEntry.js. With a fixed cost F, a page within `maxBytes` can keep federated / monolithic
 * within `maxRatio` only if F ≤ maxBytes · (maxRatio − 1) / maxRatio, even if everything else were
 * exactly the monolith's: `fixedCostBound`.
 */
export function federationCost(federated: JsFile[], monolithic: JsFile[], maxBytes: number, maxRatio: number) {
  const runtime = sumBytes(federated.filter(isEntryScript)) - sumBytes(monolithic.filter(isEntryScript));
  const remoteEntries = sumBytes(federated.filter(isRemoteEntry));
  const fixed = runtime + remoteEntries;
  return {
    runtime,
    remoteEntries,
    fixed,
    /** The rest of the federated page beyond the monolith: code two apps carry where one would do. */
    rest: sumBytes(federated) - fixed - sumBytes(monolithic),
    fixedCostBound: (maxBytes * (maxRatio - 1)) / maxRatio,
  };
}

export const median = (xs: number[]) => percentile(xs, 50);

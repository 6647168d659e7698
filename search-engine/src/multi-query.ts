import type { SearchEngine, SearchResult } from './engine';
import { ParamsError, readSearchParams } from './params';
import { Deadline, queriesTooLong } from './deadline';
import { searchFacetValues, type FacetSearchResult } from './facet-search';
import type { SearchLimits } from './search-limits';

/** Algolia's kinds of entry: hits (the default), or a facet's values (searchForFacetValues). */
const isFacetSearch = (request: Record<string, unknown>): boolean => {
  const { type } = request;
  if (type === undefined || type === 'default') return false;
  if (type === 'facet') return true;
  throw new ParamsError('type must be "default" or "facet"');
};

/**
 * A multi-query call within its bounds: at most `maxQueriesPerCall` queries, `maxHitsPerCall` hits in all,
 * and stopped (400) when it outruns its time budget (between queries and within one), so one call cannot hold the
 * engine for long. Between two queries `between` may give the engine to another caller's call (the fair
 * scheduler), and the time waited so is added back to the budget. An entry of `type: "facet"` is answered with its
 * facet's values in its place (it asks for no hits).
 */
export async function runQueries(
  engine: SearchEngine,
  requests: unknown,
  limits: SearchLimits,
  between: (rest: number) => Promise<number> = async () => 0,
): Promise<(SearchResult | FacetSearchResult)[]> {
  if (!Array.isArray(requests)) throw new ParamsError('requests must be an array');
  if (requests.length > limits.maxQueriesPerCall)
    throw new ParamsError(`requests: at most ${limits.maxQueriesPerCall} queries per call`);
  // One budget for the whole call, reading the parameters included, checked between the queries and within each one.
  const deadline = Deadline.after(limits.timeBudgetMs, queriesTooLong(limits.timeBudgetMs));
  let hits = 0;
  for (const r of requests) {
    if (!r || typeof r !== 'object' || Array.isArray(r)) throw new ParamsError('each request must be an object');
    const { hitsPerPage } = readSearchParams(r as Record<string, unknown>);
    if (!isFacetSearch(r as Record<string, unknown>)) hits += hitsPerPage;
    deadline.check();
  }
  if (hits > limits.maxHitsPerCall)
    throw new ParamsError(`hitsPerPage summed over the queries must be at most ${limits.maxHitsPerCall}`);
  const results: (SearchResult | FacetSearchResult)[] = [];
  for (const [i, r] of (requests as Record<string, unknown>[]).entries()) {
    if (i > 0) deadline.extend(await between(requests.length - i));
    deadline.check();
    const indexName = String(r.indexName ?? '');
    results.push(
      isFacetSearch(r)
        ? searchFacetValues(engine, indexName, r.facet, r, deadline)
        : engine.search(indexName, r, deadline),
    );
  }
  return results;
}

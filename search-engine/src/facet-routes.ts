import type { FastifyInstance } from 'fastify';
import type { SearchEngine } from './engine';
import { Deadline, queryTooLong } from './deadline';
import { searchFacetValues } from './facet-search';
import { ParamsError } from './params';
import type { SearchLimits } from './search-limits';

type FacetRoute = { Params: { indexName: string; facetName: string }; Body: unknown };

/**
 * searchForFacetValues, with the search key: a search call like the query route (the per-address budget, the fair
 * scheduler's turn and the query's time budget all apply to it, as to every route of the `search` ACL).
 */
export async function facetRoutes(
  app: FastifyInstance,
  { engine, limits }: { engine: SearchEngine; limits: SearchLimits },
) {
  const search = { config: { acl: 'search' as const } };
  app.post<FacetRoute>('/1/indexes/:indexName/facets/:facetName/query', search, async (request) => {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw new ParamsError('The body must be an object');
    const deadline = Deadline.after(limits.timeBudgetMs, queryTooLong(limits.timeBudgetMs));
    return searchFacetValues(
      engine,
      request.params.indexName,
      request.params.facetName,
      body as Record<string, unknown>,
      deadline,
    );
  });
}

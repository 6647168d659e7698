import type { FastifyInstance } from 'fastify';
import { NotFoundError, type BatchRequest, type SearchEngine } from './engine';
import { Deadline, queryTooLong } from './deadline';
import { facetRoutes } from './facet-routes';
import { runQueries } from './multi-query';
import type { IndexSettings } from './search-types';
import { betweenQueries, type SearchLimits } from './search-limits';

type IndexRoute = { Params: { indexName: string } };
type Body = Record<string, unknown>;

/** The Algolia-compatible subset: multi-query, single query, and the calls an indexer makes. */
export async function algoliaRoutes(
  app: FastifyInstance,
  { engine, limits }: { engine: SearchEngine; limits: SearchLimits },
) {
  const search = { config: { acl: 'search' as const } };
  const write = { config: { acl: 'write' as const }, bodyLimit: limits.writeBodyLimit };

  app.get('/1/isalive', async () => ({ message: 'server is alive' }));

  app.post<IndexRoute & { Body: { requests?: Body[] } }>('/1/indexes/:indexName/queries', search, async (request) => {
    if (request.params.indexName !== '*') throw new NotFoundError('Not found');
    return { results: await runQueries(engine, request.body?.requests, limits, betweenQueries(request)) };
  });

  app.post<IndexRoute & { Body: Body }>('/1/indexes/:indexName/query', search, async (request) =>
    engine.search(
      request.params.indexName,
      request.body ?? {},
      Deadline.after(limits.timeBudgetMs, queryTooLong(limits.timeBudgetMs)),
    ),
  );

  app.register(facetRoutes, { engine, limits });

  app.get<IndexRoute>('/1/indexes/:indexName/settings', search, async (request) =>
    engine.getSettings(request.params.indexName),
  );

  app.get<{ Params: { indexName: string; taskID: string } }>(
    '/1/indexes/:indexName/task/:taskID',
    search,
    async (request) => engine.taskStatus(Number(request.params.taskID)),
  );

  app.get('/1/indexes', search, async () => ({ items: engine.listIndices(), nbPages: 1 }));

  app.post<IndexRoute & { Body: { requests: BatchRequest[] } }>('/1/indexes/:indexName/batch', write, async (request) =>
    engine.batch(request.params.indexName, request.body?.requests),
  );

  app.post<IndexRoute>('/1/indexes/:indexName/clear', write, async (request) => engine.clear(request.params.indexName));

  app.delete<IndexRoute>('/1/indexes/:indexName', write, async (request) =>
    engine.deleteIndex(request.params.indexName),
  );

  app.put<IndexRoute & { Body: IndexSettings }>('/1/indexes/:indexName/settings', write, async (request) =>
    engine.setSettings(request.params.indexName, request.body),
  );

  type SynonymRoute = { Params: { indexName: string; objectID: string } };
  app.post<IndexRoute & { Querystring: { replaceExistingSynonyms?: string } }>(
    '/1/indexes/:indexName/synonyms/batch',
    write,
    async (request) =>
      engine.saveSynonyms(request.params.indexName, request.body, request.query.replaceExistingSynonyms === 'true'),
  );
  // Listing synonyms needs the admin key, as Algolia's `settings` ACL: a search-only key cannot read them.
  app.post<IndexRoute & { Body: Body }>('/1/indexes/:indexName/synonyms/search', write, async (request) =>
    engine.searchSynonyms(request.params.indexName, request.body ?? {}),
  );
  app.post<IndexRoute>('/1/indexes/:indexName/synonyms/clear', write, async (request) =>
    engine.clearSynonyms(request.params.indexName),
  );
  app.put<SynonymRoute>('/1/indexes/:indexName/synonyms/:objectID', write, async (request) =>
    engine.saveSynonym(request.params.indexName, request.params.objectID, request.body),
  );
  app.get<SynonymRoute>('/1/indexes/:indexName/synonyms/:objectID', write, async (request) =>
    engine.getSynonym(request.params.indexName, request.params.objectID),
  );
  app.delete<SynonymRoute>('/1/indexes/:indexName/synonyms/:objectID', write, async (request) =>
    engine.deleteSynonym(request.params.indexName, request.params.objectID),
  );

  app.post<IndexRoute & { Body: { operation?: string; destination?: string; scope?: string[] } }>(
    '/1/indexes/:indexName/operation',
    write,
    async (request) => engine.operation(request.params.indexName, request.body),
  );
}

import type { FastifyInstance } from 'fastify';
import type { SearchEngine } from './engine';
import type { SearchLimits } from './search-limits';

type IndexRoute = { Params: { indexName: string } };
type RuleRoute = { Params: { indexName: string; objectID: string } };

/**
 * Algolia's Rules API (saveRules, saveRule, getRule, deleteRule, clearRules, searchRules). Every call needs the admin
 * key, as Algolia's `settings` / `editSettings` ACLs: a search-only key can neither read nor change the rules.
 */
export async function ruleRoutes(
  app: FastifyInstance,
  { engine, limits }: { engine: SearchEngine; limits: SearchLimits },
) {
  const write = { config: { acl: 'write' as const }, bodyLimit: limits.writeBodyLimit };

  app.post<IndexRoute & { Querystring: { clearExistingRules?: string } }>(
    '/1/indexes/:indexName/rules/batch',
    write,
    async (request) =>
      engine.saveRules(request.params.indexName, request.body, request.query.clearExistingRules === 'true'),
  );
  app.post<IndexRoute & { Body: Record<string, unknown> }>(
    '/1/indexes/:indexName/rules/search',
    write,
    async (request) => engine.searchRules(request.params.indexName, request.body ?? {}),
  );
  app.post<IndexRoute>('/1/indexes/:indexName/rules/clear', write, async (request) =>
    engine.clearRules(request.params.indexName),
  );
  app.put<RuleRoute>('/1/indexes/:indexName/rules/:objectID', write, async (request) =>
    engine.saveRule(request.params.indexName, request.params.objectID, request.body),
  );
  app.get<RuleRoute>('/1/indexes/:indexName/rules/:objectID', write, async (request) =>
    engine.getRule(request.params.indexName, request.params.objectID),
  );
  app.delete<RuleRoute>('/1/indexes/:indexName/rules/:objectID', write, async (request) =>
    engine.deleteRule(request.params.indexName, request.params.objectID),
  );
}

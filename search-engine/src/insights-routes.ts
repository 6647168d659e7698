import type { FastifyInstance } from 'fastify';
import type { SearchEngine } from './engine';
import { readInsightsEvents } from './insights';
import { ParamsError } from './params';

/**
 * The Insights API subset (POST /1/events) the site's search-insights client calls, with a search-only
 * key allowed as on Algolia; and, outside production, GET /1/events/recent (admin key) to read them back.
 */
export async function insightsRoutes(
  app: FastifyInstance,
  { engine, recentRoute }: { engine: SearchEngine; recentRoute: boolean },
) {
  app.post('/1/events', { config: { acl: 'search' } }, async (request) => {
    const events = readInsightsEvents(request.body); // all or nothing: a bad event stores none
    engine.insights.add(events);
    return { status: 200, message: 'OK' };
  });

  if (!recentRoute) return;
  app.get<{ Querystring: { limit?: string } }>('/1/events/recent', { config: { acl: 'write' } }, async (request) => {
    const limit = request.query.limit === undefined ? 100 : Number(request.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > engine.insights.capacity) {
      throw new ParamsError(`limit must be an integer between 1 and ${engine.insights.capacity}`);
    }
    return { events: engine.insights.recent(limit) };
  });
}

import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installAccess } from './access';
import { algoliaRoutes } from './algolia-routes';
import { insightsRoutes } from './insights-routes';
import { objectRoutes } from './object-routes';
import { ruleRoutes } from './rule-routes';
import { NotFoundError, SearchEngine } from './engine';
import { engineConfigFromEnv, type EngineConfig } from './engine-config';
import { openJournal } from './engine-journal';
import { installRequestLog, oneLinePerRequest, requestIdOf } from './engine-log';
import { ParamsError } from './params';
import type { IndexSettings, SearchRecord } from './search-types';
import { installQueryBudget, SEARCH_LIMITS, type SearchLimits } from './search-limits';

export interface BuildEngineOptions {
  config?: Partial<EngineConfig>;
  /** Indices to fill before serving: name → records and settings. */
  indices?: Record<string, { records: SearchRecord[]; settings?: IndexSettings }>;
  logger?: FastifyServerOptions['logger'];
  /** How many Insights events the engine keeps in memory (default 100,000). */
  eventsKept?: number;
  /** Serve GET /1/events/recent (admin key) for tests; default: outside production. */
  recentEventsRoute?: boolean;
  /** Overrides of the abuse bounds (SEARCH_LIMITS). */
  limits?: Partial<SearchLimits>;
  /** Keep the indices in this file (replayed at start, appended on every write); none: in memory only. */
  dataFile?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine;
  }
}

/** The search engine as its own Fastify server, speaking Algolia's HTTP protocol. */
export function buildEngine(options: BuildEngineOptions = {}): FastifyInstance {
  const config: EngineConfig = { ...engineConfigFromEnv(), ...options.config };
  const engine = new SearchEngine({ eventsKept: options.eventsKept });
  for (const [name, { records, settings }] of Object.entries(options.indices ?? {})) {
    if (settings) engine.setSettings(name, settings);
    engine.batch(
      name,
      records.map((body) => ({ action: 'addObject', body })),
    );
  }

  if (options.dataFile) openJournal(engine, options.dataFile);

  const limits: SearchLimits = { ...SEARCH_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    logController: oneLinePerRequest(),
    genReqId: requestIdOf,
    bodyLimit: limits.bodyLimit,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  app.decorate('searchEngine', engine);
  // Browsers send the JSON body as text/plain (a "simple" request, no preflight).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new ParamsError('Invalid JSON body'));
    }
  });
  app.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof ParamsError
        ? 400
        : error instanceof NotFoundError
          ? 404
          : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status >= 500) request.log.error(error);
    // Fastify's own refusals (too large, bad media type…) keep their status and short message.
    const message = status >= 500 ? 'Internal error' : (error as Error).message;
    return reply.code(status).send({ message, status });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found', status: 404 }));
  app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // Answers are read cross-origin by the sites (with CORS), as Algolia's are.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  installRequestLog(app);
  installAccess(app, config);
  installQueryBudget(app, limits);
  app.register(algoliaRoutes, { engine, limits });
  app.register(objectRoutes, { engine, limits });
  app.register(ruleRoutes, { engine, limits });
  app.register(insightsRoutes, {
    engine,
    recentRoute: options.recentEventsRoute ?? process.env.NODE_ENV !== 'production',
  });
  return app;
}

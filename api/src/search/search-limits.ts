import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ipKey } from '../lib/ip-key';
import { QueryBudget } from './query-budget';

/** Bounds on what one public-key caller can make the engine do (SECURITY.md lists them). */
export interface SearchLimits {
  /** Queries in one multi-query call (Algolia: 50). */
  maxQueriesPerCall: number;
  /** hitsPerPage summed over the queries of one call. */
  maxHitsPerCall: number;
  /** A query, or a multi-query call, still running after this is stopped (checked within each query too): 400. */
  timeBudgetMs: number;
  /** Request bodies of the search and events calls; the admin key's writes get `writeBodyLimit`. */
  bodyLimit: number;
  writeBodyLimit: number;
  /** Per IP (IPv6: per /64): query units at once, and refilled per second. */
  burstQueries: number;
  queriesPerSecond: number;
}

export const SEARCH_LIMITS: SearchLimits = {
  maxQueriesPerCall: 50,
  maxHitsPerCall: 1000,
  timeBudgetMs: 500,
  bodyLimit: 64 * 1024,
  writeBodyLimit: 20 * 1024 * 1024,
  burstQueries: 200,
  queriesPerSecond: 20,
};

/** A refusal answered as Algolia's {message, status} with this status. */
export class LimitError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a call costs from the caller's budget: one unit per query (a multi-query's count, capped). */
function cost(request: FastifyRequest, limits: SearchLimits): number {
  const requests = (request.body as { requests?: unknown } | undefined)?.requests;
  return Array.isArray(requests) ? Math.max(1, Math.min(requests.length, limits.maxQueriesPerCall)) : 1;
}

/**
 * The per-IP query budget, on every call a search-only key may make (the admin key's writes are the
 * indexer's): 429 with Retry-After when spent. Runs after the key check and the body parse.
 */
export function installQueryBudget(app: FastifyInstance, limits: SearchLimits) {
  const budget = new QueryBudget(limits.burstQueries, limits.queriesPerSecond);
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.acl !== 'search') return;
    const wait = budget.take(ipKey(request.ip), cost(request, limits));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new LimitError(429, 'Too many queries from this address. Please slow down.');
    }
  });
}

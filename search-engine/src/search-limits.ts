import { ipKey } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  /** Engine time (reading the parameters, searching, writing the answer) charged as one more query unit. */
  engineMsPerUnit: number;
  /** The largest answer a search call may get: a larger one is refused (400), not sent. */
  maxAnswerBytes: number;
}

export const SEARCH_LIMITS: SearchLimits = {
  maxQueriesPerCall: 50,
  maxHitsPerCall: 1000,
  timeBudgetMs: 500,
  bodyLimit: 64 * 1024,
  writeBodyLimit: 20 * 1024 * 1024,
  burstQueries: 200,
  queriesPerSecond: 20,
  engineMsPerUnit: 10,
  maxAnswerBytes: 4 * 1024 * 1024,
};

const MB = 1024 * 1024;
export const answerTooLarge = (bytes: number) =>
  `The answer would be larger than ${bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.ceil(bytes / 1024)} KB`}: ask for fewer hits or attributes`;

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
 * indexer's): 429 with Retry-After when spent. Runs after the key check and the body parse. The engine time
 * a call took (its handler and the writing of its answer) is charged to the caller afterwards, one unit per
 * `engineMsPerUnit`; and an answer over `maxAnswerBytes` is replaced by a 400.
 */
export function installQueryBudget(app: FastifyInstance, limits: SearchLimits) {
  const budget = new QueryBudget(limits.burstQueries, limits.queriesPerSecond);
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.acl !== 'search') return;
    const wait = budget.take(ipKey(request.ip), cost(request, limits));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new LimitError(429, 'Too many queries from this address. Please slow down.');
    }
    started.set(request, performance.now());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const at = started.get(request);
    if (at === undefined) return payload;
    budget.charge(ipKey(request.ip), Math.floor((performance.now() - at) / limits.engineMsPerUnit));
    if (typeof payload !== 'string' || payload.length <= limits.maxAnswerBytes / 3) return payload;
    if (Buffer.byteLength(payload) <= limits.maxAnswerBytes) return payload;
    reply.code(400);
    return JSON.stringify({ message: answerTooLarge(limits.maxAnswerBytes), status: 400 });
  });
}

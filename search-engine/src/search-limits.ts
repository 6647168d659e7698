import { ipKey } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FairScheduler, Refusal, type Turn } from './fair-scheduler';
import { QueryBudget } from './query-budget';

/** Bounds on what one public-key caller can make the engine do (SECURITY.md lists them). */
export interface SearchLimits {
  /** Queries in one multi-query call (Algolia: 50). */
  maxQueriesPerCall: number;
  /** hitsPerPage summed over the queries of one call. */
  maxHitsPerCall: number;
  /**
   * A query, or a multi-query call, that has had this much engine time is stopped (checked within each query
   * too; a multi-query's waits between its queries do not count): 400.
   */
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
  /**
   * The engine's time, shared by every caller (fair-scheduler.ts): search calls holding it at once, calls waiting
   * for it per address and in all, how long one may wait, the work after which a multi-query lets a call placed
   * before the rest of it run, and how long a slow reader may hold it once its answer is ready. Past a bound on
   * waiting: 429 with Retry-After.
   */
  engineSlots: number;
  waitingPerAddress: number;
  waitingCalls: number;
  maxWaitMs: number;
  sliceMs: number;
  writeHoldMs: number;
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
  engineSlots: 2,
  waitingPerAddress: 4,
  waitingCalls: 128,
  maxWaitMs: 2000,
  sliceMs: 10,
  writeHoldMs: 100,
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

type Call = { at: number; waited: number; turn: Turn; reply: FastifyReply };
const calls = new WeakMap<FastifyRequest, Call>();

/** A refusal of the scheduler as the engine's 429 with Retry-After. */
async function refusedAs429<T>(waiting: Promise<T>, reply: FastifyReply): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    reply.header('retry-after', String(error.retryAfterS));
    throw new LimitError(429, error.message);
  }
}

/**
 * Between two queries of a call (`rest` still to run): lets a call placed before the rest run first (after the
 * slice's work), and resolves with the milliseconds waited, which are not the call's engine time.
 */
export function betweenQueries(request: FastifyRequest): (rest: number) => Promise<number> {
  const call = calls.get(request);
  if (!call) return async () => 0;
  return async (rest) => {
    const from = performance.now();
    await refusedAs429(call.turn.next(rest), call.reply);
    const waited = performance.now() - from;
    call.waited += waited;
    return waited;
  };
}

/**
 * The per-IP query budget, on every call a search-only key may make (the admin key's writes are the
 * indexer's): 429 with Retry-After when spent. Runs after the key check and the body parse. A call within its
 * budget then waits for its turn at the engine (the fair scheduler, shared by all addresses), and holds the engine
 * until its answer is written (or `writeHoldMs` after it is ready, for a caller that reads slowly): serialising
 * and writing a large answer is the engine's time too. The engine time a call took (its handler and the writing of
 * its answer, not its wait) is charged to the caller afterwards, one unit per `engineMsPerUnit`; and an answer
 * over `maxAnswerBytes` is replaced by a 400.
 */
export function installQueryBudget(app: FastifyInstance, limits: SearchLimits) {
  const budget = new QueryBudget(limits.burstQueries, limits.queriesPerSecond);
  const scheduler = new FairScheduler({
    slots: limits.engineSlots,
    waitingPerAddress: limits.waitingPerAddress,
    waiting: limits.waitingCalls,
    maxWaitMs: limits.maxWaitMs,
    sliceMs: limits.sliceMs,
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.acl !== 'search') return;
    const caller = ipKey(request.ip);
    const units = cost(request, limits);
    const wait = budget.take(caller, units);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new LimitError(429, 'Too many queries from this address. Please slow down.');
    }
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    const turn = await refusedAs429(scheduler.admit(caller, units, gone.signal), reply);
    const end = () => turn.end();
    reply.raw.once('close', end);
    reply.raw.once('finish', end);
    calls.set(request, { at: performance.now(), waited: 0, turn, reply });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const call = calls.get(request);
    if (call === undefined) return payload;
    setTimeout(() => call.turn.end(), limits.writeHoldMs).unref();
    const engineMs = performance.now() - call.at - call.waited;
    budget.charge(ipKey(request.ip), Math.floor(engineMs / limits.engineMsPerUnit));
    if (typeof payload !== 'string' || payload.length <= limits.maxAnswerBytes / 3) return payload;
    if (Buffer.byteLength(payload) <= limits.maxAnswerBytes) return payload;
    reply.code(400);
    return JSON.stringify({ message: answerTooLarge(limits.maxAnswerBytes), status: 400 });
  });
}

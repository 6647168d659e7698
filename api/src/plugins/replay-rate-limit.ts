import { ENQUIRY_NEW_PATH, ENQUIRY_UPDATE_PATH, QUICK_ENQUIRY_PATH } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { canonicalJson, sha256 } from '../lib/hash';
import { IdempotencyRepository } from '../repositories/idempotency';

export const RATE_LIMIT_ERROR = 'Too many requests. Please try again later.';

/**
 * The idempotent posts: route → the scope and the payload the service stores its answer under (services/enquiries.ts
 * and services/leads.ts hash `sha256(canonicalJson(payload))` through services/idempotent.ts; keep these in step).
 */
const IDEMPOTENT: Record<string, { scope: string; payload: (body: Record<string, unknown>) => unknown }> = {
  [ENQUIRY_NEW_PATH]: { scope: 'enquiry/new', payload: (body) => body },
  [ENQUIRY_UPDATE_PATH]: { scope: 'enquiry/update', payload: ({ kind: _kind, ...payload }) => payload },
  [QUICK_ENQUIRY_PATH]: { scope: 'quick-enquiry', payload: (body) => body },
};
const KEY = /^[\x21-\x7e]{1,200}$/;
const DEFERRED = Symbol('replay-rate-limit');
type Deferring = FastifyRequest & { [DEFERRED]?: 'pending' | 'replay' | 'counted' };

/**
 * Replays of an idempotent post are not counted against the per-IP limit: the stored answer costs one indexed read.
 * The per-IP limit (onRequest, before the body is read) lets a keyed post through uncounted (`defer`, from its
 * allowList); once the body is validated, a replay (same key, same payload, answer stored) goes on uncounted and
 * anything else is counted now against the same per-IP counter, and refused with 429 when over it. A keyed post
 * refused before that (validation) is counted when it is answered, and answered 429 instead when over the limit.
 */
export function replayRateLimit(app: FastifyInstance, db: Database) {
  const repository = new IdempotencyRepository(db);
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  const count = (request: Deferring) => {
    request[DEFERRED] = 'counted';
    limiter ??= app.createRateLimit(); // the plugin's own settings and store: the global per-IP counter
    return limiter(request);
  };

  const isReplay = async (request: FastifyRequest): Promise<boolean> => {
    const route = IDEMPOTENT[request.routeOptions.url ?? ''];
    const body = request.body;
    if (!route || !body || typeof body !== 'object') return false;
    const stored = await repository.completedHash(route.scope, request.headers['idempotency-key'] as string);
    return stored !== undefined && stored === sha256(canonicalJson(route.payload(body as Record<string, unknown>)));
  };

  /** Counts the request against the per-IP limit; true when it is over (the limit headers set, and Retry-After). */
  const over = async (request: Deferring, reply: FastifyReply): Promise<boolean> => {
    const result = await count(request);
    if (result.isAllowed || !('max' in result)) return false;
    const { max, remaining, ttlInSeconds, isExceeded } = result as Required<typeof result>;
    reply
      .header('x-ratelimit-limit', max)
      .header('x-ratelimit-remaining', isExceeded ? 0 : remaining)
      .header('x-ratelimit-reset', ttlInSeconds);
    if (isExceeded) reply.header('retry-after', Math.max(1, ttlInSeconds));
    return isExceeded;
  };

  app.addHook('preHandler', async (request: Deferring, reply: FastifyReply) => {
    if (request[DEFERRED] !== 'pending') return;
    if (await isReplay(request)) return void (request[DEFERRED] = 'replay');
    if (await over(request, reply)) throw new AppError(429, RATE_LIMIT_ERROR, Number(reply.getHeader('retry-after')));
  });
  // Refused before the preHandler (a body that fails validation): counted now, and answered 429 instead when over the limit.
  app.addHook('onSend', async (request: Deferring, reply: FastifyReply, payload) => {
    if (request[DEFERRED] !== 'pending') return payload;
    if (!(await over(request, reply).catch(() => false))) return payload;
    reply.code(429).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ error: RATE_LIMIT_ERROR });
  });

  return {
    /** For the per-IP limit's allowList: true (not counted now) for a keyed post to an idempotent route, once. */
    defer(request: FastifyRequest): boolean {
      const deferring = request as Deferring;
      if (deferring[DEFERRED] !== undefined || request.method !== 'POST') return false;
      if (!IDEMPOTENT[request.routeOptions.url ?? '']) return false;
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !KEY.test(key)) return false;
      deferring[DEFERRED] = 'pending';
      return true;
    },
  };
}

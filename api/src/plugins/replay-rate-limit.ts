import { ENQUIRY_NEW_PATH, ENQUIRY_UPDATE_PATH, CALLBACK_PATH } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { wellFormedIdempotencyKey } from '../lib/idempotency-key';
import { RATE_LIMIT_ERROR } from '../lib/messages';

/** The idempotent posts: their write answers a replay of the key whatever the limit (services/idempotent.ts). */
const IDEMPOTENT = new Set([ENQUIRY_NEW_PATH, ENQUIRY_UPDATE_PATH, CALLBACK_PATH]);
const DEFERRED = Symbol('replay-rate-limit');
type Deferring = FastifyRequest & { [DEFERRED]?: 'pending' | 'counted' | 'over' };

/**
 * A replay of an idempotent post is never refused by the per-IP limit: a buyer's retry gets its stored answer. The
 * per-IP limit (onRequest, before the body is read) lets a keyed post through uncounted (`defer`, from its allowList);
 * once the body is validated it is counted against the same per-IP counter as any request, without a database read.
 * Over the limit, it goes on marked (`refuseFresh`): its write, in the same database call, answers a replay (same key,
 * same body, answer stored) and refuses anything else with 429, storing nothing. A keyed post refused before that
 * (validation) is counted when it is answered, and answered 429 instead when over the limit.
 */
export function replayRateLimit(app: FastifyInstance) {
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined;

  /** Counts the request against the per-IP limit; true when it is over (the limit headers set, and Retry-After). */
  const over = async (request: Deferring, reply: FastifyReply): Promise<boolean> => {
    request[DEFERRED] = 'counted';
    limiter ??= app.createRateLimit(); // the plugin's own settings and store: the global per-IP counter
    const result = await limiter(request);
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
    if (await over(request, reply)) request[DEFERRED] = 'over';
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
      if (!IDEMPOTENT.has(request.routeOptions.url ?? '')) return false;
      if (wellFormedIdempotencyKey(request) === undefined) return false;
      deferring[DEFERRED] = 'pending';
      return true;
    },
  };
}

/** A keyed post from an address over the per-IP limit: its write may answer only a replay of its key. */
export function refuseFresh(request: FastifyRequest): boolean {
  return (request as Deferring)[DEFERRED] === 'over';
}

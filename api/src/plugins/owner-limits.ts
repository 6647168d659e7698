import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { SendCounters } from './send-counters';

/**
 * The one rule for every counter tied to a mobile number or an account (SECURITY.md, "Limits that protect an owner"):
 *
 * - A counter that can block the owner is charged only by attempts that could have hurt the owner: a code actually
 *   sent to the number, a wrong guess at a code that exists, a post actually stored. What is refused before any work
 *   (a bad body, an unknown listing, no OTP proof, another limit) costs nothing.
 * - It is keyed so that a stranger's attempts cannot spend the owner's allowance: a guess counts against the session
 *   and the address that made it and the code it aimed at, never the number as such; a post counts against the
 *   session that made it (or against the number only once the number is proved).
 *
 * The mechanics are the same everywhere, and live here: each limit is reserved before the work (so parallel attempts
 * see each other's reservations; the one over the limit is refused with 429 and Retry-After, everything it reserved
 * given back) and kept, or given back, once the outcome is known. Counted in memory, or in Redis (send-counters.ts).
 */

/** One limit: at most `max` in windows of `windowMs`, counted under `key`; refused with `message`. */
export interface OwnerLimit {
  key: string;
  max: number;
  windowMs: number;
  message: string;
}

type Held = [SendCounters, string, number];
const HELD = Symbol('owner-limits.held');
type Holding = FastifyRequest & { [HELD]?: Held[][] };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A reservation of one request's counts: taken before the work, settled once its outcome is known. */
export class Reservation {
  private readonly held: Held[] = [];

  constructor(
    private readonly request: FastifyRequest,
    private readonly store: SendCounters,
  ) {}

  /**
   * Counts one against `limit` (remembered, to give back); answers the count and whether it went over. A store that
   * fails (Redis down) counts nothing: the limits fail open, the other bounds still hold.
   */
  async count(limit: OwnerLimit, store = this.store): Promise<{ count: number; over: boolean; retryAfter: number }> {
    let counted: Awaited<ReturnType<SendCounters['take']>>;
    try {
      counted = await store.take(limit.key, limit.windowMs);
    } catch (error) {
      this.request.log.warn({ err: error, limit: limit.key.split(':')[0] }, 'limit store failed, not counted');
      return { count: 0, over: false, retryAfter: 0 };
    }
    this.held.push([store, limit.key, limit.windowMs]);
    return { count: counted.count, over: counted.count > limit.max, retryAfter: seconds(counted.ttlMs) };
  }

  /** Counts one against each limit in turn; over one, gives everything back and refuses (429, Retry-After). */
  async take(limits: OwnerLimit[], store = this.store): Promise<void> {
    for (const limit of limits) {
      const counted = await this.count(limit, store);
      if (counted.over) {
        await this.giveBack();
        throw new AppError(429, limit.message, counted.retryAfter);
      }
    }
  }

  /** Refuses (429) when `key` holds a live window of at least `max`, counting nothing (a lock, say). */
  async refuseIfAtLeast(limit: OwnerLimit, store = this.store): Promise<void> {
    const found = await store.peek(limit.key, limit.windowMs).catch(() => undefined);
    if (found && found.count >= limit.max) {
      await this.giveBack();
      throw new AppError(429, limit.message, seconds(found.ttlMs));
    }
  }

  /** The attempt could not have hurt the owner: everything taken is given back. */
  async giveBack(): Promise<void> {
    for (const [store, key, windowMs] of this.held.splice(0))
      await store.giveBack(key, windowMs).catch((error: unknown) => {
        this.request.log.warn({ err: error }, 'limit store failed, not given back');
      });
  }

  /**
   * Settled by the answer: kept when the request succeeded (a 2xx or 3xx: the code was sent, the post stored), given
   * back when it was refused or failed (any 4xx or 5xx, ours or a later handler's). Needs `ownerLimitsPlugin`.
   */
  untilAnswered(): this {
    const holding = this.request as Holding;
    (holding[HELD] ??= []).push(this.held);
    return this;
  }
}

/** A reservation against `store` (the app's shared counters unless given). */
export const reserve = (request: FastifyRequest, store: SendCounters) => new Reservation(request, store);

/**
 * Settles the reservations that wait for the answer (Reservation.untilAnswered): any answer of 400 or more gives
 * them back, so a refusal anywhere in the request (validation after the limits, the service, a failed send) is free.
 */
export const ownerLimitsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const lists = (request as Holding)[HELD];
      if (!lists) return;
      (request as Holding)[HELD] = undefined;
      if (reply.statusCode < 400) return;
      for (const [store, key, windowMs] of lists.flatMap((held) => held.splice(0)))
        await store.giveBack(key, windowMs).catch(() => undefined);
    });
  },
  { name: 'owner-limits' },
);

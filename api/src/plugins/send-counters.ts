import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A fixed-window count after an increment, and the milliseconds left in its window. */
interface Count {
  count: number;
  ttlMs: number;
}

/**
 * Fixed-window counters that can be given back: `take` counts one (the window starts with the first), `giveBack`
 * undoes one take while its window lasts. The limits that protect an owner (owner-limits.ts) reserve before the work
 * and give back what could not have hurt the owner, so only codes sent, guesses at a live code and stored posts count
 * (and parallel requests still see each other's reservations).
 */
export interface SendCounters {
  take(key: string, windowMs: number): Promise<Count>;
  /** Undoes one take of `key` (counted in windows of `windowMs`) while its window lasts. */
  giveBack(key: string, windowMs: number): Promise<void>;
  /** The count of a live window without counting, or undefined when there is none. */
  peek(key: string, windowMs: number): Promise<Count | undefined>;
}

/**
 * rate-limiter-flexible keeps the windows (its penalty, reward and get are exactly take, give back and peek); one
 * limiter per window length, since a limiter's duration is fixed, so every call names the key's window. The limit
 * itself (how many) is decided by the caller from the count: the limiters' own `points` play no part.
 */
function flexibleCounters(make: (durationSeconds: number) => RateLimiterAbstract): SendCounters {
  const limiters = new Map<number, RateLimiterAbstract>();
  const limiterFor = (windowMs: number) => {
    // Whole seconds: the library keeps Redis expiries in seconds, and a window never ends early.
    const seconds = Math.max(1, Math.ceil(windowMs / 1000));
    let limiter = limiters.get(seconds);
    if (!limiter) limiters.set(seconds, (limiter = make(seconds)));
    return limiter;
  };
  const live = async (key: string, windowMs: number) => {
    const found = await limiterFor(windowMs).get(key);
    return found && found.msBeforeNext !== 0 && found.consumedPoints > 0 ? found : undefined;
  };
  return {
    async take(key, windowMs) {
      const counted = await limiterFor(windowMs).penalty(key, 1);
      return { count: counted.consumedPoints, ttlMs: Math.max(0, counted.msBeforeNext) };
    },
    async giveBack(key, windowMs) {
      // Only a live window with a count is given back to: a late give-back never opens a window below zero.
      if (await live(key, windowMs)) await limiterFor(windowMs).reward(key, 1);
    },
    async peek(key, windowMs) {
      const found = await live(key, windowMs);
      return found && { count: found.consumedPoints, ttlMs: Math.max(0, found.msBeforeNext) };
    },
  };
}

/** In this process (one api instance): each window is dropped when it ends. */
export function memoryCounters(): SendCounters {
  return flexibleCounters((duration) => new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration }));
}

/** Shared by every api instance through Redis (REDIS_URL); keys under `namespace`. */
export function redisCounters(redis: Redis, namespace: string): SendCounters {
  return flexibleCounters(
    (duration) =>
      new RateLimiterRedis({
        storeClient: redis,
        points: Number.MAX_SAFE_INTEGER,
        duration,
        keyPrefix: `${namespace}${duration}s`,
      }),
  );
}

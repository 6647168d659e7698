import type { Redis } from 'ioredis';

/** A fixed-window count after an increment, and the milliseconds left in its window. */
interface Count {
  count: number;
  ttlMs: number;
}

/**
 * Fixed-window counters that can be given back: `take` counts one (the window starts with the first), `giveBack`
 * undoes one take while its window lasts. The OTP send limits reserve before sending and give back when no code
 * left, so only codes actually sent count (and parallel requests still see each other's reservations).
 */
export interface SendCounters {
  take(key: string, windowMs: number): Promise<Count>;
  giveBack(key: string): Promise<void>;
  /** The count of a live window without counting, or undefined when there is none. */
  peek(key: string): Promise<Count | undefined>;
}

/** In this process: at most `maxKeys` live windows, the oldest dropped first. */
export function memoryCounters(maxKeys = 100_000): SendCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async take(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        windows.delete(key);
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - now };
    },
    async giveBack(key) {
      const window = windows.get(key);
      if (window && window.endsAt > Date.now() && window.count > 0) window.count -= 1;
    },
    async peek(key) {
      const window = windows.get(key);
      const now = Date.now();
      return window && window.endsAt > now ? { count: window.count, ttlMs: window.endsAt - now } : undefined;
    },
  };
}

const TAKE = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const GIVE_BACK = `if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;
const PEEK = `local n = redis.call('GET', KEYS[1])
if not n then return {0, 0} end
return {tonumber(n), redis.call('PTTL', KEYS[1])}`;

/** Shared by every api instance through Redis (REDIS_URL); keys under `namespace`. */
export function redisCounters(redis: Redis, namespace: string): SendCounters {
  return {
    async take(key, windowMs) {
      const [count, ttl] = (await redis.eval(TAKE, 1, namespace + key, String(windowMs))) as [number, number];
      return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, namespace + key);
    },
    async peek(key) {
      const [count, ttl] = (await redis.eval(PEEK, 1, namespace + key)) as [number, number];
      return Number(count) > 0 ? { count: Number(count), ttlMs: Math.max(0, Number(ttl)) } : undefined;
    },
  };
}

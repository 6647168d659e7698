import { DB_POOL } from '@pharmasetu/shared-contracts';

/** How one api instance uses the PostgreSQL server: its share of connections and how long a request may wait. */
export interface PoolSettings {
  /** Connections to the primary (DATABASE_POOL_MAX). */
  max: number;
  /** Connections to each replica (DATABASE_REPLICA_POOL_MAX). */
  replicaMax: number;
  /** Requests that may wait for a connection (DATABASE_POOL_QUEUE_MAX); more are answered 503 at once. */
  queueMax: number;
  /** How long one may wait (DATABASE_POOL_QUEUE_TIMEOUT_MS) before it is answered 503. */
  queueTimeoutMs: number;
}

/**
 * Spec §9's limits (100 to the primary, 25 per replica, 10 s to connect) are the ceiling. The default share is
 * 30 connections: a default PostgreSQL server (max_connections 100) then still has room for a second instance
 * and an operator's psql. The wait is bounded above all by time: spec §9's 10 s (the connect timeout, which pg
 * also applied to waiting before); the queue's length only keeps a flood from piling up without end (5,000
 * waiting requests are about 10 s of work for 30 connections at a few milliseconds a request).
 */
export const POOL_DEFAULTS: PoolSettings = {
  max: 30,
  replicaMax: 25,
  queueMax: 5_000,
  queueTimeoutMs: DB_POOL.connectTimeoutMs,
};

const RANGES: Record<keyof PoolSettings, [string, number, number]> = {
  max: ['DATABASE_POOL_MAX', 1, DB_POOL.primaryMax],
  replicaMax: ['DATABASE_REPLICA_POOL_MAX', 1, DB_POOL.replicaMax],
  queueMax: ['DATABASE_POOL_QUEUE_MAX', 0, 100_000],
  queueTimeoutMs: ['DATABASE_POOL_QUEUE_TIMEOUT_MS', 1, DB_POOL.connectTimeoutMs],
};

/** Reads the pool settings; a value that is not a whole number within its range stops the start with a message naming it. */
export function poolSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PoolSettings {
  const read = (field: keyof PoolSettings, fallback: number) => {
    const [name, min, max] = RANGES[field];
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}, not '${raw}'`);
    return value;
  };
  const max = read('max', POOL_DEFAULTS.max);
  return {
    max,
    replicaMax: read('replicaMax', Math.min(max, POOL_DEFAULTS.replicaMax)),
    queueMax: read('queueMax', POOL_DEFAULTS.queueMax),
    queueTimeoutMs: read('queueTimeoutMs', POOL_DEFAULTS.queueTimeoutMs),
  };
}

/** Settings given in code (tests, bench), completed with the defaults and held to spec §9's ceiling. */
export function poolSettings(given: Partial<PoolSettings> = {}): PoolSettings {
  const max = Math.min(given.max ?? POOL_DEFAULTS.max, DB_POOL.primaryMax);
  return {
    max,
    replicaMax: Math.min(given.replicaMax ?? Math.min(max, POOL_DEFAULTS.replicaMax), DB_POOL.replicaMax),
    queueMax: given.queueMax ?? POOL_DEFAULTS.queueMax,
    queueTimeoutMs: Math.min(given.queueTimeoutMs ?? POOL_DEFAULTS.queueTimeoutMs, DB_POOL.connectTimeoutMs),
  };
}

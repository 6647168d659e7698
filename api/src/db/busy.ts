import { PoolBusyError } from './pool-gate';

/** The answers when the database cannot take a request now: 503s the caller may retry after Retry-After seconds. */
export const DATABASE_UNAVAILABLE = {
  busy: { error: 'The service is busy. Please try again in a moment.', retryAfterSeconds: 2 },
  down: { error: 'The service is temporarily unavailable. Please try again in a moment.', retryAfterSeconds: 5 },
} as const;

/** SQLSTATE 53300: the server has no connection left for us (too_many_connections). */
const BUSY_SQLSTATES = new Set(['53300']);
/** The server is starting (57P03) or shutting down (57P01). */
const DOWN_SQLSTATES = new Set(['57P01', '57P03']);
/** pg's own words when no connection comes within connectionTimeoutMillis. */
const CONNECT_TIMEOUTS = /timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

/**
 * 'busy' when this instance's pool queue is full or waited too long, the server refused another client, or no
 * connection came in time; 'down' when the server refuses connections or is (re)starting; otherwise undefined.
 */
export function databaseUnavailable(error: unknown): 'busy' | 'down' | undefined {
  if (error instanceof PoolBusyError) return 'busy';
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (BUSY_SQLSTATES.has(code)) return 'busy';
  if (DOWN_SQLSTATES.has(code) || code === 'ECONNREFUSED') return 'down';
  if (typeof e?.message === 'string' && CONNECT_TIMEOUTS.test(e.message)) return 'busy';
  return undefined;
}

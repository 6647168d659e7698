import type { Database, Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { canonicalJson, sha256 } from '../lib/hash';
import { IDEMPOTENCY_MISMATCH, RATE_LIMIT_ERROR } from '../lib/messages';
import { IdempotencyRepository } from '../repositories/idempotency';

interface IdempotentWrite {
  /** The route's name for its keys ('enquiry/new' …). */
  scope: string;
  /** The session the key belongs to ('' for a caller without one). */
  sessionId: string;
  /** The request's key (lib/idempotency-key.ts): without one the write simply runs. */
  key?: string;
  /** The validated body: the same key with another body is a 422. */
  body: unknown;
  /** The caller is over the per-IP limit (plugins/replay-rate-limit.ts): only a replay of its key is answered. */
  refuseFresh?: boolean;
  /** Taken first in the transaction (e.g. the mobile's advisory lock): concurrent posts of one key then take turns. */
  lock?: (tx: Queryable) => Promise<void>;
}

/** A concurrent request stored the same key first: this transaction rolls back and is run once more. */
class KeyRace extends Error {}

/**
 * Runs `write` in a transaction, once per Idempotency-Key of this session: a replay of the key (same body) answers the
 * stored answer and writes nothing; another body under the key is a 422; a fresh post from an address over the per-IP
 * limit is a 429 and stores nothing. The answer is stored with the key in the same transaction, so a write and its
 * key commit together or not at all.
 */
export async function idempotentWrite<T>(
  db: Database,
  w: IdempotentWrite,
  write: (tx: Queryable) => Promise<T>,
): Promise<{ answer: T; replay: boolean }> {
  const hash = w.key ? sha256(canonicalJson(w.body)) : undefined;
  const attempt = () =>
    db.transaction(async (tx) => {
      await w.lock?.(tx);
      const keys = new IdempotencyRepository(tx);
      const stored = w.key ? await keys.find(w.scope, w.sessionId, w.key) : undefined;
      if (stored && stored.request_hash === hash) return { answer: stored.response as T, replay: true };
      // Over the per-IP limit anything but a replay is refused, a reused key with another body too.
      if (w.refuseFresh) throw new AppError(429, RATE_LIMIT_ERROR);
      if (stored) throw new AppError(422, IDEMPOTENCY_MISMATCH);
      const answer = await write(tx);
      if (!w.key) return { answer, replay: false };
      const kept = await keys.store(w.scope, w.sessionId, w.key, hash!, answer);
      if (kept === undefined) throw new KeyRace();
      return { answer: kept as T, replay: false };
    });
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof KeyRace) return attempt(); // it now finds the other request's stored answer
    throw error;
  }
}

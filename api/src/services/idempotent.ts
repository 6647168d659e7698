import type { Database, Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { canonicalJson, sha256 } from '../lib/hash';
import { IdempotencyRepository } from '../repositories/idempotency';

export const IDEMPOTENCY_MISMATCH = 'Idempotency-Key was already used with a different request';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** Reads the Idempotency-Key header: absent is fine, malformed is a 400. */
export function idempotencyKey(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw new AppError(400, 'Invalid Idempotency-Key');
  return header;
}

/**
 * Runs `work` in a transaction. With a key: the same key and body answer the first answer again and create
 * nothing; the same key with another body is a 422. Failures roll back, so a retry can succeed later.
 */
export async function idempotent<T>(db: Database, scope: string, key: string | undefined, body: unknown, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (key) {
      const repo = new IdempotencyRepository(tx);
      const hash = sha256(canonicalJson(body));
      const claim = await repo.claim(scope, key, hash);
      if (claim.kind === 'replay') {
        if (claim.requestHash !== hash) throw new AppError(422, IDEMPOTENCY_MISMATCH);
        return claim.response as T;
      }
      const result = await work(tx);
      await repo.complete(scope, key, result);
      return result;
    }
    return work(tx);
  });
}

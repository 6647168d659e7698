import type { Database, Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { canonicalJson, sha256 } from '../lib/hash';
import type { WriteAnswer, WriteKey } from '../repositories/enquiries';
import { IdempotencyRepository } from '../repositories/idempotency';

export const IDEMPOTENCY_MISMATCH = 'Idempotency-Key was already used with a different request';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** Reads the Idempotency-Key header: absent is fine, malformed is a 400. */
export function idempotencyKey(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw new AppError(400, 'Invalid Idempotency-Key');
  return header;
}

/** A one-call write's key: the Idempotency-Key (null: none) and its body's hash. */
export function writeKey(key: string | undefined, body: unknown): WriteKey {
  return key ? { key, hash: sha256(canonicalJson(body)) } : { key: null, hash: null };
}

/** A one-call write's answer: its stored answer, or the first answer for a replay; the same key with another body is a 422. */
export function answerOf<T>(answer: WriteAnswer<T>): T {
  if (answer.kind === 'mismatch') throw new AppError(422, IDEMPOTENCY_MISMATCH);
  return answer.response;
}

/** Run once per request that will really do the work (not for a replay): e.g. a rate limit that throws a 429. */
export type BeforeWork = () => Promise<void>;

/**
 * Runs `work` in a transaction. With a key: the same key and body answer the first answer again and create
 * nothing; the same key with another body is a 422. Failures roll back, so a retry can succeed later.
 * `beforeWork` runs only when the work runs: a replay (even one that waited on the first request) never counts
 * against a limit.
 */
export async function idempotent<T>(
  db: Database,
  scope: string,
  key: string | undefined,
  body: unknown,
  work: (tx: Queryable) => Promise<T>,
  beforeWork?: BeforeWork,
): Promise<T> {
  if (!key && beforeWork) await beforeWork();
  return db.transaction(async (tx) => {
    if (key) {
      const repo = new IdempotencyRepository(tx);
      const hash = sha256(canonicalJson(body));
      const claim = await repo.claim(scope, key, hash);
      if (claim.kind === 'replay') {
        if (claim.requestHash !== hash) throw new AppError(422, IDEMPOTENCY_MISMATCH);
        return claim.response as T;
      }
      if (beforeWork) await beforeWork();
      return (await repo.complete(scope, key, await work(tx))) as T;
    }
    return work(tx);
  });
}

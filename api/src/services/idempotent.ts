import { AppError } from '../lib/errors';
import { canonicalJson, sha256 } from '../lib/hash';
import type { WriteAnswer, WriteKey } from '../repositories/enquiries';

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

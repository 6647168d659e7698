import type { Queryable } from '../db/database';
import type { WriteAnswer } from './enquiries';

/** A concurrent request stored the same idempotency key first: this call rolled back (migration 010). */
const isKeyRace = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'PSREF' && message === 'key-race';
};

/**
 * Calls one of the one-call write functions (migrations 008 and 010) with these arguments: one round trip. When a
 * concurrent request with the same Idempotency-Key stored its answer first, this call rolled back (nothing of it is
 * stored) and is made once more: it then answers that request's stored answer, or a mismatch.
 */
export async function oneCallWrite<T>(db: Queryable, fn: string, args: readonly unknown[]): Promise<WriteAnswer<T>> {
  const sql = `SELECT ${fn}(${args.map((_, i) => `$${i + 1}`).join(', ')}) AS answer`;
  const call = async () => (await db.query<{ answer: WriteAnswer<T> }>(sql, [...args])).rows[0]!.answer;
  try {
    return await call();
  } catch (error) {
    if (isKeyRace(error)) return call();
    throw error;
  }
}

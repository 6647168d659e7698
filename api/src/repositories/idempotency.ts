import type { Queryable } from '../db/database';

export type Claim = { kind: 'claimed' } | { kind: 'replay'; requestHash: string; response: unknown };

/** Idempotency keys, inside the caller's transaction. */
export class IdempotencyRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Claims (scope, key). A concurrent claim of the same key waits on the unique index until the first
   * transaction ends, then sees its stored answer (or claims it, if the first rolled back).
   */
  async claim(scope: string, key: string, requestHash: string): Promise<Claim> {
    const inserted = await this.db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, key, requestHash],
    );
    if (inserted.rows.length > 0) return { kind: 'claimed' };
    const { rows } = await this.db.query<{ request_hash: string; response: unknown }>(
      'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    return { kind: 'replay', requestHash: rows[0]!.request_hash, response: rows[0]!.response };
  }

  /**
   * Stores the answer and gives it back as stored (jsonb orders an object's keys its own way): the first request
   * then answers byte for byte what every replay of its key answers.
   */
  async complete(scope: string, key: string, response: unknown): Promise<unknown> {
    const { rows } = await this.db.query<{ response: unknown }>(
      'UPDATE idempotency_keys SET response = $3 WHERE scope = $1 AND key = $2 RETURNING response',
      [scope, key, JSON.stringify(response)],
    );
    return rows[0]!.response;
  }

  /** The request hash of a key whose answer is stored (a completed request), without claiming anything. */
  async completedHash(scope: string, key: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ request_hash: string }>(
      'SELECT request_hash FROM idempotency_keys WHERE scope = $1 AND key = $2 AND response IS NOT NULL',
      [scope, key],
    );
    return rows[0]?.request_hash;
  }

  /** Keys live at least 24 hours; this drops those older than 48. */
  async purge(): Promise<number> {
    const r = await this.db.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'");
    return r.rowCount;
  }
}

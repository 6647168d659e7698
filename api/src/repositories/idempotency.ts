import type { Queryable } from '../db/database';

/** A stored answer of an Idempotency-Key: the hash of the body it answered, and the answer. */
interface StoredAnswer {
  request_hash: string;
  response: unknown;
}

/**
 * Idempotency keys, each scoped to the session that used it (primary key: scope, session, key): another session's
 * same key is another request. A key is written once, with its answer, in the write's own transaction.
 */
export class IdempotencyRepository {
  constructor(private readonly db: Queryable) {}

  async find(scope: string, sessionId: string, key: string): Promise<StoredAnswer | undefined> {
    const { rows } = await this.db.query<StoredAnswer>(
      'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND session_id = $2 AND key = $3',
      [scope, sessionId, key],
    );
    return rows[0];
  }

  /**
   * Stores the answer and returns it as stored (jsonb orders keys its own way: every replay answers the stored
   * form). Undefined when a concurrent request stored the same key first (this transaction must then roll back).
   */
  async store(scope: string, sessionId: string, key: string, hash: string, response: unknown): Promise<unknown> {
    const { rows } = await this.db.query<{ response: unknown }>(
      `INSERT INTO idempotency_keys (scope, session_id, key, request_hash, response) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING response`,
      [scope, sessionId, key, hash, JSON.stringify(response)],
    );
    return rows[0]?.response;
  }

  /** Keys live at least 24 hours: this drops those older than 48. */
  async purge(): Promise<number> {
    const r = await this.db.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'");
    return r.rowCount;
  }
}

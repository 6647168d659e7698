import type { Queryable } from '../db/database';

/** Idempotency keys: claimed and answered inside the write functions of migration 008; read here. */
export class IdempotencyRepository {
  constructor(private readonly db: Queryable) {}

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

import type { Queryable } from '../db/database';

/** Idempotency keys: read and stored inside the one-call write functions (migrations 008 and 010); purged here. */
export class IdempotencyRepository {
  constructor(private readonly db: Queryable) {}

  /** Keys live at least 24 hours; this drops those older than 48. */
  async purge(): Promise<number> {
    const r = await this.db.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'");
    return r.rowCount;
  }
}

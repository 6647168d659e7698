import type { ApiKeySummary } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

interface KeyRow {
  id: number;
  label: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
const summary = (row: KeyRow): ApiKeySummary => ({
  id: Number(row.id),
  label: row.label,
  prefix: row.prefix,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
});
const COLUMNS = 'id, label, prefix, created_at, last_used_at, revoked_at';

/** The companies' API keys (migration 026): only each key's SHA-256 is stored. */
export class SellerApiKeysRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Adds a key unless the company already holds `max` active ones (counted in the same statement, under a lock of
   * the company's row, so two creations at once cannot both pass). Null when the limit is reached.
   */
  async create(
    key: { companyId: number; sellerId: number; label: string; prefix: string; hash: string },
    max: number,
  ): Promise<ApiKeySummary | null> {
    const { rows } = await this.db.query<KeyRow>(
      `WITH company AS (SELECT id FROM companies WHERE id = $1 FOR UPDATE)
       INSERT INTO seller_api_keys (company_id, created_by, label, prefix, key_hash)
       SELECT company.id, $2, $3, $4, $5 FROM company
       WHERE (SELECT count(*) FROM seller_api_keys WHERE company_id = $1 AND revoked_at IS NULL) < $6
       RETURNING ${COLUMNS}`,
      [key.companyId, key.sellerId, key.label, key.prefix, key.hash, max],
    );
    return rows[0] ? summary(rows[0]) : null;
  }

  /** The company's keys, newest first (revoked ones too, marked). */
  async list(companyId: number): Promise<ApiKeySummary[]> {
    const { rows } = await this.db.query<KeyRow>(
      `SELECT ${COLUMNS} FROM seller_api_keys WHERE company_id = $1 ORDER BY id DESC LIMIT 100`,
      [companyId],
    );
    return rows.map(summary);
  }

  /** Revokes one of the company's own keys; false when it has no such key (another company's included). */
  async revoke(companyId: number, id: number): Promise<boolean> {
    const { rows } = await this.db.query<{ id: number }>(
      `UPDATE seller_api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 AND company_id = $2 RETURNING id`,
      [id, companyId],
    );
    return rows.length > 0;
  }

  /** The company a live key belongs to (noting its use); null for an unknown or revoked key. */
  async companyOf(hash: string): Promise<number | null> {
    const { rows } = await this.db.query<{ company_id: number }>(
      `UPDATE seller_api_keys SET last_used_at = now() WHERE key_hash = $1 AND revoked_at IS NULL RETURNING company_id`,
      [hash],
    );
    return rows[0] ? Number(rows[0].company_id) : null;
  }
}

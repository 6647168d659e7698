import type { CallbackPayload } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

/** Call-back requests (the spec's quick enquiries: the table keeps the spec's name). */
export class CallbacksRepository {
  constructor(private readonly db: Queryable) {}

  async insert(q: CallbackPayload, sessionId: string): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO quick_enquiries (name, email, phone_number, country_code, isd_code, type, listing_slug, session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [q.name, q.email, q.phone_number, q.country_code, q.isd_code, q.type, q.listing_slug ?? null, sessionId],
    );
    return Number(rows[0]!.id);
  }

  /** One number's call-backs one at a time (until the transaction ends): its per-hour limit sees every commit. */
  async lockPhone(country: string, phone: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`quick:${country}:${phone}`]);
  }

  /**
   * The newest `limit` call-backs of the last hour that this session posted for the number, and seconds until the
   * oldest of them is an hour old.
   */
  async recentForPhone(
    country: string,
    phone: string,
    sessionId: string,
    limit: number,
  ): Promise<{ n: number; wait: number }> {
    const { rows } = await this.db.query<{ n: number; wait: number | null }>(
      `SELECT count(*)::int AS n, ceil(extract(epoch FROM min(created_at) + interval '1 hour' - clock_timestamp()))::int AS wait
       FROM (SELECT created_at FROM quick_enquiries WHERE country_code = $1 AND phone_number = $2
               AND session_id = $3 AND created_at > now() - interval '1 hour' ORDER BY created_at DESC LIMIT $4) recent`,
      [country, phone, sessionId, limit],
    );
    return { n: rows[0]!.n, wait: rows[0]!.wait ?? 1 };
  }

  async listingExists(slug: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM companies WHERE slug = $1 AND listed', [slug]);
    return rows.length > 0;
  }
}

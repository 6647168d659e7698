import type { Queryable } from '../db/database';

export interface OtpRow {
  id: number;
  country_code: string;
  mobile: string;
  channel: 'sms' | 'email';
  email: string | null;
  code_hash: string;
  failed_attempts: number;
  expired: boolean;
}

export class OtpRepository {
  constructor(private readonly db: Queryable) {}

  /** Serialises the sends to one mobile until the transaction ends (the send window is counted under it). */
  async lockMobile(country: string, mobile: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:${country}:${mobile}`]);
  }

  async sendsInWindow(country: string, mobile: string, minutes: number): Promise<number> {
    const { rows } = await this.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM otps WHERE country_code = $1 AND mobile = $2 AND created_at > now() - make_interval(mins => $3)`,
      [country, mobile, minutes],
    );
    return Number(rows[0]!.n);
  }

  /** Whole seconds (at least 1) until the oldest code sent to the mobile within the window leaves it. */
  async secondsUntilWindowFrees(country: string, mobile: string, minutes: number): Promise<number> {
    const { rows } = await this.db.query<{ s: string | number | null }>(
      `SELECT ceil(extract(epoch FROM min(created_at) + make_interval(mins => $3) - now())) AS s
         FROM otps WHERE country_code = $1 AND mobile = $2 AND created_at > now() - make_interval(mins => $3)`,
      [country, mobile, minutes],
    );
    return Math.max(1, Number(rows[0]?.s ?? 1) || 1);
  }

  /** Failed checks of this session's codes for the mobile within the window (a resend does not reset them). */
  async failuresInWindow(sessionId: string, country: string, mobile: string, minutes: number): Promise<number> {
    const { rows } = await this.db.query<{ n: string | number | null }>(
      `SELECT max(failed_attempts) AS n FROM otps WHERE session_id = $1 AND country_code = $2 AND mobile = $3
       AND created_at > now() - make_interval(mins => $4)`,
      [sessionId, country, mobile, minutes],
    );
    return Number(rows[0]!.n ?? 0);
  }

  /** Stores a new code for the session; earlier live codes of the session stop working. */
  async insert(o: {
    sessionId: string;
    country: string;
    mobile: string;
    email?: string;
    listingSlug?: string;
    channel: 'sms' | 'email';
    codeHash: string;
    failures: number;
    minutes: number;
  }): Promise<number> {
    await this.db.query(
      'UPDATE otps SET superseded_at = now() WHERE session_id = $1 AND consumed_at IS NULL AND superseded_at IS NULL',
      [o.sessionId],
    );
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO otps (session_id, country_code, mobile, email, listing_slug, channel, code_hash, failed_attempts, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9)) RETURNING id`,
      [
        o.sessionId,
        o.country,
        o.mobile,
        o.email ?? null,
        o.listingSlug ?? null,
        o.channel,
        o.codeHash,
        o.failures,
        o.minutes,
      ],
    );
    return Number(rows[0]!.id);
  }

  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM otps WHERE id = $1', [id]);
  }

  /** The session's live code (not used, not replaced), locked for this check. */
  async current(sessionId: string): Promise<OtpRow | null> {
    const { rows } = await this.db.query<OtpRow>(
      `SELECT id, country_code, mobile, channel, email, code_hash, failed_attempts, expires_at <= now() AS expired FROM otps
       WHERE session_id = $1 AND consumed_at IS NULL AND superseded_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [sessionId],
    );
    return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
  }

  async recordFailure(id: number): Promise<number> {
    const { rows } = await this.db.query<{ failed_attempts: number }>(
      'UPDATE otps SET failed_attempts = failed_attempts + 1 WHERE id = $1 RETURNING failed_attempts',
      [id],
    );
    return rows[0]!.failed_attempts;
  }

  /** Single use: only the first consume of a code succeeds. */
  async consume(id: number): Promise<boolean> {
    const r = await this.db.query(
      'UPDATE otps SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
      [id],
    );
    return r.rows.length > 0;
  }
}

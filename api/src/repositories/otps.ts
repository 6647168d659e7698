import type { Queryable } from '../db/database';

/** A code the session may still use (not consumed, not replaced by a newer one). */
interface LiveOtp {
  id: number;
  country_code: string;
  mobile: string;
  email: string | null;
  channel: 'sms' | 'email';
  code_hash: string;
  failed_attempts: number;
  expired: boolean;
  /** Whole seconds until it expires (at least 1). */
  expires_in: number;
}

/** OTPs: hashed codes bound to a session, with their sends and failed checks. Rules are services/otp.ts's. */
export class OtpRepository {
  constructor(private readonly db: Queryable) {}

  /** The sends to one mobile one at a time, whatever the session: the send window sees every earlier commit. */
  async lockMobile(country: string, mobile: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:${country}:${mobile}`]);
  }

  /**
   * Read once under the mobile's lock: the codes sent to it within the last `windowMinutes`, the seconds until the
   * oldest of them leaves that window (clock_timestamp(): the transaction began before it waited on the lock; at
   * least 1, at most the window), this session's wrong codes for it within the validity window (a resend does
   * not reset them), and the seconds until the newest of its codes with `maxChecks` wrong ones leaves that window
   * (when the failures stop carrying over; at least 1).
   */
  async sendWindow(
    sessionId: string,
    country: string,
    mobile: string,
    windowMinutes: number,
    validMinutes: number,
    maxChecks: number,
  ): Promise<{ sends: number; retryAfter: number; failures: number; unlockAfter: number }> {
    const { rows } = await this.db.query<{
      sends: number;
      retry_after: number;
      failures: number;
      unlock_after: number;
    }>(
      `SELECT count(*) FILTER (WHERE created_at > now() - make_interval(mins => $4))::int AS sends,
         least($4 * 60, greatest(1, coalesce(ceil(extract(epoch FROM min(created_at) FILTER (WHERE created_at > now() - make_interval(mins => $4))
           + make_interval(mins => $4) - clock_timestamp())), 1)))::int AS retry_after,
         coalesce(max(failed_attempts) FILTER (WHERE session_id = $1 AND created_at > now() - make_interval(mins => $5)), 0)::int AS failures,
         greatest(1, coalesce(ceil(extract(epoch FROM max(created_at) FILTER (WHERE session_id = $1 AND failed_attempts >= $6
           AND created_at > now() - make_interval(mins => $5)) + make_interval(mins => $5) - clock_timestamp())), 1))::int AS unlock_after
       FROM otps WHERE country_code = $2 AND mobile = $3 AND created_at > now() - make_interval(mins => greatest($4, $5))`,
      [sessionId, country, mobile, windowMinutes, validMinutes, maxChecks],
    );
    const row = rows[0]!;
    return { sends: row.sends, retryAfter: row.retry_after, failures: row.failures, unlockAfter: row.unlock_after };
  }

  /** A new code for the session; its earlier live codes stop working (one statement). */
  async insert(o: {
    sessionId: string;
    country: string;
    mobile: string;
    email: string | null;
    listingSlug: string | null;
    channel: 'sms' | 'email';
    codeHash: string;
    failures: number;
    validMinutes: number;
  }): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `WITH superseded AS (
         UPDATE otps SET superseded_at = now() WHERE session_id = $1 AND consumed_at IS NULL AND superseded_at IS NULL)
       INSERT INTO otps (session_id, country_code, mobile, email, listing_slug, channel, code_hash, failed_attempts, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9)) RETURNING id`,
      [o.sessionId, o.country, o.mobile, o.email, o.listingSlug, o.channel, o.codeHash, o.failures, o.validMinutes],
    );
    return Number(rows[0]!.id);
  }

  /** A code that could not be sent is removed (the send happens after the code is committed). */
  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM otps WHERE id = $1', [id]);
  }

  /** The session's live code, locked: concurrent checks of one code take turns and see each other's result. */
  async live(sessionId: string): Promise<LiveOtp | undefined> {
    const { rows } = await this.db.query<LiveOtp>(
      `SELECT id, country_code, mobile, email, channel, code_hash, failed_attempts, expires_at <= now() AS expired,
         greatest(1, ceil(extract(epoch FROM expires_at - clock_timestamp())))::int AS expires_in FROM otps
       WHERE session_id = $1 AND consumed_at IS NULL AND superseded_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [sessionId],
    );
    const row = rows[0];
    return row && { ...row, id: Number(row.id), country_code: row.country_code.trim() };
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

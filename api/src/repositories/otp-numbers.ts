import type { Queryable } from '../db/database';

/** Which number an OTP session's newest code went to (read only: the codes themselves are OtpRepository's). */
export class OtpNumbers {
  constructor(private readonly db: Queryable) {}

  /** `country:mobile` of the session's newest code sent within the last `minutes`, or undefined. */
  async newestFor(sessionId: string, minutes: number): Promise<string | undefined> {
    const { rows } = await this.db.query<{ country_code: string; mobile: string }>(
      `SELECT country_code, mobile FROM otps WHERE session_id = $1 AND created_at > now() - make_interval(mins => $2)
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [sessionId, minutes],
    );
    return rows[0] ? `${rows[0].country_code.trim()}:${rows[0].mobile}` : undefined;
  }
}

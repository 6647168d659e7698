import type { Queryable } from '../db/database';

/** What otp_generate answers (migration 009): the stored code's id, or how long until the mobile may get another. */
export type OtpGenerateAnswer = { kind: 'sent'; id: number } | { kind: 'too-many-sends'; retry_after: number };

/** What otp_validate answers (migration 009); `route`: the enquiries that became leads, to route now. */
export type OtpValidateAnswer =
  | { kind: 'none' | 'locked' | 'expired' | 'invalid' }
  | { kind: 'verified'; mobile: string; country: string; route: number[] };

/** OTPs: each write is one call of a plpgsql function of migration 009, so one round trip. */
export class OtpRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Stores a new code for the session (earlier live codes of the session stop working), unless the mobile had
   * `maxSends` codes within the window: the listing check, the per-mobile lock, the send window, the failures carried
   * over and the insert in one statement. A listing that names no company raises PSREF 'unknown-listing'.
   */
  async generate(o: {
    sessionId: string;
    country: string;
    mobile: string;
    email?: string;
    listingSlug?: string;
    channel: 'sms' | 'email';
    codeHash: string;
    maxSends: number;
    sendWindowMinutes: number;
    validMinutes: number;
  }): Promise<OtpGenerateAnswer> {
    const { rows } = await this.db.query<{ answer: OtpGenerateAnswer }>(
      'SELECT otp_generate($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS answer',
      [
        o.sessionId,
        o.country,
        o.mobile,
        o.email ?? null,
        o.listingSlug ?? null,
        o.channel,
        o.codeHash,
        o.maxSends,
        o.sendWindowMinutes,
        o.validMinutes,
      ],
    );
    return rows[0]!.answer;
  }

  /** A code that could not be sent is removed (the send happens after the code is committed). */
  async remove(id: number): Promise<void> {
    await this.db.query('DELETE FROM otps WHERE id = $1', [id]);
  }

  /**
   * Checks the session's live code against `codeHash` in one statement: a wrong code's failure is committed with
   * the answer; a right one is consumed, its mobile (SMS) or e-mail (e-mail code) verified, and the session's
   * verified enquiries for it queued for routing.
   */
  async validate(sessionId: string, codeHash: string, maxChecks: number): Promise<OtpValidateAnswer> {
    const { rows } = await this.db.query<{ answer: OtpValidateAnswer }>('SELECT otp_validate($1, $2, $3) AS answer', [
      sessionId,
      codeHash,
      maxChecks,
    ]);
    return rows[0]!.answer;
  }
}

import { randomInt } from 'node:crypto';
import type { OtpGeneratePayload, OtpGenerateResponse, OtpValidateResponse } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { hmac } from '../lib/hash';
import { OtpRepository } from '../repositories/otps';
import { routeQueued } from '../seller-leads/routing';
import { refusals } from './enquiries';
import type { Notifier } from './notifier';

export const OTP_RULES = { digits: 6, validMinutes: 10, maxChecks: 5, maxSends: 3, sendWindowMinutes: 10 } as const;
export const OTP_ERRORS = {
  tooManySends: 'Too many OTP requests. Please try again after 10 minutes.',
  sendFailed: 'Could not send the OTP. Please try again.',
  none: 'Please request an OTP first',
  expired: 'OTP has expired. Please request a new OTP.',
  tooManyChecks: 'Too many incorrect attempts. Please request a new OTP later.',
  invalid: 'Invalid OTP',
} as const;

/** After too many wrong codes: the failures carry over to new codes for the validity window (otp_generate). */
const LOCKED_SECONDS = OTP_RULES.validMinutes * 60;

/** OTPs: 6 digits from a CSPRNG, HMAC-hashed at rest, 10 minutes, single use, bound to the session. */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly secret: string,
    /** Routing after a valid code failed (the enquiry stays queued for the sweep). */
    private readonly onRoutingError: (error: unknown, enquiryId: number) => void = () => undefined,
  ) {}

  private hash(sessionId: string, code: string) {
    return hmac(this.secret, `otp:${sessionId}:${code}`);
  }

  /**
   * Sends a code by SMS, or by e-mail only where spec §5 allows it (a non-India mobile on a real company listing:
   * the schema's email_otp says so). An Indian number always gets an SMS.
   */
  async generate(p: OtpGeneratePayload, sessionId: string): Promise<OtpGenerateResponse> {
    const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
    const channel = p.email_otp && p.email ? 'email' : 'sms';
    const repo = new OtpRepository(this.db);
    // One round trip (otp_generate, migration 009): the listing check, the per-mobile lock, the send window, the
    // failures carried over and the insert.
    const answer = await refusals(
      repo.generate({
        sessionId,
        country: p.country,
        mobile: p.mobile,
        email: channel === 'email' ? p.email : undefined,
        listingSlug: p.listing_slug,
        channel,
        codeHash: this.hash(sessionId, code),
        maxSends: OTP_RULES.maxSends,
        sendWindowMinutes: OTP_RULES.sendWindowMinutes,
        validMinutes: OTP_RULES.validMinutes,
      }),
    );
    if (answer.kind === 'too-many-sends') throw new AppError(429, OTP_ERRORS.tooManySends, answer.retry_after);
    const text = `${code} is your PharmaSetu verification code. It is valid for ${OTP_RULES.validMinutes} minutes. Do not share it with anyone.`;
    try {
      if (channel === 'email')
        await this.notifier.email({ to: p.email!, subject: 'Your PharmaSetu verification code', text });
      else await this.notifier.sms({ to: `+${p.isd_code}${p.mobile}`, text });
    } catch {
      await repo.remove(answer.id);
      throw new AppError(503, OTP_ERRORS.sendFailed);
    }
    return { status: 'sent', channel, expires_in: OTP_RULES.validMinutes * 60 };
  }

  /**
   * One round trip (otp_validate, migration 009): the code is checked, a failure recorded (committed with the error
   * answer), a right code consumed and the mobile (SMS) or e-mail (e-mail code) verified, exactly once however many
   * checks of it race. The session's enquiries that became leads are then routed (issue 21), each in a transaction
   * of its own; one that fails stays queued and the routing sweep retries it, so the buyer's answer stands.
   */
  async validate(otp: string, sessionId: string | undefined): Promise<OtpValidateResponse> {
    if (!sessionId) throw new AppError(400, OTP_ERRORS.none);
    const answer = await new OtpRepository(this.db).validate(sessionId, this.hash(sessionId, otp), OTP_RULES.maxChecks);
    switch (answer.kind) {
      case 'none':
        throw new AppError(400, OTP_ERRORS.none);
      case 'locked':
        throw new AppError(429, OTP_ERRORS.tooManyChecks, LOCKED_SECONDS);
      case 'expired':
        throw new AppError(400, OTP_ERRORS.expired);
      case 'invalid':
        throw new AppError(400, OTP_ERRORS.invalid);
    }
    for (const enquiryId of answer.route) {
      try {
        await routeQueued(this.db, enquiryId);
      } catch (error) {
        this.onRoutingError(error, enquiryId);
      }
    }
    return { status: 'verified', mobile: answer.mobile, country: answer.country.trim() };
  }
}

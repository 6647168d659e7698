import { randomInt } from 'node:crypto';
import type { OtpGeneratePayload, OtpGenerateResponse, OtpValidateResponse } from '@pharmasetu/shared-contracts';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { hmac, safeEqual } from '../lib/hash';
import { EnquiriesRepository } from '../repositories/enquiries';
import { OtpRepository } from '../repositories/otps';
import { checkListing } from './enquiries';
import { routeVerifiedEnquiries } from '../seller-leads/routing';
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

/** After too many wrong codes: the failures carry over to new codes for the validity window (failuresInWindow). */
const LOCKED_SECONDS = OTP_RULES.validMinutes * 60;

/** OTPs: 6 digits from a CSPRNG, HMAC-hashed at rest, 10 minutes, single use, bound to the session. */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly secret: string,
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
    const id = await this.db.transaction(async (tx) => {
      const repo = new OtpRepository(tx);
      await checkListing(new EnquiriesRepository(tx), p.listing_slug);
      await repo.lockMobile(p.country, p.mobile);
      if ((await repo.sendsInWindow(p.country, p.mobile, OTP_RULES.sendWindowMinutes)) >= OTP_RULES.maxSends) {
        throw new AppError(
          429,
          OTP_ERRORS.tooManySends,
          await repo.secondsUntilWindowFrees(p.country, p.mobile, OTP_RULES.sendWindowMinutes),
        );
      }
      const failures = await repo.failuresInWindow(sessionId, p.country, p.mobile, OTP_RULES.validMinutes);
      return repo.insert({
        sessionId,
        country: p.country,
        mobile: p.mobile,
        email: channel === 'email' ? p.email : undefined,
        listingSlug: p.listing_slug,
        channel,
        codeHash: this.hash(sessionId, code),
        failures,
        minutes: OTP_RULES.validMinutes,
      });
    });
    const text = `${code} is your PharmaSetu verification code. It is valid for ${OTP_RULES.validMinutes} minutes. Do not share it with anyone.`;
    try {
      if (channel === 'email')
        await this.notifier.email({ to: p.email!, subject: 'Your PharmaSetu verification code', text });
      else await this.notifier.sms({ to: `+${p.isd_code}${p.mobile}`, text });
    } catch {
      await new OtpRepository(this.db).remove(id);
      throw new AppError(503, OTP_ERRORS.sendFailed);
    }
    return { status: 'sent', channel, expires_in: OTP_RULES.validMinutes * 60 };
  }

  async validate(otp: string, sessionId: string | undefined): Promise<OtpValidateResponse> {
    if (!sessionId) throw new AppError(400, OTP_ERRORS.none);
    const outcome = await this.db.transaction(async (tx) => {
      const repo = new OtpRepository(tx);
      const current = await repo.current(sessionId);
      if (!current) return { error: new AppError(400, OTP_ERRORS.none) };
      if (current.failed_attempts >= OTP_RULES.maxChecks)
        return { error: new AppError(429, OTP_ERRORS.tooManyChecks, LOCKED_SECONDS) };
      if (current.expired) return { error: new AppError(400, OTP_ERRORS.expired) };
      if (!safeEqual(this.hash(sessionId, otp), current.code_hash)) {
        const failures = await repo.recordFailure(current.id);
        return {
          error:
            failures >= OTP_RULES.maxChecks
              ? new AppError(429, OTP_ERRORS.tooManyChecks, LOCKED_SECONDS)
              : new AppError(400, OTP_ERRORS.invalid),
        };
      }
      if (!(await repo.consume(current.id))) return { error: new AppError(400, OTP_ERRORS.none) };
      // An SMS code verifies the mobile; an e-mail code only that e-mail (for this session's enquiries carrying it).
      const enquiries = new EnquiriesRepository(tx);
      if (current.channel === 'email' && current.email)
        await enquiries.markEmailVerified(sessionId, current.country_code, current.mobile, current.email);
      else await enquiries.markMobileVerified(sessionId, current.country_code, current.mobile);
      await routeVerifiedEnquiries(tx, sessionId, current.country_code, current.mobile); // issue 21: the verified enquiries become leads
      return { ok: { status: 'verified' as const, mobile: current.mobile, country: current.country_code.trim() } };
    });
    // The failure count is committed before the error is answered.
    if ('error' in outcome) throw outcome.error;
    return outcome.ok;
  }
}

import { randomInt } from 'node:crypto';
import {
  OTP_MESSAGES,
  type OtpGeneratePayload,
  type OtpGenerateResponse,
  type OtpValidateResponse,
} from '@pharmasetu/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { hmac, safeEqual } from '../lib/hash';
import { BuyerVerificationRepository } from '../repositories/buyer-verification';
import { EnquiriesRepository } from '../repositories/enquiries';
import { sessionId } from '../lib/session';
import { OtpRepository } from '../repositories/otps';
import { businessEvent } from '../lib/events';
import { routeQueued } from '../seller-leads/routing';
import type { LeadSettings } from '../seller-leads/settings';
import type { SmsGuard } from '../sms/guard';
import { verifySession } from './buyer-trust';
import { UNKNOWN_LISTING } from './enquiries';
import type { Notifier } from './notifier';

export const OTP_RULES = { digits: 6, validMinutes: 10, maxChecks: 5, maxSends: 3, sendWindowMinutes: 10 } as const;
export const OTP_ERRORS = {
  tooManySends: 'Too many OTP requests. Please try again after 10 minutes.',
  sendFailed: 'Could not send the OTP. Please try again.',
  none: 'Please request an OTP first',
  expired: OTP_MESSAGES.expired,
  tooManyChecks: 'Too many incorrect attempts. Please request a new OTP later.',
  invalid: 'Invalid OTP',
} as const;

/** What a check of the session's live code found (a wrong code's failure is committed with it). */
type Checked =
  | { kind: 'none' | 'expired' | 'invalid' }
  | { kind: 'locked'; retryAfter: number }
  | { kind: 'verified'; mobile: string; country: string; route: number[] };

/** OTPs: 6 digits from a CSPRNG, HMAC-hashed at rest, 10 minutes, single use, bound to the session. */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly secret: string,
    /** Routing after a valid code failed (the enquiry stays queued for the sweep). */
    private readonly onRoutingError: (error: unknown, enquiryId: number) => void,
    private readonly settings: LeadSettings,
    /** Supported destinations and SMS budgets (sms/guard.ts); the sellers' sign-in reads it too. */
    readonly smsGuard: SmsGuard,
  ) {}

  private hash(sessionId: string, code: string) {
    return hmac(this.secret, `otp:${sessionId}:${code}`);
  }

  /**
   * A preHandler of the generate route: when this session proved the contact within the last day (its mobile by SMS;
   * for an e-mail code, that e-mail), it answers {status: 'verified'} and no code is sent or counted. The flow then
   * goes on as after a valid code: /enquiry/new and the updates trust that proof the same way (buyer-trust.ts).
   */
  alreadyProved(config: AppConfig) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const session = sessionId(request, reply, config);
      if (!session) return;
      const p = request.body as OtpGeneratePayload;
      const channel = p.email_otp && p.email ? 'email' : 'sms';
      const by = await new BuyerVerificationRepository(this.db).proofOf(session, p.country, p.mobile, p.email);
      if (by === channel) return reply.send({ status: 'verified' } satisfies OtpGenerateResponse);
    };
  }

  /**
   * Sends a code by SMS, or by e-mail only where spec §5 allows it (a non-India mobile on a real company listing:
   * the schema's email_otp says so). An Indian number always gets an SMS. The code is stored in a transaction under
   * the mobile's lock (the sends per mobile per window; wrong codes carry over to the new code) and sent after commit.
   * The SMS fraud guard comes first: a refused destination or budget stores nothing and costs the caller nothing.
   */
  generate(p: OtpGeneratePayload, sessionId: string): Promise<OtpGenerateResponse> {
    return this.smsGuard.spend(p, () => this.storeAndSend(p, sessionId));
  }

  private async storeAndSend(p: OtpGeneratePayload, sessionId: string): Promise<OtpGenerateResponse> {
    const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
    const channel = p.email_otp && p.email ? 'email' : 'sms';
    const stored = await this.db.transaction(async (tx) => {
      if (p.listing_slug && !(await new EnquiriesRepository(tx).listingOpen(p.listing_slug)))
        throw new AppError(400, UNKNOWN_LISTING);
      const repo = new OtpRepository(tx);
      await repo.lockMobile(p.country, p.mobile);
      const window = await repo.sendWindow(
        sessionId,
        p.country,
        p.mobile,
        OTP_RULES.sendWindowMinutes,
        OTP_RULES.validMinutes,
        OTP_RULES.maxChecks,
      );
      // A code sent while the number is locked for this session would inherit the failures and be refused at
      // its first check: none is sent, and Retry-After says when one will work.
      if (window.failures >= OTP_RULES.maxChecks) throw new AppError(429, OTP_ERRORS.tooManyChecks, window.unlockAfter);
      if (window.sends >= OTP_RULES.maxSends) throw new AppError(429, OTP_ERRORS.tooManySends, window.retryAfter);
      return repo.insert({
        sessionId,
        country: p.country,
        mobile: p.mobile,
        email: channel === 'email' ? p.email! : null,
        listingSlug: p.listing_slug ?? null,
        channel,
        codeHash: this.hash(sessionId, code),
        failures: window.failures,
        validMinutes: OTP_RULES.validMinutes,
      });
    });
    const text = `${code} is your PharmaSetu verification code. It is valid for ${OTP_RULES.validMinutes} minutes. Do not share it with anyone.`;
    try {
      if (channel === 'email')
        await this.notifier.email({ to: p.email!, subject: 'Your PharmaSetu verification code', text });
      else await this.notifier.sms({ to: `+${p.isd_code}${p.mobile}`, text });
    } catch (error) {
      businessEvent(
        'otp send failed',
        { channel, country: p.isd_code, reason: String((error as Error)?.message ?? error).slice(0, 200) },
        'the OTP could not be sent',
        'warn',
      );
      await new OtpRepository(this.db).remove(stored);
      throw new AppError(503, OTP_ERRORS.sendFailed);
    }
    businessEvent('otp sent', { channel, country: p.isd_code }, `OTP sent by ${channel}`);
    return { status: 'sent', channel, expires_in: OTP_RULES.validMinutes * 60 };
  }

  /**
   * Checks the session's live code in a transaction: a wrong code's failure is committed with the error answer; a
   * right one is consumed, exactly once however many checks of it race, and what the session proved is applied
   * (buyer-trust.ts: its enquiries verified and queued). Those are then routed, each in a transaction of its own; one
   * that fails stays queued and the routing sweep retries it, so the buyer's answer stands.
   */
  async validate(otp: string, sessionId: string | undefined): Promise<OtpValidateResponse> {
    if (!sessionId) throw new AppError(400, OTP_ERRORS.none);
    const hash = this.hash(sessionId, otp);
    const answer = await this.db.transaction(async (tx): Promise<Checked> => {
      const repo = new OtpRepository(tx);
      const live = await repo.live(sessionId);
      if (!live) return { kind: 'none' };
      // A locked code stays locked until it expires (the failures carry over to codes sent before then): the
      // answer says when a new code may be asked for; once expired, it is an expired code like any other.
      if (live.expired) return { kind: 'expired' };
      const locked = { kind: 'locked', retryAfter: live.expires_in } as const;
      if (live.failed_attempts >= OTP_RULES.maxChecks) return locked;
      if (!safeEqual(live.code_hash, hash))
        return (await repo.recordFailure(live.id)) >= OTP_RULES.maxChecks ? locked : { kind: 'invalid' };
      if (!(await repo.consume(live.id))) return { kind: 'none' };
      const email = live.channel === 'email' ? live.email : null;
      const route = await verifySession(tx, { sessionId, country: live.country_code, mobile: live.mobile, email });
      return { kind: 'verified', mobile: live.mobile, country: live.country_code, route };
    });
    switch (answer.kind) {
      case 'none':
        throw new AppError(400, OTP_ERRORS.none);
      case 'locked':
        throw new AppError(429, OTP_ERRORS.tooManyChecks, answer.retryAfter);
      case 'expired':
        throw new AppError(400, OTP_ERRORS.expired);
      case 'invalid':
        throw new AppError(400, OTP_ERRORS.invalid);
    }
    businessEvent(
      'enquiry verified',
      { enquiries: answer.route, country: answer.country },
      `session verified: ${answer.route.length} enquir${answer.route.length === 1 ? 'y' : 'ies'} queued for routing`,
    );
    for (const enquiryId of answer.route) {
      try {
        await routeQueued(this.db, enquiryId, this.settings);
      } catch (error) {
        this.onRoutingError(error, enquiryId);
      }
    }
    return { status: 'verified', mobile: answer.mobile, country: answer.country };
  }
}

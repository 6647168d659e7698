import { ipKey } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { reserve } from './owner-limits';
import { memoryCounters, redisCounters, type SendCounters } from './send-counters';
import { SESSION_COOKIE, sessionId } from '../lib/session';

export const OTP_SEND_ERRORS = {
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  tooMany: 'Too many OTP requests. Please try again later.',
  tooManyNumbers: 'Too many different mobile numbers. Please try again later.',
} as const;

const HOUR = 60 * 60 * 1000;
interface Body {
  country?: string;
  mobile?: string;
}
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The counters every OTP route shares (app.ts): the per-IP send limits, so buyers' and sellers' codes (and
     * any other OTP route's) count against one quota per IP, and the wrong-code limits across codes.
     */
    otpCounters: SendCounters;
  }
}

/** The store every OTP route shares (decorated on the app as `otpCounters`). */
export const sharedOtpCounters = (config: AppConfig, redis?: Redis): SendCounters =>
  redis ? redisCounters(redis, `${config.redisNamespace}otp-shared-`) : memoryCounters();

/**
 * SMS pumping bounds for POST /enquiry/otp/generate (and the sellers' sign-in, whose per-number and per-session
 * counts are kept apart under `name`), as a preHandler (after validation: the number is the normalised one),
 * counted in memory, or in Redis with REDIS_URL (shared by the instances): the resend interval per number from one
 * address, and per session; codes and distinct numbers per session and per IP an hour. The per-IP counts are the app's
 * shared ones (`app.otpCounters`): every OTP route's codes count against the same quota per IP.
 * Each refusal is a 429 { error } with Retry-After. Counters are fixed windows; the checks stop at the first refusal.
 * Only codes actually sent count (owner-limits.ts): the request is reserved before the code is made (so parallel
 * requests see each other) and given back when it is answered with a refusal (here, by validation, by the service:
 * an unknown listing, the service's own 3-per-10-minutes limit, a failed send), so a refusal uses up neither the
 * interval nor the quotas, and a stranger's refused requests never hold the number's owner back.
 */
export function otpSendLimits(
  app: FastifyInstance,
  config: AppConfig,
  redis?: Redis,
  name = 'otp',
  /**
   * Whether the resend interval also holds per session. The sellers' sign-in leaves it out: it sends no code to a
   * number without an account and must not say so, so a mistyped number would otherwise hold the corrected one back
   * for the whole interval. Each number from one address still waits its interval, and the distinct numbers per session
   * stay bounded.
   */
  { sessionInterval = true }: { sessionInterval?: boolean } = {},
) {
  const limits = config.otpSendLimits;
  const counters = redis ? redisCounters(redis, `${config.redisNamespace}${name}-`) : memoryCounters();
  const shared = app.otpCounters;
  const interval = limits.resendSeconds * 1000;
  const resend = OTP_SEND_ERRORS.resend(limits.resendSeconds);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Body;
    const number = `${body.country ?? ''}:${body.mobile ?? ''}`;
    const session = visitorSession(request, reply, config);
    const ip = ipKey(request.ip);
    const mine = reserve(request, counters).untilAnswered();
    const ours = reserve(request, shared).untilAnswered();
    const limit = (key: string, max: number, windowMs: number, message: string) => ({ key, max, windowMs, message });
    // Intervals, then distinct numbers, then totals. A refusal (429) is an answer of 400 or more, so everything this
    // request reserved is given back (owner-limits.ts): a refused request uses up none of them.
    if (interval > 0) {
      // Per number from this address, not per number: a stranger's code for someone's number must not hold back
      // the owner's own request from the owner's address. A number's codes in all are the OTP service's to bound
      // (3 per 10 minutes, each one really sent).
      await mine.take([limit(`number-interval:${ip}:${number}`, 1, interval, resend)]);
      if (sessionInterval) await mine.take([limit(`session-interval:${session}`, 1, interval, resend)]);
    }
    // Distinct numbers: the first code to a number in the hour (from this session / IP) counts once more.
    if ((await mine.count(limit(`session-number:${session}:${number}`, 1, HOUR, ''))).count === 1)
      await mine.take([
        limit(
          `session-numbers:${session}`,
          limits.distinctNumbersPerSessionPerHour,
          HOUR,
          OTP_SEND_ERRORS.tooManyNumbers,
        ),
      ]);
    if ((await ours.count(limit(`ip-number:${ip}:${number}`, 1, HOUR, ''))).count === 1)
      await ours.take([
        limit(`ip-numbers:${ip}`, limits.distinctNumbersPerIpPerHour, HOUR, OTP_SEND_ERRORS.tooManyNumbers),
      ]);
    await mine.take([limit(`session-hour:${session}`, limits.perSessionPerHour, HOUR, OTP_SEND_ERRORS.tooMany)]);
    await ours.take([limit(`ip-hour:${ip}`, limits.perIpPerHour, HOUR, OTP_SEND_ERRORS.tooMany)]);
  };
}

/**
 * The visitor's session, created here when there is none yet and handed on to the route handler (which reads
 * the cookie), so the first code already counts against the session it creates.
 */
function visitorSession(request: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const existing = sessionId(request, reply, config);
  if (existing) return existing;
  const created = sessionId(request, reply, config, true);
  request.cookies[SESSION_COOKIE] = reply.signCookie(created);
  return created;
}

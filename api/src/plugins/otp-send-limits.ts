import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { ipKey } from '../lib/ip-key';
import { SESSION_COOKIE, sessionId } from './session';

export const OTP_SEND_ERRORS = {
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  tooMany: 'Too many OTP requests. Please try again later.',
  tooManyNumbers: 'Too many different mobile numbers. Please try again later.',
} as const;

const HOUR = 60 * 60 * 1000;
type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Keyed = (request: FastifyRequest) => string;
interface Body { country?: string; mobile?: string }

/** A 429 with Retry-After (whole seconds, at least 1). */
class TooManySends extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, message);
  }
}

/**
 * SMS pumping bounds for POST /enquiry/otp/generate, as a preHandler (after validation: the number is the
 * normalised one), counted in the rate-limit store (memory, or Redis with REDIS_URL):
 * the resend interval per number and per session; codes and distinct numbers per session and per IP an hour.
 * Each refusal is a 429 { error } with Retry-After. Counters are fixed windows; the checks stop at the first refusal.
 */
export function otpSendLimits(app: FastifyInstance, config: AppConfig) {
  const limits = config.otpSendLimits;
  const number = (request: FastifyRequest) => {
    const body = request.body as Body;
    return `${body.country ?? ''}:${body.mobile ?? ''}`;
  };
  const session = (request: FastifyRequest) => (request as FastifyRequest & { otpSession: string }).otpSession;
  const ip = (request: FastifyRequest) => ipKey(request.ip);
  const limiter = (name: string, max: number, timeWindow: number, key: Keyed): Limiter =>
    app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `otp-${name}:${key(request)}` });

  const interval = limits.resendSeconds * 1000;
  const intervals: [Limiter, string][] = interval > 0 ? [
    [limiter('number-interval', 1, interval, number), OTP_SEND_ERRORS.resend(limits.resendSeconds)],
    [limiter('session-interval', 1, interval, session), OTP_SEND_ERRORS.resend(limits.resendSeconds)],
  ] : [];
  const totals: [Limiter, string][] = [
    [limiter('session-hour', limits.perSessionPerHour, HOUR, session), OTP_SEND_ERRORS.tooMany],
    [limiter('ip-hour', limits.perIpPerHour, HOUR, ip), OTP_SEND_ERRORS.tooMany],
  ];
  // Distinct numbers: the first code to a number in the hour (from this session / IP) counts once more.
  const distinct: [Limiter, Limiter][] = [
    [limiter('session-number', 1, HOUR, (r) => `${session(r)}:${number(r)}`), limiter('session-numbers', limits.distinctNumbersPerSessionPerHour, HOUR, session)],
    [limiter('ip-number', 1, HOUR, (r) => `${ip(r)}:${number(r)}`), limiter('ip-numbers', limits.distinctNumbersPerIpPerHour, HOUR, ip)],
  ];
  const refuse = (result: Awaited<ReturnType<Limiter>>, message: string) => {
    if (!result.isAllowed && result.isExceeded) throw new TooManySends(message, Math.max(1, result.ttlInSeconds));
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    (request as FastifyRequest & { otpSession: string }).otpSession = visitorSession(request, reply, config);
    try {
      // Intervals, then distinct numbers, then totals: a refused request does not use up the later quotas.
      for (const [limit, message] of intervals) refuse(await limit(request), message);
      for (const [pair, numbers] of distinct) {
        const first = await pair(request);
        if (!first.isAllowed && !first.isExceeded) refuse(await numbers(request), OTP_SEND_ERRORS.tooManyNumbers);
      }
      for (const [limit, message] of totals) refuse(await limit(request), message);
    } catch (error) {
      if (error instanceof TooManySends) reply.header('retry-after', String(error.retryAfter));
      throw error;
    }
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

import { ipKey } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { memoryCounters, redisCounters, type SendCounters } from './send-counters';
import { SESSION_COOKIE, sessionId } from '../lib/session';

export const OTP_SEND_ERRORS = {
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  tooMany: 'Too many OTP requests. Please try again later.',
  tooManyNumbers: 'Too many different mobile numbers. Please try again later.',
} as const;

const HOUR = 60 * 60 * 1000;
type Keyed = (request: FastifyRequest) => string;
interface Body {
  country?: string;
  mobile?: string;
}
interface Limit {
  name: string;
  max: number;
  windowMs: number;
  key: Keyed;
  store: SendCounters;
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

const TAKEN = Symbol('otp-send-limits.taken');
type Taking = FastifyRequest & {
  otpSession: string;
  [TAKEN]?: { owner: SendCounters; counters: [SendCounters, string][] };
};

/** A 429 with Retry-After (whole seconds, at least 1). */
class TooManySends extends AppError {
  constructor(message: string, retryAfter: number) {
    super(429, message, retryAfter);
  }
}

/**
 * SMS pumping bounds for POST /enquiry/otp/generate (and the sellers' sign-in, whose per-number and per-session
 * counts are kept apart under `name`), as a preHandler (after validation: the number is the normalised one),
 * counted in memory, or in Redis with REDIS_URL (shared by the instances): the resend interval per number and
 * per session; codes and distinct numbers per session and per IP an hour. The per-IP counts are the app's
 * shared ones (`app.otpCounters`): every OTP route's codes count against the same quota per IP.
 * Each refusal is a 429 { error } with Retry-After. Counters are fixed windows; the checks stop at the first refusal.
 * Only codes actually sent count: a request is counted before the code is made (so parallel requests see each
 * other), and given back when it is refused (here or by the service: an unknown listing, the service's own
 * 3-per-10-minutes limit, a failed send), so a refusal uses up neither the interval nor the quotas.
 */
export function otpSendLimits(
  app: FastifyInstance,
  config: AppConfig,
  redis?: Redis,
  name = 'otp',
  /**
   * Whether the resend interval also holds per session. The sellers' sign-in leaves it out: it sends no code to a
   * number without an account and must not say so, so a mistyped number would otherwise hold the corrected one back
   * for the whole interval. Each number still waits its interval, and the distinct numbers per session stay bounded.
   */
  { sessionInterval = true }: { sessionInterval?: boolean } = {},
) {
  const limits = config.otpSendLimits;
  const counters = redis ? redisCounters(redis, `${config.redisNamespace}${name}-`) : memoryCounters();
  const shared = app.otpCounters;
  const number = (request: FastifyRequest) => {
    const body = request.body as Body;
    return `${body.country ?? ''}:${body.mobile ?? ''}`;
  };
  const session = (request: FastifyRequest) => (request as Taking).otpSession;
  const ip = (request: FastifyRequest) => ipKey(request.ip);
  const limit = (name: string, max: number, windowMs: number, key: Keyed, store = counters): Limit => ({
    name,
    max,
    windowMs,
    key,
    store,
  });

  const interval = limits.resendSeconds * 1000;
  const intervals: [Limit, string][] =
    interval > 0
      ? [
          [limit('number-interval', 1, interval, number), OTP_SEND_ERRORS.resend(limits.resendSeconds)],
          ...(sessionInterval
            ? [
                [limit('session-interval', 1, interval, session), OTP_SEND_ERRORS.resend(limits.resendSeconds)] as [
                  Limit,
                  string,
                ],
              ]
            : []),
        ]
      : [];
  const totals: [Limit, string][] = [
    [limit('session-hour', limits.perSessionPerHour, HOUR, session), OTP_SEND_ERRORS.tooMany],
    [limit('ip-hour', limits.perIpPerHour, HOUR, ip, shared), OTP_SEND_ERRORS.tooMany],
  ];
  // Distinct numbers: the first code to a number in the hour (from this session / IP) counts once more.
  const distinct: [Limit, Limit][] = [
    [
      limit('session-number', 1, HOUR, (r) => `${session(r)}:${number(r)}`),
      limit('session-numbers', limits.distinctNumbersPerSessionPerHour, HOUR, session),
    ],
    [
      limit('ip-number', 1, HOUR, (r) => `${ip(r)}:${number(r)}`, shared),
      limit('ip-numbers', limits.distinctNumbersPerIpPerHour, HOUR, ip, shared),
    ],
  ];

  /** Counts the request in one window (remembered, to give back); Redis being down counts nothing (fails open). */
  const take = async (request: Taking, { name, max, windowMs, key, store }: Limit) => {
    const counter = `${name}:${key(request)}`;
    let counted: Awaited<ReturnType<SendCounters['take']>>;
    try {
      counted = await store.take(counter, windowMs);
    } catch (error) {
      request.log.warn({ err: error }, 'OTP send limits: counter store failed, not counted');
      return { count: 0, over: false, retryAfter: 0 };
    }
    (request[TAKEN] ??= { owner: counters, counters: [] }).counters.push([store, counter]);
    return {
      count: counted.count,
      over: counted.count > max,
      retryAfter: Math.max(1, Math.ceil(counted.ttlMs / 1000)),
    };
  };
  const giveBack = async (request: Taking) => {
    const taken = request[TAKEN];
    request[TAKEN] = undefined;
    for (const [store, counter] of taken?.counters ?? []) await store.giveBack(counter).catch(() => undefined);
  };

  // A request that did not end with a code sent (refused here, by validation after us, by the service, or failing) is given back.
  app.addHook('onResponse', async (request, reply) => {
    // Each set of limits gives back only what it counted (the buyers' and the sellers' are counted apart).
    if ((request as Taking)[TAKEN]?.owner === counters && reply.statusCode >= 400) await giveBack(request as Taking);
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const taking = request as Taking;
    taking.otpSession = visitorSession(request, reply, config);
    const refuse = async (found: { over: boolean; retryAfter: number }, message: string) => {
      if (found.over) throw new TooManySends(message, found.retryAfter);
    };
    // Intervals, then distinct numbers, then totals: a refused request does not use up the later quotas (nor the earlier ones: given back).
    for (const [limit, message] of intervals) await refuse(await take(taking, limit), message);
    for (const [pair, numbers] of distinct) {
      const first = await take(taking, pair);
      if (first.count === 1) await refuse(await take(taking, numbers), OTP_SEND_ERRORS.tooManyNumbers);
    }
    for (const [limit, message] of totals) await refuse(await take(taking, limit), message);
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

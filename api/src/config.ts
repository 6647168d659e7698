import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { API_PORT, OTP_RESEND_SECONDS } from '@pharmasetu/shared-contracts';
import { searchWriteTarget, type SearchWriteTarget } from './search/company-index';
import { smsBudgetsFromEnv, type SmsBudgets } from './sms/budgets';

interface RateLimits {
  /** Requests per IP per minute, every route. */
  perIpPerMinute: number;
  /** Enquiry and call-back posts per mobile per hour. */
  perMobilePerHour: number;
  /** Join Free registrations per IP per hour (each also needs a mobile its session proved by OTP); default 5. */
  registrationsPerIpPerHour?: number;
  /** Changes to one company's listing an hour (profile saves and product adds, edits, removals); default 120. */
  listingEditsPerHour?: number;
}

/** SMS pumping bounds on POST /enquiry/otp/generate (see SECURITY.md). */
export interface OtpSendLimits {
  /** The card's resend countdown, enforced per number and per session. */
  resendSeconds: number;
  perSessionPerHour: number;
  distinctNumbersPerSessionPerHour: number;
  perIpPerHour: number;
  distinctNumbersPerIpPerHour: number;
}

export const DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR = 5;
export const DEFAULT_LISTING_EDITS_PER_HOUR = 120;

export const DEFAULT_OTP_SEND_LIMITS: OtpSendLimits = {
  resendSeconds: OTP_RESEND_SECONDS,
  perSessionPerHour: 5,
  distinctNumbersPerSessionPerHour: 3,
  perIpPerHour: 20,
  distinctNumbersPerIpPerHour: 10,
};

/** Wrong OTPs from one address across codes and sessions before a lock, and how long it lasts (plugins/otp-guess-limits.ts). */
export interface OtpGuessLimits {
  /** Wrong codes from one IP (any number) within the window: the one reaching it locks the IP. */
  perIp: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const DEFAULT_OTP_GUESS_LIMITS: OtpGuessLimits = {
  perIp: 20,
  windowSeconds: 60 * 60,
  lockSeconds: 600,
};

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  siteOrigins: string[];
  /** Signs the session cookie and the CSRF token, and keys the OTP hashes. */
  secret: string;
  cookieSecure: boolean;
  cookieDomain?: string;
  redisUrl?: string;
  /** Prefix of the rate-limit keys in Redis. */
  redisNamespace: string;
  rateLimits: RateLimits;
  otpSendLimits: OtpSendLimits;
  otpGuessLimits: OtpGuessLimits;
  /** Codes sent by SMS an hour, per destination country and in all (sms/budgets.ts: SMS_BUDGET_* settings). */
  smsBudgets: SmsBudgets;
  /** The /dev/outbox and /dev/enquiries routes (loopback only): on with DEV_OUTBOX=1 (`npm start` sets it), never in production. */
  devOutbox: boolean;
  mailFrom: string;
  smsWebhookUrl?: string;
  /**
   * Shared with the site servers (SITE_SERVER_TOKEN): their server-side renders carry it and are not counted
   * against the per-IP limit, which would otherwise count every visitor's page as one client's.
   */
  siteServerToken?: string;
  /**
   * The operators' token (OPERATOR_TOKEN, at least 16 characters): `Authorization: Bearer <token>` opens the delivery
   * ledger's view (/ops/delivery-ledger). Unset, that view does not exist.
   */
  operatorToken?: string;
  /**
   * Where a company that becomes listed (or unlisted) is written in the search index, as `npm run index` writes
   * (SEARCH_HOST, or SEARCH_APP_ID with SEARCH_ADMIN_KEY). Unset, the index changes only when the indexer runs.
   */
  search?: SearchWriteTarget;
}

const LOCAL_ORIGINS = [3000, 3100, 3200, 3004, 3400].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

export const REPO_ROOT = join(__dirname, '..', '..');

/** The app's settings, read once by buildApp from the env it is given (server.ts gives the process's). */
export function configFromEnv(env: NodeJS.ProcessEnv): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  if (mode === 'production' && !env.APP_SECRET)
    throw new Error('APP_SECRET must be set in production (signs cookies and OTP hashes)');
  // Without it any made-up page id counts as a page load, and a few forged failure beacons could end a healthy canary.
  if (mode === 'production' && !env.RELEASE_BEACON_SECRET)
    throw new Error(
      'RELEASE_BEACON_SECRET must be set in production (the same value on the site servers: only beacons of real page loads count)',
    );
  return {
    env: mode,
    siteOrigins: (env.SITE_ORIGINS ? env.SITE_ORIGINS.split(',') : LOCAL_ORIGINS)
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    secret: env.APP_SECRET || randomBytes(32).toString('hex'),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : mode === 'production',
    cookieDomain: env.COOKIE_DOMAIN || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisNamespace: env.REDIS_NAMESPACE || 'pharmasetu-rl-',
    rateLimits: {
      perIpPerMinute: Number(env.RATE_LIMIT_PER_IP_PER_MINUTE) || 300,
      perMobilePerHour: Number(env.RATE_LIMIT_PER_MOBILE_PER_HOUR) || 20,
      registrationsPerIpPerHour: Number(env.REGISTRATIONS_PER_IP_PER_HOUR) || DEFAULT_REGISTRATIONS_PER_IP_PER_HOUR,
      listingEditsPerHour: Number(env.LISTING_EDITS_PER_HOUR) || DEFAULT_LISTING_EDITS_PER_HOUR,
    },
    otpSendLimits: {
      ...DEFAULT_OTP_SEND_LIMITS,
      // Per IP: raise them where many visitors share one address (an office NAT, or the e2e suite on loopback).
      perIpPerHour: Number(env.OTP_LIMIT_PER_IP_PER_HOUR) || DEFAULT_OTP_SEND_LIMITS.perIpPerHour,
      distinctNumbersPerIpPerHour:
        Number(env.OTP_NUMBERS_PER_IP_PER_HOUR) || DEFAULT_OTP_SEND_LIMITS.distinctNumbersPerIpPerHour,
    },
    otpGuessLimits: {
      ...DEFAULT_OTP_GUESS_LIMITS,
      perIp: Number(env.OTP_GUESSES_PER_IP_PER_HOUR) || DEFAULT_OTP_GUESS_LIMITS.perIp,
    },
    smsBudgets: smsBudgetsFromEnv(env),
    devOutbox: mode !== 'production' && env.DEV_OUTBOX === '1',
    mailFrom: env.MAIL_FROM || 'PharmaSetu <no-reply@pharmasetu.in>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    siteServerToken: env.SITE_SERVER_TOKEN && env.SITE_SERVER_TOKEN.length >= 16 ? env.SITE_SERVER_TOKEN : undefined,
    operatorToken: env.OPERATOR_TOKEN && env.OPERATOR_TOKEN.length >= 16 ? env.OPERATOR_TOKEN : undefined,
    search: searchWriteTarget(env, false),
  };
}

export const listenOptions = (env: NodeJS.ProcessEnv = process.env) => ({
  port: Number(env.API_PORT) || API_PORT,
  host: env.API_HOST || '127.0.0.1',
});

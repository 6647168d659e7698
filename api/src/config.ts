import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { API_PORT } from '@pharmasetu/shared-contracts';

export interface RateLimits {
  /** Requests per IP per minute, every route. */
  perIpPerMinute: number;
  /** Enquiry / quick-enquiry posts per mobile per hour. */
  perMobilePerHour: number;
}

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
  /** The /dev/outbox route; never in production. */
  devOutbox: boolean;
  mailFrom: string;
  smsWebhookUrl?: string;
}

const LOCAL_ORIGINS = [3000, 3100, 3200].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

export const REPO_ROOT = join(__dirname, '..', '..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  if (mode === 'production' && !env.APP_SECRET) throw new Error('APP_SECRET must be set in production (signs cookies and OTP hashes)');
  return {
    env: mode,
    siteOrigins: (env.SITE_ORIGINS ? env.SITE_ORIGINS.split(',') : LOCAL_ORIGINS).map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean),
    secret: env.APP_SECRET || randomBytes(32).toString('hex'),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : mode === 'production',
    cookieDomain: env.COOKIE_DOMAIN || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisNamespace: env.REDIS_NAMESPACE || 'pharmasetu-rl-',
    rateLimits: {
      perIpPerMinute: Number(env.RATE_LIMIT_PER_IP_PER_MINUTE) || 300,
      perMobilePerHour: Number(env.RATE_LIMIT_PER_MOBILE_PER_HOUR) || 20,
    },
    devOutbox: mode !== 'production',
    mailFrom: env.MAIL_FROM || 'PharmaSetu <no-reply@pharmasetu.in>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
  };
}

export const listenOptions = (env: NodeJS.ProcessEnv = process.env) => ({
  port: Number(env.API_PORT) || API_PORT,
  host: env.API_HOST || '127.0.0.1',
});

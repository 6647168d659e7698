import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { hmac } from '../lib/hash';

/** While signing in: binds the OTP to this browser (10 minutes). */
export const SELLER_OTP_COOKIE = 'seller_otp';
/** A signed-in seller (7 days); the database keeps only its HMAC. */
export const SELLER_SESSION_COOKIE = 'seller_session';
export const SELLER_SESSION_DAYS = 7;

const ID = /^[A-Za-z0-9_-]{32,64}$/;

export function readSignedId(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && ID.test(unsigned.value) ? unsigned.value : undefined;
}

/** Sets a fresh random id in an httpOnly, signed cookie and answers it. */
export function setSignedId(reply: FastifyReply, config: AppConfig, name: string, maxAgeSeconds: number): string {
  const id = randomBytes(24).toString('base64url');
  reply.setCookie(name, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    domain: config.cookieDomain,
    path: '/',
    maxAge: maxAgeSeconds,
  });
  return id;
}

export function clearCookie(reply: FastifyReply, config: AppConfig, name: string): void {
  reply.clearCookie(name, { path: '/', domain: config.cookieDomain });
}

export const sessionHash = (config: AppConfig, id: string) => hmac(config.secret, `seller-session:${id}`);
/** The OTP service's session key for a seller's sign-in (never equal to a buyer's session id). */
export const otpSessionKey = (id: string) => `seller:${id}`;

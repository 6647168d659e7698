import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The one way the api keeps an id in a cookie: a random id, signed by @fastify/cookie with the app's secret (HMAC,
 * checked in constant time), httpOnly, SameSite=Lax, Secure and Domain from the config. The buyer's session and the
 * seller's sign-in and session all use it, so a change to the flags or the id's shape reaches every one of them.
 */

/** The shape of every id this module writes (24 random bytes, base64url); anything else is not ours. */
const ID = /^[A-Za-z0-9_-]{32,64}$/;

/** The id in the signed cookie `name`, or undefined when it is missing, forged or not an id this module wrote. */
export function readSignedId(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && ID.test(unsigned.value) ? unsigned.value : undefined;
}

/** Sets a fresh random id in the signed cookie `name` for `maxAgeSeconds` and answers it. */
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

/** Removes the cookie `name` (same path and domain as setSignedId wrote it with). */
export function clearSignedId(reply: FastifyReply, config: AppConfig, name: string): void {
  reply.clearCookie(name, { path: '/', domain: config.cookieDomain });
}

import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE } from '@pharmasetu/shared-contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { hmac, safeEqual } from './hash';

/**
 * A CSRF token is a random nonce and its HMAC over the visitor's session id (empty before there is a
 * session): a token made for one session is refused in another, and a forged one anywhere.
 */
const sign = (secret: string, nonce: string, session: string | undefined) =>
  `${nonce}.${hmac(secret, `csrf:${session ?? ''}:${nonce}`)}`;

export const newCsrfToken = (secret: string, session: string | undefined) =>
  sign(secret, randomBytes(18).toString('base64url'), session);

export function isGenuineCsrfToken(
  secret: string,
  token: string | undefined,
  session: string | undefined,
): token is string {
  const [nonce, mac, extra] = (token ?? '').split('.');
  return Boolean(nonce && mac && extra === undefined && safeEqual(sign(secret, nonce, session), token!));
}

/** Sets the JS-readable cookie the browser client echoes in X-XSRF-TOKEN. */
export function setCsrfCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(CSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: config.cookieSecure,
    domain: config.cookieDomain,
    path: '/',
  });
}

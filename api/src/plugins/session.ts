import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { newCsrfToken, setCsrfCookie } from './csrf-token';

export const SESSION_COOKIE = 'sid';

/** The visitor's session id from the signed, HttpOnly `sid` cookie; created (and set) when `create` is true. */
export function sessionId(request: FastifyRequest, reply: FastifyReply, config: AppConfig, create: true): string;
export function sessionId(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  create?: false,
): string | undefined;
export function sessionId(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  create = false,
): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value && /^[A-Za-z0-9_-]{32,64}$/.test(unsigned.value)) return unsigned.value;
  }
  if (!create) return undefined;
  const id = randomBytes(24).toString('base64url');
  reply.setCookie(SESSION_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    domain: config.cookieDomain,
    path: '/',
    maxAge: 60 * 60 * 24,
  });
  // The CSRF token is bound to the session: the new session comes with its own token, the request's from now on.
  const token = newCsrfToken(config.secret, id);
  setCsrfCookie(reply, config, token);
  request.csrfToken = token;
  return id;
}

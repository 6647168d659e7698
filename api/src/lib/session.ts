import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { readSignedId, setSignedId } from './signed-cookie';
import { newCsrfToken, setCsrfCookie } from './csrf-token';

export const SESSION_COOKIE = 'sid';
/** How long a buyer's session cookie lives. */
const SESSION_SECONDS = 60 * 60 * 24;

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
  const existing = readSignedId(request, SESSION_COOKIE);
  if (existing || !create) return existing;
  const id = setSignedId(reply, config, SESSION_COOKIE, SESSION_SECONDS);
  // The CSRF token is bound to the session: the new session comes with its own token, the request's from now on.
  const token = newCsrfToken(config.secret, id);
  setCsrfCookie(reply, config, token);
  request.csrfToken = token;
  return id;
}

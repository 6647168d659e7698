import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { safeEqual } from '../lib/hash';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH } from '@pharmasetu/shared-contracts';
import { isGenuineCsrfToken, newCsrfToken, setCsrfCookie } from '../lib/csrf-token';
import { sessionId } from '../lib/session';

/** Node gives header names in lower case. */
const CSRF_HEADER_KEY = CSRF_HEADER.toLowerCase();
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    csrfToken: string;
  }
}

/**
 * Double-submit CSRF: a signed random token, bound to the visitor's session, in the JS-readable `XSRF-TOKEN`
 * cookie (set on any response when missing, forged or made for another session; set anew when a session is
 * created), which every POST must echo in `X-XSRF-TOKEN`. GET /csrf also returns it in the body, never cached.
 * GET /csrf, which the sites' api client calls before its first POST, makes the visitor's session when it has none:
 * every post then carries it, and a post retried after a lost answer is still in the session (and the scope) of
 * its Idempotency-Key.
 */
export const csrfPlugin = fastifyPlugin(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    app.decorateRequest('csrfToken', '');
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const cookie = request.cookies[CSRF_COOKIE];
      const session = sessionId(request, reply, config);
      const genuine = isGenuineCsrfToken(config.secret, cookie, session);
      if (genuine) {
        request.csrfToken = cookie;
      } else {
        request.csrfToken = newCsrfToken(config.secret, session);
        setCsrfCookie(reply, config, request.csrfToken);
      }
      if (!UNSAFE.has(request.method) || request.routeOptions.config?.csrf === false) return;
      const header = request.headers[CSRF_HEADER_KEY];
      if (!genuine || typeof header !== 'string' || !safeEqual(header, cookie)) {
        throw new AppError(403, 'Invalid CSRF token');
      }
    });

    app.get(CSRF_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      sessionId(request, reply, config, true);
      return { token: request.csrfToken };
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);

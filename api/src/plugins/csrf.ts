import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { hmac, safeEqual } from '../lib/hash';
import { global } from './global';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    csrfToken: string;
  }
}

/**
 * Double-submit CSRF: a signed random token in the JS-readable `XSRF-TOKEN` cookie (set on any response
 * when missing or forged), which every POST must echo in `X-XSRF-TOKEN`. GET /csrf also returns it in the body.
 */
export const csrfPlugin = global(async (app: FastifyInstance, { config }: { config: AppConfig }) => {
  const sign = (nonce: string) => `${nonce}.${hmac(config.secret, `csrf:${nonce}`)}`;
  const isGenuine = (token: string | undefined): token is string => {
    const [nonce, mac] = (token ?? '').split('.');
    return Boolean(nonce && mac && safeEqual(sign(nonce), token!));
  };

  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (isGenuine(cookie)) {
      request.csrfToken = cookie;
    } else {
      request.csrfToken = sign(randomBytes(18).toString('base64url'));
      reply.setCookie(CSRF_COOKIE, request.csrfToken, {
        httpOnly: false,
        sameSite: 'lax',
        secure: config.cookieSecure,
        domain: config.cookieDomain,
        path: '/',
      });
    }
    if (!UNSAFE.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!isGenuine(cookie) || typeof header !== 'string' || !safeEqual(header, cookie)) {
      throw new AppError(403, 'Invalid CSRF token');
    }
  });

  app.get('/csrf', async (request) => ({ token: request.csrfToken }));
});

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { CSRF_HEADER } from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER } from '../lib/idempotency-key';
import { RATE_LIMIT_ERROR } from '../lib/messages';
import { safeEqual } from '../lib/hash';
import type { AppConfig } from '../config';
import { replayRateLimit } from './replay-rate-limit';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';

const NO_STORE = /^\/(?:enquiry\/|seller\/|csrf\b|dev\/|api\/(?:post-quick-enquiry|registration)\b)/;

/** Security headers, CORS for the configured site origins (with credentials), and the per-IP rate limit. */
export const securityPlugin = fastifyPlugin(
  async (app: FastifyInstance, { config, redis }: { config: AppConfig; redis?: unknown }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      crossOriginResourcePolicy: { policy: 'same-site' },
      // HSTS from production only, a year (security-headers.ts); the router's refusals carry the same set (errors.ts).
      strictTransportSecurity: config.env === 'production' ? STRICT_TRANSPORT_SECURITY : false,
    });
    await app.register(cors, {
      origin: config.siteOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Accept', CSRF_HEADER, IDEMPOTENCY_KEY_HEADER],
      // A refusal's wait (every 429 carries it) is what the card counts down to before offering the action again.
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
    // Personal answers (enquiries, OTPs, leads, sellers' sign-in and dashboard, registrations, the outbox, the CSRF token) are never stored by a cache.
    app.addHook('onSend', async (request, reply) => {
      if (NO_STORE.test(request.url)) reply.header('cache-control', 'no-store');
    });
    // A replay of an idempotent post (same key and body, answer stored) is not counted: see replay-rate-limit.ts.
    const replays = replayRateLimit(app);
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimits.perIpPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => isSiteServer(request, config.siteServerToken) || replays.defer(request),
      ...(redis ? { redis: redis as never, nameSpace: config.redisNamespace, skipOnError: true } : {}),
      errorResponseBuilder: () => ({ statusCode: 429, error: RATE_LIMIT_ERROR }),
    });
  },
  { name: 'security' },
);

/** The header a site server's render sends its token in (SITE_SERVER_TOKEN). */
const SITE_SERVER_TOKEN_HEADER = 'x-site-server-token';

/** A request from one of our site servers (a server-side render), known by the shared token. */
function isSiteServer(request: FastifyRequest, token: string | undefined): boolean {
  const sent = request.headers[SITE_SERVER_TOKEN_HEADER];
  return Boolean(token) && typeof sent === 'string' && safeEqual(sent, token!);
}

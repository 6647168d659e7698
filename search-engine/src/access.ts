import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EngineConfig } from './engine-config';

type Acl = 'search' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs from the API key; routes without it are public (health). */
    acl?: Acl;
  }
}

const ALLOWED_HEADERS = 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The key and app id from the headers (Node client) or the query string (browser client). */
function credentials(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, string | string[] | undefined>;
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  // Query parameter names in any case: search-insights sends X-Algolia-Application-Id and X-Algolia-API-Key.
  const param = (name: string) => {
    const found = Object.keys(query).find((k) => k.toLowerCase() === name);
    const value = found === undefined ? undefined : query[found];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    appId: header('x-algolia-application-id') ?? param('x-algolia-application-id') ?? '',
    key: header('x-algolia-api-key') ?? param('x-algolia-api-key') ?? '',
  };
}

const deny = (reply: FastifyReply, message: string) => reply.code(403).send({ message, status: 403 });

/** CORS for the site origins, and Algolia's key rules: a search-only key cannot write (403). */
export function installAccess(app: FastifyInstance, config: EngineConfig) {
  const origins = new Set(config.origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && origins.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'origin');
    }
  });

  app.options('/*', async (request, reply) => {
    reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', '86400');
    return reply.code(204).send();
  });

  // On request, before any body is read: a caller without the key never gets a body parsed.
  app.addHook('onRequest', async (request, reply) => {
    const acl = request.routeOptions.config.acl;
    if (!acl) return;
    const { appId, key } = credentials(request);
    const admin = same(key, config.adminKey);
    if (!same(appId, config.appId) || (!admin && !same(key, config.searchKey))) {
      return deny(reply, 'Invalid Application-ID or API key');
    }
    if (acl === 'write' && !admin) return deny(reply, 'Method not allowed with this API key');
  });
}

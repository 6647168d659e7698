import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createLog, installRequestLog, oneLinePerRequest, requestIdOf } from '@pharmasetu/api/server-kit';
import { listenApp, type Running } from './listen';
import { staticAssets } from './static-assets';
import { installSecurityHeaders, plainErrorHandler, securedServerOptions, securityHeaders } from './security-headers';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * A remote's origin: serves its release store folder (`<version>/...`) to any site, with CORS (the
 * runtime fetches mf-manifest.json), each file's precompressed copy and cache headers by file kind. Every
 * answer carries CORS and the security headers (HSTS too in production); refusals name no path.
 */
export async function startRemoteServer(options: {
  name: string;
  root: string;
  port: number;
  host?: string;
  /** Production: every answer carries Strict-Transport-Security too. */
  production?: boolean;
}): Promise<Running> {
  const headers = securityHeaders({ production: options.production, own: CORS });
  const app = Fastify({
    loggerInstance: createLog(`${options.name} origin`) as FastifyBaseLogger,
    logController: oneLinePerRequest(),
    genReqId: requestIdOf,
    forceCloseConnections: true,
    ...securedServerOptions(headers),
  });
  installSecurityHeaders(app, headers);
  app.setErrorHandler(plainErrorHandler);
  // Files answered at debug (each page load fetches several); what is missing or refused at warn.
  installRequestLog(app, { quiet: () => true });
  app.get('/health', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok', remote: options.name }),
  );
  await app.register(staticAssets, { root: options.root, headers: CORS });
  app.options('/*', async (_request, reply) => reply.code(204).send());
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (_request, reply) =>
      reply.code(405).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Method Not Allowed'),
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found'),
  );
  return listenApp(app, options.port, options.host ?? '127.0.0.1', options.name);
}

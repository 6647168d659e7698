import path from 'node:path';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { cacheControlFor } from './static-files';

interface StaticAssetsOptions {
  /** The folder served (a remote's release store, the shell's build). */
  root: string;
  /** Headers on every file answered, e.g. CORS on a remote's origin. */
  headers?: Record<string, string>;
  /**
   * true (default): GET and HEAD of any path under the root answer its file, read at request time (a
   * version published while the server runs is served at once); a missing one goes to the app's
   * not-found handler. false: no routes; the app answers files itself with `reply.sendFile(name)`
   * (e.g. a site server whose page routes take every other path).
   */
  serve?: boolean;
  /** Paths never answered as files (they go to the not-found handler), e.g. a site's page template. */
  allowedPath?: (pathname: string) => boolean;
}

/** Source maps are never served (production builds keep them beside the build: tooling/webpack-app.js). */
const isSourceMap = (pathname: string) => /\.map(\.(br|gz))?$/i.test(pathname);

/** The encodings a build ships precompressed (tooling/webpack-app.js), best first. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Compressing on the fly: answers from 1 KB up, brotli at a level that stays fast per request. */
const ON_THE_FLY = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * Static files as every origin of the project serves them: the build's brotli or gzip copy when the
 * browser takes it (made once at build time), on-the-fly compression for the rest, a year-long immutable
 * cache for content-hashed files and `no-cache` for everything else (manifests, remoteEntry.js), no
 * directory listings, no dot files, no source maps, nothing outside the root. The security headers are
 * the app's own (security-headers.ts), on every answer.
 *
 * Registered without encapsulation (fastify-plugin): the app's own routes get the compression and
 * `reply.sendFile` too.
 */
const staticAssetsPlugin: FastifyPluginAsync<StaticAssetsOptions> = async (app, options) => {
  const extra = options.headers ?? {};
  await app.register(fastifyCompress, ON_THE_FLY);
  await app.register(fastifyStatic, {
    ...(options.serve === false
      ? { serve: false, root: path.resolve(options.root) }
      : { serve: true, root: path.resolve(options.root) }),
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    allowedPath: (pathname: string) => !isSourceMap(pathname) && (options.allowedPath?.(pathname) ?? true),
    preCompressed: true,
    // Cache-Control is set below, by file kind.
    cacheControl: false,
    setHeaders: (res, file) => {
      for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
      // `file` is the .br/.gz copy when one is sent: its kind is the original's.
      res.setHeader('Cache-Control', cacheControlFor(file.replace(PRECOMPRESSED, '')));
      // Lower case: @fastify/compress adds its own entry unless this exact text is there.
      res.setHeader('Vary', 'accept-encoding');
    },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Scripts as text/javascript (RFC 9239), as before.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/javascript'))
      reply.header('content-type', 'text/javascript; charset=utf-8');
    return payload;
  });
};

export const staticAssets = fastifyPlugin(staticAssetsPlugin, { fastify: '5.x', name: 'pharmasetu-static-assets' });

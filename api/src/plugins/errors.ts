import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../db/busy';
import { AppError, databaseErrorMessage } from '../lib/errors';
import { reportServerError } from '../telemetry';
import { refusalHeaders } from './security-headers';

/** Client errors Fastify raises itself, answered with a plain message (never the internals). */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_TYPE: 'Content-Type must be application/json',
};

/** Retry-After of a 429 that names no better time. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Longer URLs are refused with 414 (Node itself answers 431 past its 16 KB header limit). */
export const MAX_URL_LENGTH = 4096;
const URL_TOO_LONG = 'URL is too long';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Errors the router raises before any route runs (a malformed URL, a path parameter too long), as { error }, with
 * the security headers helmet's hook never gets to set (HSTS in production), and never the path.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const production = (request.server as FastifyInstance).appConfig?.env === 'production';
  // The option's reply type is generic over no route at all.
  const send = (reply as unknown as FastifyReply).headers(refusalHeaders(production));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send.code(414).send({ error: URL_TOO_LONG });
  return send.code(400).send({ error: error.code === 'FST_ERR_BAD_URL' ? 'Invalid URL' : 'Bad request' });
};

/** Requests Node's HTTP parser refuses (no route ever sees them): a short { error } too. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ error: STATUS_CODES[status] });
  // No configuration reaches here: the set without HSTS (a browser keeps the policy from the api's other answers).
  const headers = Object.entries(refusalHeaders(false))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Another method that the same path answers: a 405 with Allow, not a 404. */
function allowedMethods(app: FastifyInstance, request: FastifyRequest): string[] {
  const url = request.url.split('?')[0]!;
  const methods = METHODS.filter((method) => method !== request.method && app.findRoute({ method, url }) !== null);
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
}

/**
 * The one error handler: validation and caller errors → 4xx { error }; a saturated database (full or timed-out
 * pool queue, too many clients) or one that is down → 503 { error } with Retry-After; other database errors → HTTP 500
 * { status, message } with the spec §8 texts; anything else → 500 'unknown error'. Details go to the log (and, with SENTRY_DSN, to error reporting).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new AppError(414, URL_TOO_LONG);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every 429 carries Retry-After: the error's own, one a limiter already set, or a minute.
    if (error.statusCode === 429 && !reply.hasHeader('retry-after')) {
      reply.header(
        'retry-after',
        String(Math.max(1, Math.ceil((error as Partial<AppError>).retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS))),
      );
    }
    if (error instanceof AppError) return reply.status(error.statusCode).send({ error: error.message });
    if (error.statusCode === 429)
      return reply.status(429).send({ error: 'Too many requests. Please try again later.' });
    if (error.code === 'FST_ERR_VALIDATION') return reply.status(400).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_CLIENT_ERRORS[error.code] ??
        (error.name === 'SyntaxError' ? 'Request body is not valid JSON' : 'Bad request');
      return reply.status(status).send({ error: message });
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error }, `database ${unavailable}: answered 503`);
      const { error: message, retryAfterSeconds } = DATABASE_UNAVAILABLE[unavailable];
      return reply.status(503).header('retry-after', String(retryAfterSeconds)).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    reportServerError(error, request);
    return reply.status(500).send({ status: 500, message: databaseErrorMessage(error) ?? 'unknown error' });
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const allow = allowedMethods(app, request);
    if (allow.length === 0) return reply.status(404).send({ error: 'Not found' });
    return reply.status(405).header('allow', allow.join(', ')).send({ error: 'Method not allowed' });
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, databaseErrorMessage } from '../lib/errors';
import { reportServerError } from '../telemetry';

/** Client errors Fastify raises itself, answered with a plain message (never the internals). */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_TYPE: 'Content-Type must be application/json',
};

/**
 * The one error handler: validation and caller errors → 4xx { error }; database errors → HTTP 500
 * { status, message } with the spec §8 texts; anything else → 500 'unknown error'. Details go to the log (and, with SENTRY_DSN, to error reporting).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send({ error: error.message });
    if (error.statusCode === 429) return reply.status(429).send({ error: 'Too many requests. Please try again later.' });
    if (error.code === 'FST_ERR_VALIDATION') return reply.status(400).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_CLIENT_ERRORS[error.code] ?? (error.name === 'SyntaxError' ? 'Request body is not valid JSON' : 'Bad request');
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    reportServerError(error, request);
    return reply.status(500).send({ status: 500, message: databaseErrorMessage(error) ?? 'unknown error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
}

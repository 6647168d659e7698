import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * The engine logs as every server of the marketplace does (the engine is a package of its own, so it says it
 * here rather than importing the api's): pino's JSON lines with the server's name, ISO time and the level by name.
 */
export const engineLogOptions = (level: string): FastifyServerOptions['logger'] => ({
  name: 'search-engine',
  level,
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label: string) => ({ level: label }) },
});

/** A caller's x-request-id when it is safe to log (8 to 64 letters, digits, '.', '_' or '-'), a new UUID otherwise. */
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Fastify's logController option: none of its two lines per request (installRequestLog writes one), its error lines kept. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}
export const oneLinePerRequest = () => new OneLinePerRequest();

const MAX_LOGGED = 300;

/**
 * One line per request, after its answer: at info; a refusal (4xx) at warn with the message it answered; a 5xx at
 * error; the health check (/1/isalive) at debug. The path only: a browser's query string carries the search key.
 */
export function installRequestLog(app: FastifyInstance): void {
  const reasons = new WeakMap<object, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string' && payload.length <= 2_000) {
      try {
        const { message } = JSON.parse(payload) as { message?: unknown };
        if (typeof message === 'string') reasons.set(request, message.slice(0, MAX_LOGGED));
      } catch {
        // not JSON: the status says it
      }
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const at = request.url.indexOf('?');
    const path = (at >= 0 ? request.url.slice(0, at) : request.url).slice(0, MAX_LOGGED);
    const reason = reasons.get(request);
    const line = {
      method: request.method,
      url: path,
      status,
      ms: Math.round(reply.elapsedTime),
      ...(reason ? { reason } : {}),
    };
    if (status >= 500) request.log.error(line, 'answered');
    else if (status >= 400) request.log.warn(line, 'answered');
    else if (path === '/1/isalive') request.log.debug(line, 'answered');
    else request.log.info(line, 'answered');
  });
}

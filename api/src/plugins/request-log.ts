import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** The header a request id travels in, from a site server to the api. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id as a caller may give one: 8 to 64 letters, digits, '.', '_' or '-' (no log injection, bounded). */
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's genReqId: the caller's x-request-id when it is safe, a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Fastify's own request lines off (installRequestLog writes one per request); its error lines (with the stack) stay. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/** Fastify's logController option: none of its two lines per request, its error lines kept. */
export const oneLinePerRequest = () => new OneLinePerRequest();

interface RequestLogOptions {
  /** Requests logged at debug only (health checks, polling): everything else at info, warn or error by status. */
  quiet?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** Query parameters whose values are credentials (a preview link's token): logged as "redacted", never as sent. */
  secretParams?: readonly string[];
}

const MAX_LOGGED_URL = 300;

/** The address as logged: at most MAX_LOGGED_URL characters, with the values of `secretParams` left out. */
export function loggedUrl(url: string, secretParams: readonly string[] = []): string {
  const at = url.indexOf('?');
  let logged = url;
  if (at >= 0 && secretParams.length > 0) {
    const params = new URLSearchParams(url.slice(at + 1));
    if (secretParams.some((name) => params.has(name))) {
      for (const name of secretParams) if (params.has(name)) params.set(name, 'redacted');
      logged = `${url.slice(0, at)}?${params.toString()}`;
    }
  }
  return logged.length > MAX_LOGGED_URL ? `${logged.slice(0, MAX_LOGGED_URL)}…` : logged;
}

const reasons = new WeakMap<FastifyRequest, string>();

/** Says why a request is refused, for its log line, where the answer (an HTML page) does not say it in a few words. */
export const setLogReason = (request: FastifyRequest, reason: string) =>
  void reasons.set(request, reason.slice(0, 300));

/** Why a 4xx or 5xx answer was sent: its JSON { error }, a short plain-text body, or the status's name. */
function reasonOf(payload: unknown, contentType: string, status: number): string {
  if (typeof payload === 'string' && payload.length <= 2_000) {
    if (contentType.startsWith('application/json')) {
      try {
        const body = JSON.parse(payload) as { error?: unknown; message?: unknown };
        const said = body.error ?? body.message;
        if (typeof said === 'string') return said.slice(0, 300);
      } catch {
        // not JSON after all: the status's name says it
      }
    } else if (contentType.startsWith('text/plain')) return payload.slice(0, 300);
  }
  return STATUS_CODES[status] ?? String(status);
}

/**
 * One line per request, after its answer (instead of Fastify's two): at info, a 4xx at warn with its
 * reason, a 5xx at error, and the `quiet` ones at debug. Every line carries the request id.
 */
export function installRequestLog(app: FastifyInstance, options: RequestLogOptions = {}): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && !reasons.has(request))
      reasons.set(request, reasonOf(payload, String(reply.getHeader('content-type') ?? ''), reply.statusCode));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const fields = {
      method: request.method,
      url: loggedUrl(request.url, options.secretParams),
      status,
      ms: Math.round(reply.elapsedTime),
      ...(status >= 400 ? { reason: reasons.get(request) } : {}),
    };
    if (status >= 500) request.log.error(fields, 'answered');
    else if (status >= 400) request.log.warn(fields, 'refused');
    else if (options.quiet?.(request, reply)) request.log.debug(fields, 'answered');
    else request.log.info(fields, 'answered');
  });
}

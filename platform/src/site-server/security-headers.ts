import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** HSTS for production: a year, every subdomain (every production origin is served over HTTPS only). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * What every answer of every origin carries, refusals and errors included: no type sniffing, no framing, no
 * referrer beyond the origin, and a policy under which the answer itself runs nothing. A route that serves a page
 * replaces the policy with the page's own (its nonce, its remotes).
 */
const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export type HeaderSet = Readonly<Record<string, string>>;

/** An origin's header set: the common one, the origin's own on top, and in production HSTS. */
export function securityHeaders(options: { production?: boolean; own?: HeaderSet } = {}): HeaderSet {
  return {
    ...EVERY_ANSWER,
    ...options.own,
    ...(options.production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** A refusal or error as plain text: the status's own words, never the request's path or the error's message. */
const plain = (reply: FastifyReply, status: number) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(STATUS_CODES[status] ?? 'Error');

/**
 * Fastify's options for the answers no hook sees: the router's refusals (`GET /%`, a parameter too long) and
 * requests Node's parser refuses. Both carry the header set and the status's text only (Fastify's own echo the path).
 */
export function securedServerOptions(
  headers: HeaderSet,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const rawHeaders = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return {
    frameworkErrors: (error, _request, reply) => {
      const send = (reply as unknown as FastifyReply).headers(headers);
      return plain(send, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = STATUS_CODES[status]!;
      socket.end(
        `HTTP/1.1 ${status} ${body}\r\n${rawHeaders}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  };
}

/**
 * Puts the header set on every answer of `app`, from the moment a request arrives: a 404, an error and a route
 * that replaces one of them (a page's own policy) all carry it.
 */
export function installSecurityHeaders(app: FastifyInstance, headers: HeaderSet): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

/** An error handler that answers the status's text only (Fastify's default sends the error's message); logs a 5xx. */
export async function plainErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return plain(reply, status);
}

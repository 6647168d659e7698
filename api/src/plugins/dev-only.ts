import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** The names this machine is reached by, with any port: no other name, no user part, no trailing dot. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** Whether the request comes from this machine itself, not through a proxy (a local proxy would forward strangers). */
export const fromLoopback = (request: FastifyRequest) =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * Whether the request names this machine as its host. A page on another name that resolves to 127.0.0.1 (DNS
 * rebinding) makes the developer's own browser connect from loopback; its Host header still carries that name.
 */
export const addressedToLoopback = (request: FastifyRequest) => {
  const host = request.headers.host ?? '';
  return host.length <= 64 && LOOPBACK_HOST.test(host);
};

/**
 * onRequest hook of the development routes (/dev/outbox, /dev/enquiries): anyone but this machine, or a request
 * addressed to another host name, gets the same 404 as for a path that does not exist; answers are never stored by
 * a cache.
 */
export async function devOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!fromLoopback(request) || !addressedToLoopback(request)) throw new AppError(404, 'Not found');
  reply.header('cache-control', 'no-store');
}

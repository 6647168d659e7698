import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether the request comes from this machine itself, not through a proxy (a local proxy would forward strangers). */
export const fromLoopback = (request: FastifyRequest) =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * onRequest hook of the development routes (/dev/outbox, /dev/enquiries): anyone but this machine gets the
 * same 404 as for a path that does not exist; answers are never stored by a cache.
 */
export async function devOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!fromLoopback(request)) throw new AppError(404, 'Not found');
  reply.header('cache-control', 'no-store');
}

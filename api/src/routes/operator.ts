import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { DeliveryLedgerRepository } from '../repositories/delivery-ledger';
import type { RouteDeps } from './context';

export const OPERATOR_TOKEN_REQUIRED = 'An operator token is required';
const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` against the operators' token, compared in constant time (of equal-length digests). */
export function operatorTokenMatches(header: unknown, token: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * The operators' view of the delivery ledger (GET /ops/delivery-ledger): its counts, and the newest verified
 * requirements no seller received for want of a match, with the buyer's contact. Behind OPERATOR_TOKEN; without one
 * configured the route does not exist.
 */
export const operatorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const token = config.operatorToken;
  if (!token) return;
  const query = z.object(
    { limit: z.coerce.number({ error: 'Invalid limit' }).int().min(1).max(500).default(100) },
    { error: 'Invalid query' },
  );
  app.get('/ops/delivery-ledger', { schema: { querystring: query } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!operatorTokenMatches(request.headers.authorization, token)) throw new AppError(401, OPERATOR_TOKEN_REQUIRED);
    const ledger = new DeliveryLedgerRepository(db);
    return { counts: await ledger.counts(), not_routable: await ledger.notRoutable(request.query.limit) };
  });
};

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { DeliveryLedgerRepository } from '../repositories/delivery-ledger';
import type { RouteDeps } from './context';

export const OPERATOR_TOKEN_REQUIRED = 'An operator token is required';
export const NO_SEARCH_INDEX =
  'This api writes no search index: set SEARCH_HOST (the local engine) or SEARCH_APP_ID (Algolia) and restart it';
const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` against the operators' token, compared in constant time (of equal-length digests). */
function operatorTokenMatches(header: unknown, token: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * The operators' routes, behind OPERATOR_TOKEN (without one configured they do not exist): the delivery ledger
 * (GET /ops/delivery-ledger: its counts, and the newest verified requirements no seller received for want of a match,
 * with the buyer's contact), and a rebuild of the search index from the api's database (POST /ops/search-index/rebuild).
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

  // `npm run index` with the embedded database: only the api can open its PGlite folder, so the api rebuilds the
  // index from it (every listed company, Join Free ones too) through its own sender. The bearer token is no cookie, so
  // no cross-site form can send it: the CSRF check is not this route's.
  app.post('/ops/search-index/rebuild', { config: { csrf: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!operatorTokenMatches(request.headers.authorization, token)) throw new AppError(401, OPERATOR_TOKEN_REQUIRED);
    const sender = app.indexSender;
    if (!sender) throw new AppError(409, NO_SEARCH_INDEX);
    return { rebuilt: true, records: await sender.rebuild() };
  });
};

import {
  apiKeyCreateSchema,
  LISTING_PAGE_DEFAULT,
  SELLER_API_KEYS_PATH,
  SELLER_API_LEADS_PATH,
  SELLER_API_MESSAGES,
  SELLER_MESSAGES,
  SELLER_WEBHOOK_PATH,
  sellerLeadFiltersSchema,
  webhookSchema,
} from '@pharmasetu/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { listingWindow } from '../lib/listing';
import { SellerApiAccess, type ApiEditor } from '../seller-api/seller-api-access';
import { SellerDashboard } from '../seller-leads/seller-dashboard';
import { readSignedId } from '../lib/signed-cookie';
import { SELLER_SESSION_COOKIE, sessionHash } from '../seller-leads/seller-session';
import type { RouteDeps } from './context';

const keyParams = z.object({ id: z.string().max(12) });
const keyIdOf = (raw: string): number | null => {
  const n = Number(raw);
  return raw.length > 0 && raw.length <= 9 && Number.isInteger(n) && n > 0 && String(n) === raw ? n : null;
};
/** Query names a client might put a key under: a key in a URL ends up in logs and histories, so it is refused. */
const KEY_QUERY_NAMES = new Set(['key', 'api_key', 'apikey', 'access_token', 'token', 'authorization']);

/**
 * A seller's CRM access. With the dashboard's session: its API keys (made, listed by prefix, revoked) and its
 * webhook (registered, shown, removed). With `Authorization: Bearer <key>`: its company's leads, with the
 * dashboard list's filters and paging. The company is always the session's or the key's; nothing names another.
 */
export const sellerApiRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const sellers = new SellerDashboard(db);
  const access = new SellerApiAccess(db, config.env === 'production');

  const signedIn = async (request: FastifyRequest): Promise<ApiEditor> => {
    const id = readSignedId(request, SELLER_SESSION_COOKIE);
    const me = id ? await sellers.seller(sessionHash(config, id)) : null;
    if (!me) throw new AppError(401, SELLER_MESSAGES.signIn);
    return { sellerId: me.sellerId, companyId: me.company.id };
  };

  app.get(SELLER_API_KEYS_PATH, async (request) => access.listKeys((await signedIn(request)).companyId));

  app.post(SELLER_API_KEYS_PATH, { schema: { body: apiKeyCreateSchema } }, async (request, reply) =>
    reply
      .status(201)
      .header('cache-control', 'no-store')
      .send(await access.createKey(await signedIn(request), request.body.label)),
  );

  app.delete(`${SELLER_API_KEYS_PATH}/:id`, { schema: { params: keyParams } }, async (request) => {
    const me = await signedIn(request);
    const id = keyIdOf(request.params.id);
    if (id === null) throw new AppError(404, SELLER_API_MESSAGES.noKey);
    return access.revokeKey(me.companyId, id);
  });

  app.get(SELLER_WEBHOOK_PATH, async (request) => access.webhook((await signedIn(request)).companyId));

  app.put(SELLER_WEBHOOK_PATH, { schema: { body: webhookSchema } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await access.saveWebhook(await signedIn(request), request.body.url)),
  );

  app.delete(SELLER_WEBHOOK_PATH, async (request) => access.removeWebhook((await signedIn(request)).companyId));

  app.get(
    SELLER_API_LEADS_PATH,
    {
      schema: { querystring: sellerLeadFiltersSchema },
      // Before the query is validated: a key sent in the URL is refused whatever else the request says.
      onRequest: async (request) => {
        const query = request.query as Record<string, unknown>;
        for (const [name, value] of Object.entries(query))
          if (KEY_QUERY_NAMES.has(name.toLowerCase()) || (typeof value === 'string' && value.startsWith('psk_')))
            throw new AppError(400, SELLER_API_MESSAGES.keyInQuery);
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [scheme, key, ...rest] = (request.headers.authorization ?? '').split(' ');
      const companyId =
        scheme?.toLowerCase() === 'bearer' && key && rest.length === 0 ? await access.companyOfKey(key) : null;
      if (companyId === null) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError(401, SELLER_API_MESSAGES.badKey);
      }
      // Paged as the dashboard asks (from the first lead unless an offset is given), at most a page at a time.
      const asked = listingWindow({ ...request.query, offset: request.query.offset ?? 0 });
      const window = { ...asked, limit: Math.min(asked.limit, LISTING_PAGE_DEFAULT) };
      return {
        leads: await sellers.leadList(companyId, request.query, window),
        limit: window.limit,
        offset: window.offset,
      };
    },
  );
};

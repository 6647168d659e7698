import {
  LISTING_MESSAGES,
  listingPatchSchema,
  listingProductSchema,
  listingProfileSchema,
  SELLER_LISTING_HISTORY_PATH,
  SELLER_LISTING_PATH,
  SELLER_LISTING_PRODUCTS_PATH,
  SELLER_MESSAGES,
} from '@pharmasetu/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LISTING_EDITS_PER_HOUR } from '../config';
import { AppError } from '../lib/errors';
import { SellerDashboard } from '../seller-leads/seller-dashboard';
import { readSignedId } from '../lib/signed-cookie';
import { SELLER_SESSION_COOKIE, sessionHash } from '../seller-leads/seller-session';
import { SellerListingService, type ListingEditor } from '../services/seller-listing';
import type { RouteDeps } from './context';

const HOUR_MS = 60 * 60 * 1000;
/** A product's id stays text here: one that cannot name a product is a 404 like another company's. */
const productParams = z.object({ id: z.string() });
const productIdOf = (raw: string): number | null => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/**
 * The signed-in seller's own listing: GET it, PUT or PATCH its profile, POST/PUT/DELETE its products, GET its
 * history. The company is always the session's (no request names one); a product of another company is a 404.
 * Changes are counted per company an hour in the OTP routes' shared store (memory, or Redis shared by the instances).
 */
export const sellerListingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const sellers = new SellerDashboard(db);
  const listing = new SellerListingService(db);
  const perHour = config.rateLimits.listingEditsPerHour ?? DEFAULT_LISTING_EDITS_PER_HOUR;

  const signedIn = async (request: FastifyRequest): Promise<ListingEditor> => {
    const id = readSignedId(request, SELLER_SESSION_COOKIE);
    const me = id ? await sellers.seller(sessionHash(config, id)) : null;
    if (!me) throw new AppError(401, SELLER_MESSAGES.signIn);
    return { sellerId: me.sellerId, companyId: me.company.id };
  };

  /** The signed-in editor, once its company still has changes left this hour. */
  const editor = async (request: FastifyRequest): Promise<ListingEditor> => {
    const me = await signedIn(request);
    const taken = await app.otpCounters.take(`listing-edits:company:${me.companyId}`, HOUR_MS).catch((err: unknown) => {
      request.log.warn({ err }, 'listing edit limit: counter store failed, not counted');
      return undefined;
    });
    if (taken && taken.count > perHour)
      throw new AppError(429, LISTING_MESSAGES.tooManyEdits, Math.max(1, Math.ceil(taken.ttlMs / 1000)));
    return me;
  };

  const ownProduct = (raw: string): number => {
    const id = productIdOf(raw);
    if (id === null) throw new AppError(404, LISTING_MESSAGES.noProduct);
    return id;
  };

  app.get(SELLER_LISTING_PATH, async (request) => listing.read((await signedIn(request)).companyId));

  app.put(SELLER_LISTING_PATH, { schema: { body: listingProfileSchema } }, async (request) =>
    listing.saveProfile(await editor(request), request.body),
  );

  app.patch(SELLER_LISTING_PATH, { schema: { body: listingPatchSchema } }, async (request) =>
    listing.saveProfile(await editor(request), request.body),
  );

  app.post(SELLER_LISTING_PRODUCTS_PATH, { schema: { body: listingProductSchema } }, async (request, reply) =>
    reply.status(201).send(await listing.addProduct(await editor(request), request.body)),
  );

  app.put(
    `${SELLER_LISTING_PRODUCTS_PATH}/:id`,
    { schema: { params: productParams, body: listingProductSchema } },
    async (request) => {
      const me = await editor(request);
      return listing.updateProduct(me, ownProduct(request.params.id), request.body);
    },
  );

  app.delete(`${SELLER_LISTING_PRODUCTS_PATH}/:id`, { schema: { params: productParams } }, async (request) => {
    const me = await editor(request);
    return listing.removeProduct(me, ownProduct(request.params.id));
  });

  app.get(SELLER_LISTING_HISTORY_PATH, async (request) => ({
    entries: await listing.history((await signedIn(request)).companyId),
  }));
};

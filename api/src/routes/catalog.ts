import {
  CATALOG_CATEGORIES_PATH,
  CATALOG_CATEGORY_STATES_PATH,
  CATALOG_COMPANIES_PATH,
  CATALOG_MOLECULES_PATH,
  CATALOG_PACKAGES_PATH,
  CATALOG_SITEMAP_PATH,
  sitemapSlugsQuerySchema,
} from '@pharmasetu/shared-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from './context';

const CACHE = 'public, max-age=300';

const queryValue = z.string({ error: 'Invalid query' }).optional();
const listingQuery = z.object(
  {
    limit: queryValue,
    offset: queryValue,
    order_by: queryValue,
    featured: queryValue,
    state: queryValue,
    city: queryValue,
  },
  { error: 'Invalid query' },
);
const slugParams = z.object({ slug: z.string() }, { error: 'Invalid slug' });

/** Read-only catalog for the category, company, molecule, home and pricing pages; answers cacheable for a few minutes. */
export const catalogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { catalog }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', CACHE);
  });

  app.get(CATALOG_CATEGORIES_PATH, () => catalog.categories());

  app.get(
    `${CATALOG_CATEGORIES_PATH}/:slug`,
    { schema: { params: slugParams, querystring: listingQuery } },
    (request) => catalog.category(request.params.slug, request.query),
  );

  app.get(CATALOG_CATEGORY_STATES_PATH, () => catalog.categoryStates());

  app.get(CATALOG_COMPANIES_PATH, { schema: { querystring: listingQuery } }, (request) =>
    catalog.companies(request.query),
  );

  app.get(`${CATALOG_COMPANIES_PATH}/:slug`, { schema: { params: slugParams } }, (request) =>
    catalog.company(request.params.slug),
  );

  app.get(CATALOG_MOLECULES_PATH, { schema: { querystring: listingQuery } }, (request) =>
    catalog.molecules(request.query),
  );

  app.get(`${CATALOG_MOLECULES_PATH}/:slug`, { schema: { params: slugParams } }, (request) =>
    catalog.molecule(request.params.slug),
  );

  // Every page's slug for the sites' sitemap.xml: keyset pages (after the last slug read), at most 5,000 each.
  app.get(CATALOG_SITEMAP_PATH, { schema: { querystring: sitemapSlugsQuerySchema } }, (request) =>
    catalog.sitemapSlugs(request.query.kind, request.query.after, request.query.limit),
  );

  app.get(CATALOG_PACKAGES_PATH, () => catalog.packages());
};

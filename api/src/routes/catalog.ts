import { FREE_PACKAGE_ID, sitemapSlugsQuerySchema, type SitemapKind } from '@pharmasetu/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { listingWindow, type ListingWindow } from '../lib/listing';
import { CatalogRepository } from '../repositories/catalog';
import type { RouteDeps } from './context';

const CACHE = 'public, max-age=300';
const FEATURED_MAX = 48;
/** Past this, LIMIT/OFFSET parameters would overflow; nothing lies that far anyway. */
const WINDOW_MAX = 2 ** 31 - 1;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const queryValue = z.string({ error: 'Invalid query' }).optional();
const listingQuery = z.object(
  { limit: queryValue, offset: queryValue, order_by: queryValue, featured: queryValue },
  { error: 'Invalid query' },
);
type ListingQuery = z.output<typeof listingQuery>;
const slugParams = z.object({ slug: z.string() }, { error: 'Invalid slug' });
type SlugParams = { Params: { slug: string } };

/** The spec §5 window, kept within what LIMIT and OFFSET accept. */
const windowOf = (query: ListingQuery): ListingWindow => {
  const w = listingWindow(query);
  return { ...w, limit: Math.min(w.limit, WINDOW_MAX), offset: Math.min(w.offset, WINDOW_MAX) };
};
/** A slug that cannot name anything (odd characters, too long) is simply not found, without a query. */
const found = <T>(slug: string, lookup: (slug: string) => Promise<T | undefined>, notFound: string): Promise<T> =>
  (slug.length <= 200 && SLUG.test(slug) ? lookup(slug) : Promise.resolve(undefined)).then((value) => {
    if (value === undefined) throw new AppError(404, notFound);
    return value;
  });

/** Read-only catalog for the category, company, molecule, home and pricing pages; answers cacheable for a few minutes. */
export async function catalogRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const catalog = new CatalogRepository(db.read);
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', CACHE);
  });

  app.get('/api/catalog/categories', async () => ({ categories: await catalog.categories() }));

  app.get<SlugParams & { Querystring: ListingQuery }>(
    '/api/catalog/categories/:slug',
    { schema: { params: slugParams, querystring: listingQuery } },
    (request) => found(request.params.slug, (slug) => catalog.category(slug, windowOf(request.query)), 'Category not found'),
  );

  app.get<{ Querystring: ListingQuery }>('/api/catalog/companies', { schema: { querystring: listingQuery } }, async (request) => {
    const window = windowOf(request.query);
    const featured = request.query.featured === '1' || request.query.featured === 'true';
    return { companies: featured ? await catalog.featuredCompanies(Math.min(window.limit, FEATURED_MAX)) : await catalog.companies(window) };
  });

  app.get<SlugParams>('/api/catalog/companies/:slug', { schema: { params: slugParams } }, async (request) => ({
    company: await found(request.params.slug, (slug) => catalog.company(slug), 'Company not found'),
  }));

  app.get<{ Querystring: ListingQuery }>('/api/catalog/molecules', { schema: { querystring: listingQuery } }, (request) =>
    catalog.molecules(windowOf(request.query)),
  );

  app.get<SlugParams>('/api/catalog/molecules/:slug', { schema: { params: slugParams } }, (request) =>
    found(request.params.slug, (slug) => catalog.molecule(slug), 'Molecule not found'),
  );

  // Every page's slug for the sites' sitemap.xml: keyset pages (after the last slug read), at most 5,000 each.
  app.get<{ Querystring: { kind: SitemapKind; after?: string; limit: number } }>(
    '/api/catalog/sitemap',
    { schema: { querystring: sitemapSlugsQuerySchema } },
    (request) => catalog.slugs(request.query.kind, request.query.after, request.query.limit),
  );

  app.get('/api/catalog/packages', async () => ({ packages: await catalog.packages(FREE_PACKAGE_ID) }));
}

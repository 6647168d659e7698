import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../constants';
import type { HttpClient } from './http';

export const CATALOG_SITEMAP_PATH = '/api/catalog/sitemap';
export const SITEMAP_KINDS = ['category', 'company', 'molecule'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
/** The most slugs one answer holds. */
export const SITEMAP_PAGE_MAX = 5000;

/** The query's schema (the api validates with it): a kind, the last slug already read, how many to read. */
export const sitemapSlugsQuerySchema = z.object(
  {
    kind: z.enum(SITEMAP_KINDS, { error: 'Invalid kind' }),
    after: z
      .string({ error: 'Invalid after' })
      .max(SLUG_MAX_LENGTH, { error: 'Invalid after' })
      .regex(SLUG_PATTERN, { error: 'Invalid after' })
      .optional(),
    limit: z.coerce
      .number({ error: 'Invalid limit' })
      .int({ error: 'Invalid limit' })
      .min(1, { error: 'Invalid limit' })
      .max(SITEMAP_PAGE_MAX, { error: 'Invalid limit' })
      .default(SITEMAP_PAGE_MAX),
  },
  { error: 'Invalid query' },
);
export interface SitemapSlugsQuery {
  kind: SitemapKind;
  after?: string;
  limit?: number;
}

/** One page of slugs in slug order; `next` is the `after` of the following page, null on the last one. */
export interface SitemapSlugsResponse {
  slugs: string[];
  next: string | null;
}

/** GET /api/catalog/sitemap?kind&after&limit: every category, company or molecule slug, page by page (sitemap.xml). */
export function fetchSitemapSlugs(client: HttpClient, query: SitemapSlugsQuery): Promise<SitemapSlugsResponse> {
  return client.get<SitemapSlugsResponse>(CATALOG_SITEMAP_PATH, {
    query: { kind: query.kind, after: query.after, limit: query.limit },
  });
}

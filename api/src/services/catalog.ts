import {
  FREE_PACKAGE_ID,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type CategoriesResponse,
  type CategoryResponse,
  type CompanyDirectoryResponse,
  type CompanyResponse,
  type FeaturedCompaniesResponse,
  type MoleculeListResponse,
  type MoleculePageResponse,
  type PackagesResponse,
  type SitemapKind,
  type SitemapSlugsResponse,
} from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { listingWindow, type ListingWindow } from '../lib/listing';
import { CatalogRepository } from '../repositories/catalog';

const FEATURED_MAX = 48;
/** Past this, LIMIT/OFFSET parameters would overflow; nothing lies that far anyway. */
const WINDOW_MAX = 2 ** 31 - 1;

/** A listing's query string as the route passes it on (spec §5: anything unusable falls back to the defaults). */
export interface ListingQuery {
  limit?: string;
  offset?: string;
  order_by?: string;
  featured?: string;
}

/** The spec §5 window, kept within what LIMIT and OFFSET accept. */
const windowOf = (query: ListingQuery): ListingWindow => {
  const w = listingWindow(query);
  return { ...w, limit: Math.min(w.limit, WINDOW_MAX), offset: Math.min(w.offset, WINDOW_MAX) };
};

/** A slug that cannot name anything (odd characters, too long) is simply not found, without a query. */
const found = <T>(slug: string, lookup: (slug: string) => Promise<T | undefined>, notFound: string): Promise<T> =>
  (slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) ? lookup(slug) : Promise.resolve(undefined)).then(
    (value) => {
      if (value === undefined) throw new AppError(404, notFound);
      return value;
    },
  );

/** The category, company, molecule, home and pricing pages' reads (a replica when there is one): 404 for an unknown slug. */
export class CatalogService {
  private readonly catalog: CatalogRepository;

  constructor(db: Queryable) {
    this.catalog = new CatalogRepository(db);
  }

  async categories(): Promise<CategoriesResponse> {
    return { categories: await this.catalog.categories() };
  }

  category(slug: string, query: ListingQuery): Promise<CategoryResponse> {
    return found(slug, (s) => this.catalog.category(s, windowOf(query)), 'Category not found');
  }

  /** A page of companies, or with `featured` (1 or true) the highest ranked, at most 48. */
  /** The featured few (the home page), or a page of every company with their number (the directory, paged). */
  async companies(query: ListingQuery): Promise<FeaturedCompaniesResponse | CompanyDirectoryResponse> {
    const window = windowOf(query);
    const featured = query.featured === '1' || query.featured === 'true';
    if (featured) return { companies: await this.catalog.featuredCompanies(Math.min(window.limit, FEATURED_MAX)) };
    const [companies, total] = await Promise.all([this.catalog.companies(window), this.catalog.companyCount()]);
    return { companies, total };
  }

  async company(slug: string): Promise<CompanyResponse> {
    return { company: await found(slug, (s) => this.catalog.company(s), 'Company not found') };
  }

  molecules(query: ListingQuery): Promise<MoleculeListResponse> {
    return this.catalog.molecules(windowOf(query));
  }

  molecule(slug: string): Promise<MoleculePageResponse> {
    return found(slug, (s) => this.catalog.molecule(s), 'Molecule not found');
  }

  sitemapSlugs(kind: SitemapKind, after: string | undefined, limit: number): Promise<SitemapSlugsResponse> {
    return this.catalog.slugs(kind, after, limit);
  }

  async packages(): Promise<PackagesResponse> {
    return { packages: await this.catalog.packages(FREE_PACKAGE_ID) };
  }
}

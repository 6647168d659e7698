import {
  FREE_PACKAGE_ID,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type CategoriesResponse,
  type CategoryResponse,
  type CategoryStatesResponse,
  type PlaceCount,
  type PlaceFacets,
  type PlaceFilter,
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
import { CatalogRepository, type PlaceNames } from '../repositories/catalog';

const FEATURED_MAX = 48;
/** Past this, LIMIT/OFFSET parameters would overflow; nothing lies that far anyway. */
const WINDOW_MAX = 2 ** 31 - 1;

/** A listing's query string as the route passes it on (spec §5: anything unusable falls back to the defaults). */
interface ListingQuery {
  limit?: string;
  offset?: string;
  order_by?: string;
  featured?: string;
  /** A state's slug: the listing within that state. */
  state?: string;
  /** A city's slug (with a state): the listing within that city. */
  city?: string;
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

const slugLike = (value: string) => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);

/** The query's place slug, or undefined when not given (an empty value is not given). */
const given = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/**
 * The query's state and city slugs resolved against a listing's own places (`places(state?)`: its states, or a
 * state's cities): the names to filter by, the facets to show and the filter to echo. A state or city the listing
 * has no company in is not found (404): the page of an empty combination does not exist. A city needs its state.
 */
async function resolvePlace(
  query: ListingQuery,
  places: (state?: string) => Promise<PlaceCount[]>,
): Promise<{ names: PlaceNames; facets: PlaceFacets; filter: PlaceFilter }> {
  const stateSlug = given(query.state);
  const citySlug = given(query.city);
  const states = await places();
  if (stateSlug === undefined) {
    if (citySlug !== undefined) throw new AppError(404, 'City not found');
    return { names: {}, facets: { states, cities: [] }, filter: {} };
  }
  const state = slugLike(stateSlug) ? states.find((s) => s.slug === stateSlug) : undefined;
  if (!state) throw new AppError(404, 'State not found');
  const cities = await places(state.name);
  const filter: PlaceFilter = { state: { slug: state.slug, name: state.name } };
  if (citySlug === undefined) return { names: { state: state.name }, facets: { states, cities }, filter };
  const city = slugLike(citySlug) ? cities.find((c) => c.slug === citySlug) : undefined;
  if (!city) throw new AppError(404, 'City not found');
  return {
    names: { state: state.name, city: city.name },
    facets: { states, cities },
    filter: { ...filter, city: { slug: city.slug, name: city.name } },
  };
}

/** The category, company, molecule, home and pricing pages' reads (a replica when there is one): 404 for an unknown slug. */
export class CatalogService {
  private readonly catalog: CatalogRepository;

  constructor(db: Queryable) {
    this.catalog = new CatalogRepository(db);
  }

  async categories(): Promise<CategoriesResponse> {
    return { categories: await this.catalog.categories() };
  }

  /** A page of the category's companies, within a state or city when asked, with its places and their counts. */
  async category(slug: string, query: ListingQuery): Promise<CategoryResponse> {
    const category = await found(slug, (s) => this.catalog.categoryDetails(s), 'Category not found');
    const place = await resolvePlace(query, (state) => this.catalog.categoryPlaces(category.slug, state));
    const page = await this.catalog.categoryCompanies(category.slug, windowOf(query), place.names);
    return { category, ...page, places: place.facets, filter: place.filter };
  }

  /** Every category × state with companies: the landing pages the sitemap lists. */
  async categoryStates(): Promise<CategoryStatesResponse> {
    return { pages: await this.catalog.categoryStates() };
  }

  /**
   * The featured few (`featured` 1 or true: the home page, at most 48), or a page of the listed companies, within a
   * state or city when asked, with their number and places (the directory, paged).
   */
  async companies(query: ListingQuery): Promise<FeaturedCompaniesResponse | CompanyDirectoryResponse> {
    const window = windowOf(query);
    const featured = query.featured === '1' || query.featured === 'true';
    if (featured) return { companies: await this.catalog.featuredCompanies(Math.min(window.limit, FEATURED_MAX)) };
    const place = await resolvePlace(query, (state) => this.catalog.directoryPlaces(state));
    const [companies, total] = await Promise.all([
      this.catalog.companies(window, place.names),
      this.catalog.listedCount(place.names),
    ]);
    return { companies, total, places: place.facets, filter: place.filter };
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

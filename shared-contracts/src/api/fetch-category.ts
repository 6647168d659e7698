import type { CompanyOrder, CompanySummary } from './company-summary';
import type { HttpClient } from './http';
import type { PlaceFacets, PlaceFilter, PlaceQuery } from '../places';

export const categoryPath = (slug: string) => `/api/catalog/categories/${encodeURIComponent(slug)}`;
export interface CategoryDetails {
  slug: string;
  name: string;
  kind: 'franchise' | 'manufacturing';
  description: string;
}
export interface CategoryPageQuery extends PlaceQuery {
  limit: number;
  offset: number;
  order_by: CompanyOrder;
}
export interface CategoryResponse {
  category: CategoryDetails;
  companies: CompanySummary[];
  /** The companies in the category (within the place filter when there is one). */
  total: number;
  /** The category's states with their counts; once a state is chosen, its cities. */
  places: PlaceFacets;
  /** The place the answer is narrowed to. */
  filter: PlaceFilter;
}

/**
 * GET /api/catalog/categories/{slug}?limit&offset&order_by[&state][&city]: one page of the category's companies,
 * in a state (and a city of it) when given as slugs. Always sends limit and offset (spec §5: the server's default
 * for a missing one is 200). An unknown slug, a state or city with none of the category's companies reject with 404.
 */
export function fetchCategory(client: HttpClient, slug: string, page: CategoryPageQuery): Promise<CategoryResponse> {
  return client.get<CategoryResponse>(categoryPath(slug), {
    query: { limit: page.limit, offset: page.offset, order_by: page.order_by, state: page.state, city: page.city },
  });
}

export const CATALOG_CATEGORY_STATES_PATH = '/api/catalog/category-states';
/** The most category × state pages one answer lists. */
export const CATEGORY_STATES_MAX = 50_000;

/** A category × state with listed companies: it has its landing page. */
export interface CategoryStatePage {
  category: string;
  state: string;
  state_slug: string;
  companies: number;
}

export interface CategoryStatesResponse {
  pages: CategoryStatePage[];
}

/** GET /api/catalog/category-states: every category × state with companies, by category then state (the sitemap). */
export function fetchCategoryStates(client: HttpClient): Promise<CategoryStatesResponse> {
  return client.get<CategoryStatesResponse>(CATALOG_CATEGORY_STATES_PATH);
}

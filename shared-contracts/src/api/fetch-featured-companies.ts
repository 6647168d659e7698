import type { CompanyOrder, CompanySummary } from './company-summary';
import type { PlaceFacets, PlaceFilter, PlaceQuery } from '../places';
import type { HttpClient } from './http';

export const CATALOG_COMPANIES_PATH = '/api/catalog/companies';
export interface FeaturedCompaniesResponse {
  companies: CompanySummary[];
}

/** GET /api/catalog/companies?featured=1&limit=N: the highest-ranked companies (home page). */
export function fetchFeaturedCompanies(client: HttpClient, limit: number): Promise<FeaturedCompaniesResponse> {
  return client.get<FeaturedCompaniesResponse>(CATALOG_COMPANIES_PATH, { query: { featured: 1, limit } });
}

/** The directory's answer: one page of all companies, and how many there are. */
export interface CompanyDirectoryResponse extends FeaturedCompaniesResponse {
  /** The companies listed (within the place filter when there is one). */
  total: number;
  /** The states with their counts; once a state is chosen, its cities. */
  places: PlaceFacets;
  filter: PlaceFilter;
}

/**
 * GET /api/catalog/companies?limit&offset&order_by[&state][&city]: a page of every company (in a state, and a city of
 * it, when given as slugs), highest ranked first unless sorted by name (the directory). A state or city with no
 * listed company rejects with 404.
 */
export function fetchCompanyDirectory(
  client: HttpClient,
  page: { limit: number; offset: number; order_by?: CompanyOrder } & PlaceQuery,
): Promise<CompanyDirectoryResponse> {
  return client.get<CompanyDirectoryResponse>(CATALOG_COMPANIES_PATH, {
    query: { ...page, order_by: page.order_by ?? 'rank' },
  });
}

import type { CompanySummary } from './company-summary';
import type { HttpClient } from './http';

export const CATALOG_COMPANIES_PATH = '/api/catalog/companies';
export interface FeaturedCompaniesResponse {
  companies: CompanySummary[];
}

/** GET /api/catalog/companies?featured=1&limit=N: the highest-ranked companies (home page). */
export function fetchFeaturedCompanies(client: HttpClient, limit: number): Promise<FeaturedCompaniesResponse> {
  return client.get<FeaturedCompaniesResponse>(CATALOG_COMPANIES_PATH, { query: { featured: 1, limit } });
}

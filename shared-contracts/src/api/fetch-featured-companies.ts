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

/** The directory's answer: one page of all companies, and how many there are. */
export interface CompanyDirectoryResponse extends FeaturedCompaniesResponse {
  total: number;
}

/** GET /api/catalog/companies?limit&offset&order_by=rank: a page of every company, highest ranked first (the directory). */
export function fetchCompanyDirectory(
  client: HttpClient,
  page: { limit: number; offset: number },
): Promise<CompanyDirectoryResponse> {
  return client.get<CompanyDirectoryResponse>(CATALOG_COMPANIES_PATH, { query: { ...page, order_by: 'rank' } });
}

import type { CompanyOrder, CompanySummary } from './company-summary';
import type { HttpClient } from './http';

export const categoryPath = (slug: string) => `/api/catalog/categories/${encodeURIComponent(slug)}`;
export interface CategoryDetails {
  slug: string;
  name: string;
  kind: 'franchise' | 'manufacturing';
  description: string;
}
export interface CategoryPageQuery {
  limit: number;
  offset: number;
  order_by: CompanyOrder;
}
export interface CategoryResponse {
  category: CategoryDetails;
  companies: CompanySummary[];
  total: number;
}

/**
 * GET /api/catalog/categories/{slug}?limit&offset&order_by: one page of the category's companies. Always sends
 * limit and offset (spec §5: the server's default for a missing one is 200). An unknown slug rejects with 404.
 */
export function fetchCategory(client: HttpClient, slug: string, page: CategoryPageQuery): Promise<CategoryResponse> {
  return client.get<CategoryResponse>(categoryPath(slug), {
    query: { limit: page.limit, offset: page.offset, order_by: page.order_by },
  });
}

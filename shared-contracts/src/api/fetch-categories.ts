import type { HttpClient } from './http';

export const CATALOG_CATEGORIES_PATH = '/api/catalog/categories';
export interface CategoryListItem {
  slug: string;
  name: string;
  kind: 'franchise' | 'manufacturing';
  companies: number;
}
export interface CategoriesResponse {
  categories: CategoryListItem[];
}

/** GET /api/catalog/categories: every category with its number of companies (the /pharma page). */
export function fetchCategories(client: HttpClient): Promise<CategoriesResponse> {
  return client.get<CategoriesResponse>(CATALOG_CATEGORIES_PATH);
}

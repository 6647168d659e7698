import type { APIRequestContext } from '@playwright/test';

const API = 'http://localhost:4001';

/** A seeded category with companies, a featured company and a molecule, as the api lists them. */
export async function seededSlugs(request: APIRequestContext) {
  const get = async <T>(path: string) => (await (await request.get(`${API}${path}`)).json()) as T;
  const { categories } = await get<{ categories: { slug: string; companies: number }[] }>('/api/catalog/categories');
  const { companies } = await get<{ companies: { slug: string }[] }>('/api/catalog/companies?featured=1&limit=1');
  const { molecules } = await get<{ molecules: { slug: string }[] }>('/api/catalog/molecules?limit=1&offset=0');
  return {
    category: categories.find((c) => c.companies > 0)!.slug,
    company: companies[0]!.slug,
    molecule: molecules[0]!.slug,
  };
}

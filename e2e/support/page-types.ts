import type { APIRequestContext } from '@playwright/test';

// Every page type of the four sites, one page each, as the layout checks load them.
export const MAIN = 'http://localhost:3000';
export const MOLECULE = 'http://localhost:3100';
export const COMPANY = 'http://localhost:3200';
export const DASHBOARD = 'http://localhost:3400';
export const API = 'http://localhost:4001';

/** A company that exists in the seeded database (the company page's slug). */
export async function aCompanySlug(request: APIRequestContext): Promise<string> {
  const answer = (await (
    await request.get(`${API}/api/catalog/companies`, { params: { featured: 1, limit: 1 } })
  ).json()) as { companies: { slug: string }[] };
  return answer.companies[0]!.slug;
}

export const PAGE_TYPES: { name: string; url: (request: APIRequestContext) => Promise<string> | string }[] = [
  { name: 'main-home', url: () => `${MAIN}/` },
  { name: 'main-categories', url: () => `${MAIN}/pharma` },
  { name: 'main-category', url: () => `${MAIN}/pharma/pharmaceutical-distributors` },
  { name: 'main-molecules', url: () => `${MAIN}/pharma-molecules-list` },
  { name: 'main-content-page', url: () => `${MAIN}/pages/about-us` },
  { name: 'main-pricing', url: () => `${MAIN}/pricing` },
  { name: 'main-registration', url: () => `${MAIN}/registration` },
  { name: 'main-search', url: () => `${MAIN}/search?t=company&q=paracetamol` },
  { name: 'main-not-found', url: () => `${MAIN}/no-such-page` },
  { name: 'company-home', url: () => `${COMPANY}/` },
  { name: 'company-page', url: async (request) => `${COMPANY}/${await aCompanySlug(request)}` },
  { name: 'molecule-home', url: () => `${MOLECULE}/` },
  { name: 'molecule-page', url: () => `${MOLECULE}/paracetamol` },
  { name: 'dashboard-sign-in', url: () => `${DASHBOARD}/` },
];

import { siteOrigin, type Ports, type SiteId } from '@pharmasetu/shared-contracts';

/** One page type Lighthouse measures: where it is, given the running api (some slugs come from the seed). */
export interface BenchPage {
  name: string;
  site: SiteId;
  path: (api: string) => Promise<string> | string;
}

async function firstCompanySlug(api: string): Promise<string> {
  const answer = (await (await fetch(`${api}/api/catalog/companies?featured=1&limit=1`)).json()) as {
    companies: { slug: string }[];
  };
  const slug = answer.companies[0]?.slug;
  if (!slug) throw new Error('the api lists no featured company');
  return slug;
}

/** Every page type of the sites, one page each. A new page type is one more line here. */
export const BENCH_PAGES: BenchPage[] = [
  { name: 'home', site: 'main', path: () => '/' },
  { name: 'category', site: 'main', path: () => '/pharma/pharmaceutical-distributors' },
  { name: 'category × state', site: 'main', path: () => '/pharma/pharma-franchise-pcd/punjab' },
  { name: 'company directory', site: 'company', path: () => '/' },
  { name: 'company page', site: 'company', path: (api) => firstCompanySlug(api).then((slug) => `/${slug}`) },
  { name: 'molecule page', site: 'molecule', path: () => '/paracetamol' },
  { name: 'search', site: 'main', path: () => '/search?t=company&q=paracetamol' },
  { name: 'pricing', site: 'main', path: () => '/pricing' },
  { name: 'content page', site: 'main', path: () => '/pages/about-us' },
  { name: 'dashboard', site: 'dashboard', path: () => '/' },
];

/** The pages' addresses on the running sites. `only`: page names to keep (all when empty). */
export async function resolvePages(ports: Ports, only: string[] = []): Promise<{ name: string; url: string }[]> {
  const api = `http://localhost:${ports.API_PORT}`;
  const unknown = only.filter((n) => !BENCH_PAGES.some((p) => p.name === n));
  if (unknown.length)
    throw new Error(
      `unknown page ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${BENCH_PAGES.map((p) => p.name).join(', ')}`,
    );
  const pages = only.length ? BENCH_PAGES.filter((p) => only.includes(p.name)) : BENCH_PAGES;
  return Promise.all(
    pages.map(async (p) => ({ name: p.name, url: `${siteOrigin(p.site, ports)}${await p.path(api)}` })),
  );
}

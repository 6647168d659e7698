import {
  routes,
  type CategoryResponse,
  type CompanyDetails,
  type MoleculePageResponse,
  type PlaceFilter,
  type SiteId,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import { clipDescription } from './clip-description';
import { canonicalUrl, fullTitle, openGraph, pageTitle, siteBase } from './head-parts';
import { breadcrumbList, itemList } from './json-ld';

/**
 * What a page says about itself in <head>: built on the server (and on client navigation) from the page's
 * data, rendered by <PageHeadTags>. `canonical` is absolute on the site's own origin ('' for a page that has
 * none: the 404 page); `robots` is set only for pages crawlers should not index.
 */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  openGraph: Record<string, string>;
  jsonLd: object[];
  robots?: string;
}

/** Which page of a paged listing: `page` 1-based, as in the URL's ?page=; `pageSize` rows a page. */
interface ListingPage {
  page: number;
  pageSize: number;
}

/** The listing pages: /pharma, the molecules A–Z (main site's list, the molecule site's home), the company site's home. */
type ListKind = 'categories' | 'molecules' | 'companies';

interface ContentPageInfo {
  /** The page's path on this site, e.g. /pages/about-us or /pricing. */
  path: string;
  title: string;
  description: string;
}

const NOINDEX = 'noindex, follow';

function head(
  settings: SiteSettings,
  name: string,
  text: string,
  canonical: string,
  jsonLd: object[],
  robots?: string,
): PageHead {
  const description = clipDescription(text);
  return {
    title: fullTitle(settings, name),
    description,
    canonical,
    openGraph: openGraph(settings, name, description, canonical),
    jsonLd,
    ...(robots ? { robots } : {}),
  };
}

const pageOf = (listing?: ListingPage) => Math.max(1, Math.floor(listing?.page ?? 1));
const firstPosition = (listing?: ListingPage) => (pageOf(listing) - 1) * (listing?.pageSize ?? 0) + 1;
const companyUrl = (settings: SiteSettings) => (c: { slug: string; name: string }) => ({
  name: c.name,
  url: routes.company(settings.urls.company, c.slug),
});
const moleculeUrl = (settings: SiteSettings) => (m: { slug: string; name: string }) => ({
  name: m.name,
  url: routes.molecule(settings.urls.molecule, m.slug),
});

const HOME: Record<SiteId, { name: string; text: string }> = {
  main: {
    name: 'PCD Pharma Franchise & Third Party Manufacturing Companies in India',
    text: 'Find verified PCD pharma franchise and third-party manufacturing companies across India. Post your requirement and get called back by sellers.',
  },
  company: {
    name: 'Pharma Company Directory',
    text: 'Verified PCD franchise and third-party manufacturing companies: products, categories and direct enquiries.',
  },
  molecule: {
    name: 'Molecules A–Z',
    text: 'Generic molecules and the pharma companies that offer them for franchise and manufacturing.',
  },
  dashboard: {
    name: 'Seller Leads Dashboard',
    text: 'Sign in with your registered mobile number to see the verified buyer leads sent to your company.',
  },
};

/** The marketplace itself: who runs the site and how to reach them. */
function marketplace(settings: SiteSettings): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.productName,
    url: routes.home(settings.urls.main),
    email: settings.contact.email,
    telephone: settings.contact.phones[0],
    address: settings.contact.address,
    ...(settings.social.length > 0 ? { sameAs: settings.social.map((s) => s.href) } : {}),
  };
}

/** A site's home page: the WebSite (with the search box on the main site) and the marketplace Organization. */
export function homeHead(settings: SiteSettings): PageHead {
  const { name, text } = HOME[settings.site];
  const canonical = canonicalUrl(settings, '/');
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: settings.productName,
    url: canonical,
    ...(settings.site === 'main'
      ? {
          potentialAction: {
            '@type': 'SearchAction',
            target: `${routes.searchPage(settings.urls.main)}?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }
      : {}),
  };
  return head(settings, name, text, canonical, [website, marketplace(settings)]);
}

/** The name of a category page: "PCD Pharma Franchise", "… in Punjab", "… in Mohali, Punjab". */
export function categoryPageName({ category, filter }: Pick<CategoryResponse, 'category' | 'filter'>): string {
  if (!filter?.state) return category.name;
  return `${category.name} in ${filter.city ? `${filter.city.name}, ` : ''}${filter.state.name}`;
}

/** A path with its query (`city`, then `page` from 2 on): each listing page's one canonical address. */
function pathWithQuery(path: string, query: { city?: string; page: number }): string {
  const params = new URLSearchParams();
  if (query.city) params.set('city', query.city);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * /pharma/:slug, and its landing page per state /pharma/:slug/:state (?city= within it): BreadcrumbList Home >
 * Categories > category (> state > city), and an ItemList of this page's companies. The canonical address keeps the
 * place and the page, drops the sort (one order of the same companies).
 */
export function categoryHead(settings: SiteSettings, data: CategoryResponse, listing?: ListingPage): PageHead {
  const page = pageOf(listing);
  const { category, companies, total } = data;
  const filter = data.filter ?? {};
  const name = categoryPageName(data);
  const categoryPath = `/pharma/${category.slug}`;
  const statePath = filter.state ? `${categoryPath}/${filter.state.slug}` : categoryPath;
  const canonical = canonicalUrl(settings, pathWithQuery(statePath, { city: filter.city?.slug, page }));
  const text = `${total} ${name} companies: compare, and post your requirement to get called back. ${category.description}`;
  const crumbs = breadcrumbList([
    { name: 'Home', url: routes.home(siteBase(settings)) },
    { name: 'Categories', url: routes.categories(siteBase(settings)) },
    { name: category.name, url: canonicalUrl(settings, categoryPath) },
    ...(filter.state ? [{ name: filter.state.name, url: canonicalUrl(settings, statePath) }] : []),
    ...(filter.city
      ? [
          {
            name: filter.city.name,
            url: canonicalUrl(settings, pathWithQuery(statePath, { city: filter.city.slug, page: 1 })),
          },
        ]
      : []),
  ]);
  const list = itemList(`${name} companies`, companies.map(companyUrl(settings)), {
    firstPosition: firstPosition(listing),
    total,
  });
  return head(settings, pageTitle(name, page), text, canonical, [crumbs, list]);
}

/** The company site's /:slug: the company as an Organization (address, founding year, telephone when known). */
export function companyHead(settings: SiteSettings, company: CompanyDetails & { telephone?: string }): PageHead {
  const canonical = canonicalUrl(settings, `/${company.slug}`);
  const categories = company.categories.map((k) => k.name).join(', ');
  const text = `${company.name} (${company.city}, ${company.state}): ${categories}. ${company.products.length} products. ${company.description}`;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: canonical,
    ...(company.description ? { description: clipDescription(company.description, 500) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(company.address ? { streetAddress: company.address } : {}),
      addressLocality: company.city,
      addressRegion: company.state,
      addressCountry: 'IN',
    },
    ...(company.established ? { foundingDate: String(company.established) } : {}),
    ...(company.telephone ? { telephone: company.telephone } : {}),
  };
  const crumbs = breadcrumbList([
    { name: 'Companies', url: routes.home(siteBase(settings)) },
    { name: company.name, url: canonical },
  ]);
  return head(settings, `${company.name}, ${company.city}`, text, canonical, [organization, crumbs]);
}

/** The molecule site's /:slug: an ItemList of the companies offering the molecule. */
export function moleculeHead(
  settings: SiteSettings,
  data: MoleculePageResponse & { total?: number },
  listing?: ListingPage,
): PageHead {
  const { molecule, companies } = data;
  const total = data.total ?? companies.length;
  const page = pageOf(listing);
  const canonical = canonicalUrl(settings, `/${molecule.slug}`, page);
  const text = `${total} companies offer ${molecule.name} for PCD franchise and third-party manufacturing. Get quotes.`;
  const list = itemList(`Companies offering ${molecule.name}`, companies.map(companyUrl(settings)), {
    firstPosition: firstPosition(listing),
    total,
  });
  return head(settings, pageTitle(`${molecule.name} PCD Franchise & Manufacturers`, page), text, canonical, [list]);
}

const LISTS: Record<ListKind, { name: string; text: string; path: (site: SiteId) => string }> = {
  categories: {
    name: 'Pharma Categories',
    text: 'Every PCD franchise and third-party manufacturing category, with the number of companies in each.',
    path: () => '/pharma',
  },
  molecules: {
    name: 'Pharma Molecules List',
    text: 'Generic molecules, A to Z, with the companies that offer them for PCD franchise and third-party manufacturing.',
    path: (site) => (site === 'molecule' ? '/' : '/pharma-molecules-list'),
  },
  companies: { name: HOME.company.name, text: HOME.company.text, path: () => '/' },
};

/**
 * A listing page and an ItemList of what it shows: categories (/pharma), molecules (/pharma-molecules-list on
 * the main site, the molecule site's home), companies (the company site's home). Items link to their pages.
 */
export function listHead(
  settings: SiteSettings,
  kind: ListKind,
  items: readonly { slug: string; name: string }[],
  listing?: ListingPage & { total?: number },
): PageHead {
  const page = pageOf(listing);
  const list = LISTS[kind];
  const name = kind === 'molecules' && settings.site === 'molecule' ? HOME.molecule.name : list.name;
  const canonical = canonicalUrl(settings, list.path(settings.site), page);
  const url =
    kind === 'categories'
      ? (c: { slug: string; name: string }) => ({ name: c.name, url: routes.category(settings.urls.main, c.slug) })
      : kind === 'molecules'
        ? moleculeUrl(settings)
        : companyUrl(settings);
  const jsonLd = itemList(name, items.map(url), { firstPosition: firstPosition(listing), total: listing?.total });
  return head(settings, pageTitle(name, page), list.text, canonical, [jsonLd]);
}

/**
 * The company site's home, the directory, narrowed to a state (?state=) or a city of it (?city=): "Pharma Companies in
 * Punjab", an ItemList of the page's companies and a BreadcrumbList Companies > state (> city); canonical keeps the
 * place and the page. Without a place it is listHead's 'companies' page.
 */
export function directoryHead(
  settings: SiteSettings,
  data: { companies: readonly { slug: string; name: string }[]; total: number; filter: PlaceFilter },
  listing: ListingPage,
): PageHead {
  const { state, city } = data.filter;
  if (!state) return listHead(settings, 'companies', data.companies, { ...listing, total: data.total });
  const page = pageOf(listing);
  const where = city ? `${city.name}, ${state.name}` : state.name;
  const name = `Pharma Companies in ${where}`;
  const query = (withPage: boolean) => {
    const params = new URLSearchParams({ state: state.slug });
    if (city) params.set('city', city.slug);
    if (withPage && page > 1) params.set('page', String(page));
    return `/?${params}`;
  };
  const canonical = canonicalUrl(settings, query(true));
  const crumbs = breadcrumbList([
    { name: 'Companies', url: routes.home(siteBase(settings)) },
    { name: state.name, url: canonicalUrl(settings, `/?state=${state.slug}`) },
    ...(city ? [{ name: city.name, url: canonicalUrl(settings, query(false)) }] : []),
  ]);
  const list = itemList(name, data.companies.map(companyUrl(settings)), {
    firstPosition: firstPosition(listing),
    total: data.total,
  });
  const text = `${data.total} PCD franchise and third-party manufacturing companies in ${where}: products, categories and direct enquiries.`;
  return head(settings, pageTitle(name, page), text, canonical, [crumbs, list]);
}

/** A page of text (the footer's pages, pricing, registration): BreadcrumbList Home > page. */
export function contentHead(settings: SiteSettings, page: ContentPageInfo): PageHead {
  const canonical = canonicalUrl(settings, page.path);
  const crumbs = breadcrumbList([
    { name: 'Home', url: routes.home(siteBase(settings)) },
    { name: page.title, url: canonical },
  ]);
  return head(settings, page.title, page.description, canonical, [crumbs]);
}

/** /search?t=&q=: results are not indexed (robots noindex), but their links are followed. */
export function searchHead(settings: SiteSettings, query: { q: string; t?: string }): PageHead {
  const q = clipDescription(query.q, 80);
  const name = q ? `Search results for “${q}”` : 'Search';
  // The query defines the page: it stays in the canonical address (t only when given).
  const params = new URLSearchParams();
  if (query.t?.trim()) params.set('t', query.t.trim());
  if (query.q.trim()) params.set('q', query.q.trim());
  const search = params.toString();
  const canonical = `${routes.searchPage(siteBase(settings))}${search ? `?${search}` : ''}`;
  const text = q ? `Companies, categories and molecules matching ${q}.` : 'Search companies, categories and molecules.';
  return head(settings, name, text, canonical, [], NOINDEX);
}

/** The 404 page: not indexed, no canonical address. */
export function notFoundHead(settings: SiteSettings): PageHead {
  return head(settings, 'Page not found', 'The page you asked for does not exist.', '', [], 'noindex');
}

/** The sellers' dashboard (its home, a lead's link): behind a sign-in, never indexed, its canonical the dashboard's home. */
export function dashboardHead(settings: SiteSettings): PageHead {
  const { name, text } = HOME.dashboard;
  return head(settings, name, text, canonicalUrl(settings, '/'), [], 'noindex, nofollow');
}

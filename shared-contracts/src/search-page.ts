import { routes } from './routes';
import { readSearchAnswerNotes, type SearchAnswerNotes } from './search-relaxation';
import { SEARCH_PAGE_HITS } from './search-results-style';

/** What /search?t=&q=&page=&state= asks for: `page` 0-based (the URL's is 1-based), `state` a state's name. */
export interface SearchPageQuery {
  query: string;
  /** company, molecule or category (a hit's category, lowercased); '' for every kind. */
  t: string;
  page: number;
  state?: string;
  /** Hits a page: SEARCH_PAGE_HITS unless a widget asks for another number. */
  hitsPerPage?: number;
}

/** One row of /search. Companies also carry their place ("City, State") and category names. */
export interface SearchPageHit {
  objectID: string;
  name: string;
  category: string;
  slug: string;
  place?: string;
  categories?: string[];
  _highlightResult?: { name?: { value: string } };
}

/** A page of /search, as the server renders it and the search remote shows it (the same data: nothing moves). */
export interface SearchPageData extends SearchAnswerNotes {
  hits: SearchPageHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  /** Hits of each kind for the query (from the engine's category facet); absent when the engine gives no facets. */
  kinds?: Record<string, number>;
  /** The hits' states with their counts (the engine's state facet); absent when the engine gives no facets. */
  states?: Record<string, number>;
  /** On a molecule or category tab's first page: the first companies the query finds, and how many there are. */
  companies?: { hits: SearchPageHit[]; nbHits: number };
  /** On the company tab's first page: the first molecules and categories the query finds (SEARCH_RELATED_KINDS). */
  related?: { t: string; hits: SearchPageHit[] }[];
  /** Algolia's id of the main query (click analytics). */
  queryID?: string;
}

/** The kinds of hit /search has a tab for, in order. */
export const SEARCH_KINDS = [
  { t: 'company', label: 'Companies' },
  { t: 'molecule', label: 'Molecules' },
  { t: 'category', label: 'Categories' },
] as const;

/** Companies shown under a molecule or category tab's hits. */
export const SEARCH_SIDE_COMPANIES = 8;
/** The kinds shown above the company tab's first page (a buyer's words often name a molecule or a category too). */
export const SEARCH_RELATED_KINDS = ['molecule', 'category'] as const;
/** Hits of each related kind shown. */
export const SEARCH_RELATED_HITS = 3;
/** The call to action of a relaxed or empty page: the requirement card, pre-filled with the query. */
export const SEARCH_REQUIREMENT_LABEL = 'Post your requirement';
/** The deepest page of /search (Algolia's default paginationLimitedTo is 1,000 hits). */
export const SEARCH_MAX_PAGE = Math.floor(1000 / SEARCH_PAGE_HITS) - 1;
const STATE_MAX_LENGTH = 60;
const KIND_NAMES: ReadonlySet<string> = new Set(SEARCH_KINDS.map((k) => k.t));

/** Letters, spaces and the few marks state names hold; anything else (quotes, colons) never reaches a filter. */
const plainStateName = (value: string) =>
  value.length > 0 && value.length <= STATE_MAX_LENGTH && [...value].every((ch) => /[A-Za-z .&()-]/.test(ch));

/** The query of /search from its URL, read leniently: an unknown kind is every kind, a bad page the first, a bad state none. */
export function readSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  const t = (params.get('t') ?? '').toLowerCase();
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const state = (params.get('state') ?? '').trim();
  return {
    query: (params.get('q') ?? '').trim(),
    t: KIND_NAMES.has(t) ? t : '',
    page: Number.isFinite(page) && page > 1 ? Math.min(page - 1, SEARCH_MAX_PAGE) : 0,
    ...(plainStateName(state) ? { state } : {}),
  };
}

/** The address of a page of /search: t and q as spec §2 has them, then the page (from 2) and the state. */
export function searchPageHref(base: string, q: SearchPageQuery): string {
  let href = routes.search(base, q.t, q.query);
  if (q.page > 0) href += `&page=${q.page + 1}`;
  if (q.state) href += `&state=${encodeURIComponent(q.state)}`;
  return href;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/**
 * The multi-query of a page of /search on the product's index: the page's hits (with the state facet), the counts of
 * each kind (the category facet, one hit), on a molecule or category tab's first page the first companies, and on
 * the company tab's first page the first molecules and categories (SEARCH_RELATED_KINDS, in order).
 * `extra` goes into each request but the counts' (the browser's click analytics and highlight tags).
 */
export function searchPageRequests(indexName: string, q: SearchPageQuery, extra: Record<string, unknown> = {}) {
  const query = q.query.slice(0, 200);
  const filters = [...(q.t ? [`category:${quoted(q.t)}`] : []), ...(q.state ? [`state:${quoted(q.state)}`] : [])].join(
    ' AND ',
  );
  const retrieve = ['name', 'category', 'slug', 'place', 'categories'];
  const requests: Record<string, unknown>[] = [
    {
      indexName,
      query,
      hitsPerPage: q.hitsPerPage ?? SEARCH_PAGE_HITS,
      page: q.page,
      facets: ['state'],
      attributesToRetrieve: retrieve,
      ...(filters ? { filters } : {}),
      ...extra,
    },
    { indexName, query, hitsPerPage: 1, page: 0, facets: ['category'], attributesToRetrieve: ['name'] },
  ];
  if ((q.t === 'molecule' || q.t === 'category') && q.page === 0)
    requests.push({
      indexName,
      query,
      hitsPerPage: SEARCH_SIDE_COMPANIES,
      page: 0,
      attributesToRetrieve: retrieve,
      filters: 'category:"company"',
      ...extra,
    });
  if (q.t === 'company' && q.page === 0)
    for (const kind of SEARCH_RELATED_KINDS)
      requests.push({
        indexName,
        query,
        hitsPerPage: SEARCH_RELATED_HITS,
        page: 0,
        attributesToRetrieve: retrieve,
        filters: `category:${quoted(kind)}`,
        ...extra,
      });
  return requests;
}

interface RawResult {
  hits?: unknown;
  nbHits?: unknown;
  nbPages?: unknown;
  page?: unknown;
  facets?: Record<string, Record<string, unknown> | undefined>;
  queryID?: unknown;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0);

function hitsOf(raw: unknown): SearchPageHit[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((h: Record<string, unknown>) => {
    if (typeof h?.objectID !== 'string' || typeof h.name !== 'string' || typeof h.category !== 'string') return [];
    if (typeof h.slug !== 'string') return [];
    const categories = Array.isArray(h.categories) ? h.categories.filter((c) => typeof c === 'string') : [];
    const highlight = (h._highlightResult as SearchPageHit['_highlightResult'])?.name?.value;
    return [
      {
        objectID: h.objectID,
        name: h.name,
        category: h.category,
        slug: h.slug,
        ...(typeof h.place === 'string' && h.place ? { place: h.place } : {}),
        ...(categories.length ? { categories } : {}),
        ...(typeof highlight === 'string' ? { _highlightResult: { name: { value: highlight } } } : {}),
      },
    ];
  });
}

/** A facet's values with their counts, when the engine gave that facet. */
function facetOf(result: RawResult | undefined, name: string, key = (v: string) => v) {
  const values = result?.facets?.[name];
  if (!values || typeof values !== 'object') return undefined;
  return Object.fromEntries(Object.entries(values).map(([v, n]) => [key(v), count(n)]));
}

/** The multi-query's answer (searchPageRequests') as one page of /search; checked, not trusted. */
export function readSearchPage(results: readonly unknown[], q: SearchPageQuery): SearchPageData {
  const [main, kinds, ...more] = results as (RawResult | undefined)[];
  const hits = hitsOf(main?.hits);
  const nbHits = count(main?.nbHits ?? hits.length);
  const relatedAsked = q.t === 'company' && q.page === 0;
  const side = relatedAsked ? undefined : more[0];
  const companies = side ? hitsOf(side.hits) : [];
  const related = relatedAsked
    ? SEARCH_RELATED_KINDS.map((t, i) => ({ t, hits: hitsOf(more[i]?.hits).slice(0, SEARCH_RELATED_HITS) })).filter(
        (r) => r.hits.length > 0,
      )
    : [];
  const states = facetOf(main, 'state');
  const kindCounts = facetOf(kinds, 'category', (v) => v.toLowerCase());
  return {
    hits,
    nbHits,
    page: main?.page === undefined ? q.page : count(main.page),
    nbPages:
      main?.nbPages === undefined ? Math.ceil(nbHits / (q.hitsPerPage ?? SEARCH_PAGE_HITS)) : count(main.nbPages),
    ...(kindCounts ? { kinds: kindCounts } : {}),
    ...(states && Object.keys(states).length ? { states } : {}),
    ...(companies.length ? { companies: { hits: companies, nbHits: count(side?.nbHits ?? companies.length) } } : {}),
    ...(related.length ? { related } : {}),
    ...readSearchAnswerNotes(main),
    ...(typeof main?.queryID === 'string' ? { queryID: main.queryID } : {}),
  };
}

/**
 * The search parameters this engine understands, read from a request the way Algolia reads them: as
 * JSON properties, or URL-encoded in a `params` string (older clients and InstantSearch send that).
 */

export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  /** AND of ORs of `attribute:value` (Algolia's facetFilters after normalising). */
  filters: string[][];
  attributesToRetrieve?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  /** Algolia's clickAnalytics: the response carries a queryID for click and conversion events. */
  clickAnalytics: boolean;
}

export class ParamsError extends Error {}

export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 1000;
export const MAX_QUERY_LENGTH = 512;
/** Hits past this rank are never served over HTTP (Algolia's paginationLimitedTo default): a page starting there is refused. */
export const PAGINATION_LIMITED_TO = 1000;

const asJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** Merges `params=a=1&b=2` into the object (JSON properties win, as in Algolia). */
export function flattenParams(request: Record<string, unknown>): Record<string, unknown> {
  const { params, ...rest } = request;
  if (typeof params !== 'string' || params === '') return rest;
  const fromString: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) fromString[key] = key === 'query' ? value : asJson(value);
  return { ...fromString, ...rest };
}

const wholeNumber = (value: unknown, name: string, fallback: number, min: number, max: number): number => {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new ParamsError(`${name} must be an integer between ${min} and ${max}`);
  }
  return n;
};

/** `category:Company AND (a:b OR a:c)`: the subset of the filters syntax made of facet tests. */
export function parseFilterString(filters: string): string[][] {
  const text = filters.trim();
  if (!text) return [];
  return text.split(/\s+AND\s+/).map((group) => {
    const inner = group.trim().replace(/^\((.*)\)$/, '$1');
    return inner.split(/\s+OR\s+/).map((test) => {
      const m = /^\s*([\w.-]+)\s*:\s*(?:"([^"]*)"|'([^']*)'|(\S+))\s*$/.exec(test);
      if (!m) throw new ParamsError(`filters: unsupported expression ${JSON.stringify(test.trim())}`);
      return `${m[1]}:${m[2] ?? m[3] ?? m[4]}`;
    });
  });
}

function normaliseFacetFilters(value: unknown): string[][] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list)) throw new ParamsError('facetFilters must be a string or an array');
  return list.map((item) => {
    const ors = Array.isArray(item) ? item : [item];
    if (!ors.every((f) => typeof f === 'string' && f.includes(':')))
      throw new ParamsError('facetFilters entries look like "attribute:value"');
    return ors as string[];
  });
}

export function readSearchParams(request: Record<string, unknown>): SearchParams {
  const p = flattenParams(request);
  const query = p.query === undefined ? '' : String(p.query);
  if (query.length > MAX_QUERY_LENGTH) throw new ParamsError(`query is longer than ${MAX_QUERY_LENGTH} characters`);
  if (p.filters !== undefined && typeof p.filters !== 'string') throw new ParamsError('filters must be a string');
  const retrieve = p.attributesToRetrieve;
  return {
    query,
    page: wholeNumber(p.page, 'page', 0, 0, 10_000),
    hitsPerPage: wholeNumber(p.hitsPerPage, 'hitsPerPage', DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    filters: [...parseFilterString((p.filters as string | undefined) ?? ''), ...normaliseFacetFilters(p.facetFilters)],
    attributesToRetrieve: Array.isArray(retrieve) && !retrieve.includes('*') ? retrieve.map(String) : undefined,
    highlightPreTag: typeof p.highlightPreTag === 'string' ? p.highlightPreTag : '<em>',
    highlightPostTag: typeof p.highlightPostTag === 'string' ? p.highlightPostTag : '</em>',
    clickAnalytics: p.clickAnalytics === true || p.clickAnalytics === 'true',
  };
}

/** Algolia echoes the parameters back URL-encoded. */
export function paramsString(request: Record<string, unknown>): string {
  const flat = flattenParams(request);
  delete flat.indexName;
  delete flat.type;
  return new URLSearchParams(
    Object.entries(flat).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
}

/**
 * The search parameters this engine understands, read from a request the way Algolia reads them: as
 * JSON properties, or URL-encoded in a `params` string (older clients and InstantSearch send that).
 */

import { parseFilterString } from './filter-parser';
import { readNumericFilters } from './numeric-filters';
import { ParamsError } from './params-error';
import { optionalFilterGroups, readOptionalFilterList } from './rules';

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
  /** The attributes whose values are counted over all hits ('*': every attribute for faceting). */
  facets: string[];
  /** At most this many values per facet, the most frequent first. */
  maxValuesPerFacet: number;
  /** Whether the index's synonyms apply (Algolia's `synonyms`, default true). */
  synonyms: boolean;
  /** Overrides of the index settings of the same names, when the query sets them. */
  removeStopWords?: boolean;
  optionalWords?: string[];
  removeWordsIfNoResults?: RemoveWordsIfNoResults;
  /** Algolia's optionalFilters as OR groups of facet tests (a test may end in `<score=N>`). */
  optionalFilters?: string[][];
  /** Whether the index's query rules apply (Algolia's enableRules, default true), and the contexts they may ask for. */
  enableRules?: boolean;
  ruleContexts?: string[];
}

export type RemoveWordsIfNoResults = 'none' | 'lastWords' | 'firstWords' | 'allOptional';
export const REMOVE_WORDS_STRATEGIES: readonly RemoveWordsIfNoResults[] = [
  'none',
  'lastWords',
  'firstWords',
  'allOptional',
];

/** removeWordsIfNoResults as sent (a query parameter or an index setting): one of Algolia's four strategies. */
export function readRemoveWords(value: unknown): RemoveWordsIfNoResults {
  if (typeof value !== 'string' || !REMOVE_WORDS_STRATEGIES.includes(value as RemoveWordsIfNoResults))
    throw new ParamsError(`removeWordsIfNoResults must be one of ${REMOVE_WORDS_STRATEGIES.join(', ')}`);
  return value as RemoveWordsIfNoResults;
}

export { ParamsError };
export { parseFilterString };

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const MAX_QUERY_LENGTH = 512;

/**
 * Every parameter of a query is bounded before any of it is parsed, so that no parameter can make the
 * engine work (or answer) in proportion to a large input: these strings by their own bound, any other
 * string (and each string in a list) by MAX_STRING_PARAM. The highlight tags are short because each
 * highlighted word of each hit carries both.
 */
const STRING_PARAM_LIMITS: Readonly<Record<string, number>> = {
  query: MAX_QUERY_LENGTH,
  filters: 1024,
  highlightPreTag: 64,
  highlightPostTag: 64,
  /** The URL-encoded form of all of them (older clients, InstantSearch). */
  params: 8192,
};
const MAX_STRING_PARAM = 512;
/** Entries of a list parameter (attributesToRetrieve, attributesToHighlight, facets, facetFilters…). */
const MAX_LIST_ENTRIES = 100;
/** Parameters in one query. */
const MAX_PARAMS = 100;
/** Facet tests of one query, filters and facetFilters together. */
const MAX_FACET_TESTS = 64;
/** Hits past this rank are never served over HTTP (Algolia's paginationLimitedTo default): a page starting there is refused. */
export const PAGINATION_LIMITED_TO = 1000;
/** Algolia's default and largest maxValuesPerFacet. */
const DEFAULT_MAX_VALUES_PER_FACET = 100;
const MAX_VALUES_PER_FACET = 1000;

const asJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** Merges `params=a=1&b=2` into the object (JSON properties win, as in Algolia). */
function flattenParams(request: Record<string, unknown>): Record<string, unknown> {
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

/** A parameter within its bounds: strings by length, lists by entries, at most a list of lists. */
function checkBound(name: string, value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    const max = depth === 0 ? (STRING_PARAM_LIMITS[name] ?? MAX_STRING_PARAM) : MAX_STRING_PARAM;
    if (value.length > max) throw new ParamsError(`${name} is longer than ${max} characters`);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= 2) throw new ParamsError(`${name} is nested too deeply`);
  const entries = Array.isArray(value) ? value : Object.values(value);
  if (entries.length > MAX_LIST_ENTRIES) throw new ParamsError(`${name} has more than ${MAX_LIST_ENTRIES} entries`);
  for (const entry of entries) checkBound(name, entry, depth + 1);
}

/** The request's parameters, flattened, each within its bounds: checked before any of them is parsed. */
function boundedParams(request: Record<string, unknown>): Record<string, unknown> {
  checkBound('params', request.params);
  const p = flattenParams(request);
  const names = Object.keys(p);
  if (names.length > MAX_PARAMS) throw new ParamsError(`at most ${MAX_PARAMS} parameters per query`);
  for (const name of names) {
    if (name.length > MAX_STRING_PARAM)
      throw new ParamsError(`a parameter name is longer than ${MAX_STRING_PARAM} characters`);
    checkBound(name, p[name]);
  }
  return p;
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

function readStringList(value: unknown, name: string): string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((f) => typeof f === 'string'))
    throw new ParamsError(`${name} must be a string or an array of strings`);
  return list as string[];
}

const readFacets = (value: unknown) => readStringList(value, 'facets');

export function readSearchParams(request: Record<string, unknown>): SearchParams {
  const p = boundedParams(request);
  const query = p.query === undefined ? '' : String(p.query);
  if (query.length > MAX_QUERY_LENGTH) throw new ParamsError(`query is longer than ${MAX_QUERY_LENGTH} characters`);
  if (p.filters !== undefined && typeof p.filters !== 'string') throw new ParamsError('filters must be a string');
  const retrieve = p.attributesToRetrieve;
  const filters = [
    ...parseFilterString((p.filters as string | undefined) ?? ''),
    ...normaliseFacetFilters(p.facetFilters),
    ...readNumericFilters(p.numericFilters),
  ];
  if (filters.reduce((n, ors) => n + ors.length, 0) > MAX_FACET_TESTS)
    throw new ParamsError(`filters and facetFilters: at most ${MAX_FACET_TESTS} facet tests per query`);
  const optionalFilters =
    p.optionalFilters === undefined ? [] : optionalFilterGroups(readOptionalFilterList(p.optionalFilters));
  if (optionalFilters.reduce((n, ors) => n + ors.length, 0) > MAX_FACET_TESTS)
    throw new ParamsError(`optionalFilters: at most ${MAX_FACET_TESTS} facet tests per query`);
  for (const test of optionalFilters.flat())
    if (!test.includes(':')) throw new ParamsError('optionalFilters entries look like "attribute:value"');
  return {
    query,
    page: wholeNumber(p.page, 'page', 0, 0, 10_000),
    hitsPerPage: wholeNumber(p.hitsPerPage, 'hitsPerPage', DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    filters,
    attributesToRetrieve: Array.isArray(retrieve) && !retrieve.includes('*') ? retrieve.map(String) : undefined,
    highlightPreTag: typeof p.highlightPreTag === 'string' ? p.highlightPreTag : '<em>',
    highlightPostTag: typeof p.highlightPostTag === 'string' ? p.highlightPostTag : '</em>',
    clickAnalytics: p.clickAnalytics === true || p.clickAnalytics === 'true',
    facets: readFacets(p.facets),
    synonyms: p.synonyms !== false && p.synonyms !== 'false',
    ...(p.removeStopWords === undefined
      ? {}
      : {
          removeStopWords:
            p.removeStopWords === true || p.removeStopWords === 'true' || Array.isArray(p.removeStopWords),
        }),
    ...(p.optionalWords === undefined ? {} : { optionalWords: readStringList(p.optionalWords, 'optionalWords') }),
    ...(p.removeWordsIfNoResults === undefined
      ? {}
      : { removeWordsIfNoResults: readRemoveWords(p.removeWordsIfNoResults) }),
    optionalFilters,
    enableRules: p.enableRules !== false && p.enableRules !== 'false',
    ruleContexts: readStringList(p.ruleContexts, 'ruleContexts'),
    maxValuesPerFacet: wholeNumber(
      p.maxValuesPerFacet,
      'maxValuesPerFacet',
      DEFAULT_MAX_VALUES_PER_FACET,
      1,
      MAX_VALUES_PER_FACET,
    ),
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

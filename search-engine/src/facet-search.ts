/**
 * Algolia's search for facet values (searchForFacetValues, and a multi-query entry of `type: "facet"`): the values
 * of one `searchable(attribute)` facet, over the records matching the request's query and filters, whose words start
 * with the facetQuery's words, the most frequent first. Built on the engine's own search (its facet counts, with no
 * hits), so the values and counts are those a search with the same parameters would show.
 */
import type { Deadline } from './deadline';
import type { SearchEngine } from './engine';
import { escapeHtml, tokenize } from './matching';
import { ParamsError } from './params';

export interface FacetHit {
  value: string;
  /** The value as HTML text, the matched part of each word between the highlight tags. */
  highlighted: string;
  count: number;
}

export interface FacetSearchResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

const MAX_FACET_QUERY = 512;
const MAX_FACET_NAME = 256;
/** Algolia's default and largest maxFacetHits. */
const DEFAULT_MAX_FACET_HITS = 10;
const MAX_FACET_HITS = 100;
/**
 * The values read from the facet counts, the most frequent first (the engine's largest maxValuesPerFacet): a value
 * held by fewer of the matching records than the 1,000th is not offered.
 */
const VALUES_READ = 1000;
/** The largest `params` string the engine reads (params.ts). */
const MAX_PARAMS_STRING = 8192;

/** The engine's split of text into words (matching.ts's tokenize), with each word's place in the value. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;
const COMBINING_ACCENT = /[\u0300-\u036f]/g;

/** A word's text for comparison: lower-cased, Latin accents dropped ("Mahārāṣṭra" matches "mahara"). */
const fold = (text: string): string => text.normalize('NFD').replace(COMBINING_ACCENT, '').toLowerCase();

/** How many characters of `word` make the first `length` characters of its folded text. */
function originalLength(word: string, length: number): number {
  let folded = 0;
  let at = 0;
  for (const c of word) {
    if (folded >= length) break;
    folded += fold(c).length;
    at += c.length;
  }
  return at;
}

/**
 * `value` highlighted for the folded query words, or undefined when it does not match: every query word but the last
 * is a word of the value, the last the start of one (Algolia's prefix on the last word).
 */
function highlightValue(value: string, words: readonly string[], pre: string, post: string): string | undefined {
  const matched = new Uint8Array(words.length);
  let out = '';
  let last = 0;
  for (const found of value.matchAll(WORD)) {
    const word = found[0];
    const folded = fold(word);
    let length = 0;
    words.forEach((q, i) => {
      const whole = folded === q;
      if (!whole && !(i === words.length - 1 && folded.startsWith(q))) return;
      matched[i] = 1;
      length = Math.max(length, whole ? word.length : originalLength(word, q.length));
    });
    if (length === 0) continue;
    const start = found.index!;
    out += escapeHtml(value.slice(last, start)) + pre + escapeHtml(word.slice(0, length)) + post;
    last = start + length;
  }
  if (matched.includes(0)) return undefined;
  return out + escapeHtml(value.slice(last));
}

/** A parameter from the request's JSON, else from its URL-encoded `params` (JSON properties win, as in Algolia). */
function requestParam(request: Record<string, unknown>, name: string): unknown {
  if (request[name] !== undefined) return request[name];
  const { params } = request;
  if (typeof params !== 'string' || params.length > MAX_PARAMS_STRING) return undefined;
  return new URLSearchParams(params).get(name) ?? undefined;
}

function readFacetQuery(request: Record<string, unknown>): string {
  const value = requestParam(request, 'facetQuery') ?? '';
  if (typeof value !== 'string') throw new ParamsError('facetQuery must be a string');
  if (value.length > MAX_FACET_QUERY) throw new ParamsError(`facetQuery is longer than ${MAX_FACET_QUERY} characters`);
  return value;
}

function readMaxFacetHits(request: Record<string, unknown>): number {
  const value = requestParam(request, 'maxFacetHits');
  if (value === undefined) return DEFAULT_MAX_FACET_HITS;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_FACET_HITS)
    throw new ParamsError(`maxFacetHits must be an integer between 1 and ${MAX_FACET_HITS}`);
  return n;
}

const tag = (request: Record<string, unknown>, name: string, fallback: string): string => {
  const value = requestParam(request, name);
  return typeof value === 'string' ? value : fallback;
};

/** Whether attributesForFaceting declares `searchable(facet)`. */
function isSearchable(attributesForFaceting: unknown, facet: string): boolean {
  if (!Array.isArray(attributesForFaceting)) return false;
  return attributesForFaceting.some(
    (entry) =>
      typeof entry === 'string' &&
      entry.startsWith('searchable(') &&
      entry.endsWith(')') &&
      entry.slice('searchable('.length, -1).trim() === facet,
  );
}

/** What a facet search sends besides the search parameters (the multi-query's entry: its index, type and facet). */
const FACET_SEARCH_PARAMS = ['facetQuery', 'maxFacetHits', 'facet', 'facetName', 'type', 'indexName'];

/** The request's search parameters, with the facet search's own left out and the facet counted instead of hits. */
function countingRequest(request: Record<string, unknown>, facet: string): Record<string, unknown> {
  const search: Record<string, unknown> = { ...request, hitsPerPage: 0, page: 0, facets: [facet] };
  for (const own of FACET_SEARCH_PARAMS) delete search[own];
  return { ...search, maxValuesPerFacet: VALUES_READ };
}

/** searchForFacetValues on `indexName`'s `facet`: facetQuery, maxFacetHits and any search parameters in `request`. */
export function searchFacetValues(
  engine: SearchEngine,
  indexName: string,
  facet: unknown,
  request: Record<string, unknown>,
  deadline: Deadline,
): FacetSearchResult {
  const started = performance.now();
  if (typeof facet !== 'string' || facet === '' || facet.length > MAX_FACET_NAME)
    throw new ParamsError(`facet must be a string of 1 to ${MAX_FACET_NAME} characters`);
  const facetQuery = readFacetQuery(request);
  const maxFacetHits = readMaxFacetHits(request);
  if (!isSearchable(engine.getSettings(indexName).attributesForFaceting, facet))
    throw new ParamsError(
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    );
  const counted = engine.search(indexName, countingRequest(request, facet), deadline).facets?.[facet] ?? {};
  // The search read and bounded the tags with the other parameters.
  const pre = tag(request, 'highlightPreTag', '<em>');
  const post = tag(request, 'highlightPostTag', '</em>');
  const words = tokenize(facetQuery).map(fold);
  // Object keys that look like integers come out first: the order is put back from the counts.
  const values = Object.entries(counted).sort(([va, ca], [vb, cb]) => cb - ca || (va < vb ? -1 : va > vb ? 1 : 0));
  const facetHits: FacetHit[] = [];
  for (const [value, count] of values) {
    if (facetHits.length === maxFacetHits) break;
    deadline.tick();
    const highlighted = highlightValue(value, words, pre, post);
    if (highlighted !== undefined) facetHits.push({ value, highlighted, count });
  }
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
}

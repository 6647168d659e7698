/** Paging: the requested page of ranked items, and each hit in it as Algolia returns it. */
import type { Deadline } from './deadline';
import { highlight, type HighlightResult } from './matching';
import type { SearchParams } from './params';
import type { SearchHit, SearchPage, SearchRecord } from './search-types';
import { topK } from './top-k';

/**
 * The requested page of n ranked items (numbered 0..n-1, ordered by `compare`, a total order): only the
 * first (page + 1) * hitsPerPage items are put in order. nbHits counts every item.
 */
export function pageOf(
  params: SearchParams,
  n: number,
  compare: (x: number, y: number) => number,
  hitOf: (x: number) => SearchHit,
  deadline: Deadline,
): SearchPage {
  const { page, hitsPerPage } = params;
  const from = page * hitsPerPage;
  deadline.check();
  const top = hitsPerPage === 0 || from >= n ? [] : topK(n, from + hitsPerPage, compare, () => deadline.check());
  return {
    hits: top.slice(from).map((x) => (deadline.check(), hitOf(x))),
    nbHits: n,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(n / hitsPerPage),
    hitsPerPage,
  };
}

/** A record as a hit: its attributesToRetrieve (all by default) and its searchable `fields` highlighted for `words`. */
export function toHit(
  record: SearchRecord,
  words: string[],
  params: SearchParams,
  fields: readonly string[],
): SearchHit {
  const retrieved: SearchRecord = params.attributesToRetrieve
    ? Object.fromEntries([
        ['objectID', record.objectID],
        ...params.attributesToRetrieve.filter((a) => a in record).map((a) => [a, record[a]]),
      ])
    : { ...record };
  const _highlightResult: Record<string, HighlightResult> = {};
  for (const field of fields) {
    if (typeof record[field] === 'string') {
      _highlightResult[field] = highlight(record[field], words, params.highlightPreTag, params.highlightPostTag);
    }
  }
  return { ...retrieved, _highlightResult };
}

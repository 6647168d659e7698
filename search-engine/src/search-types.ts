import type { HighlightResult } from './matching';

/** A stored record: any attributes, and its objectID. */
export type SearchRecord = Record<string, unknown> & { objectID: string };

/** The Algolia index settings the engine reads; others are kept and returned as they were set. */
export interface IndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  [other: string]: unknown;
}

/** One hit of a search page: the retrieved attributes and the highlighted searchable ones. */
export interface SearchHit extends SearchRecord {
  _highlightResult: Record<string, HighlightResult>;
}

/** One page of a search's answer, as Algolia returns it. */
export interface SearchPage {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** Requested facets: value → number of hits holding it, per attribute. */
  facets?: Record<string, Record<string, number>>;
  exhaustiveFacetsCount?: boolean;
}

/** A search's answer: the page, and what the index's rules and relaxation did to the query (Algolia's fields). */
export interface SearchAnswer extends SearchPage {
  appliedRules?: { objectID: string }[];
  userData?: unknown[];
  /** The query with the words made optional to find anything (removeWordsIfNoResults) in `<em>`. */
  queryAfterRemoval?: string;
}

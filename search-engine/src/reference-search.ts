/**
 * The straightforward search algorithm: MiniSearch's own search, then every match ranked by Algolia's
 * default criteria (typo, words, proximity, attribute, exact, custom, then MiniSearch's score and the order records
 * were saved in) and the whole list sorted. The fast path (candidates, scoring, ranking) must answer
 * exactly the same; this one answers when the fast path cannot, and the tests hold the fast path to it.
 */
import type { Deadline } from './deadline';
import { customRules, customValue } from './doc-table';
import { countedFacets, countFacetValues } from './facet-counts';
import { facetMatches } from './facet-filters';
import { isPrefixWord, rankInfo, tokenize, typosAllowed } from './matching';
import { toHit } from './paging';
import type { SearchParams } from './params';
import { textProximity } from './proximity';
import { packKey, proximityPad } from './ranking';
import { textPosition, unorderedFields } from './searchable-text';
import type { IndexSettings, SearchPage, SearchRecord } from './search-types';
import type { TermIndex } from './term-index';

/** A ranked record: its packed key (ranking.ts's packKey: typos, words, proximity, position, exact) and its score. */
export interface Ranked {
  record: SearchRecord;
  key: number;
  score: number;
  /** The last tie-break: the record's MiniSearch short id (the order records were saved in). */
  doc: number;
}

/** What the reference search reads of an index. */
interface ReferenceIndex {
  mini: TermIndex;
  records: ReadonlyMap<string, SearchRecord>;
  fields: readonly string[];
  settings: IndexSettings;
}

export function referenceSearch(index: ReferenceIndex, params: SearchParams, deadline: Deadline): SearchPage {
  const { fields, settings } = index;
  const words = tokenize(params.query);
  const ranked = referenceRanked(index, params, deadline);
  const { page, hitsPerPage } = params;
  const slice = hitsPerPage === 0 ? [] : ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const result: SearchPage = {
    hits: slice.map((record) => toHit(record, words, params, fields)),
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
  };
  if (params.facets.length === 0) return result;
  const attributes = countedFacets(params.facets, settings.attributesForFaceting);
  const facets = countFacetValues(attributes, ranked.length, (x) => ranked[x]!, params.maxValuesPerFacet, deadline);
  return { ...result, facets, exhaustiveFacetsCount: true };
}

/** Every record matching the query and the filters, in ranking order. */
function referenceRanked(index: ReferenceIndex, params: SearchParams, deadline: Deadline): SearchRecord[] {
  return referenceEntries(index, params, deadline).map((r) => r.record);
}

/**
 * Every record matching the query and the filters with its key and score, in ranking order; `matchedWords` is the
 * words criterion of them all (the query's alternative decides it; see query-alternatives.ts).
 */
export function referenceEntries(
  { mini, records, fields, settings }: ReferenceIndex,
  params: SearchParams,
  deadline: Deadline,
  matchedWords = tokenize(params.query).length,
): Ranked[] {
  const words = tokenize(params.query);
  const keep = (r: SearchRecord) => params.filters.every((ors) => ors.some((test) => facetMatches(r, test)));
  let ranked: Ranked[];
  if (words.length === 0) {
    ranked = [...records.values()].filter(keep).map((record, doc) => ({ record, key: 0, score: 0, doc }));
  } else {
    ranked = [];
    const results = mini.search(params.query, {
      prefix: isPrefixWord,
      fuzzy: (term) => typosAllowed(term) || false,
      combineWith: 'AND',
    });
    deadline.check();
    for (const result of results) {
      deadline.tick();
      const record = records.get(result.id as string);
      if (!record || !keep(record)) continue;
      const info = rankInfo(words, result.terms);
      const key = packKey(
        info.typos,
        matchedWords,
        textProximity(fields, record, result.terms, words) + proximityPad(matchedWords, words.length),
        textPosition(fields, record, result.terms, unorderedFields(settings)),
        info.exactWords,
      );
      ranked.push({ record, key, score: result.score, doc: mini.shortIdOf(record.objectID)! });
    }
  }
  const custom = customRanking(settings);
  ranked.sort((a, b) => a.key - b.key || custom(a.record, b.record) || b.score - a.score || a.doc - b.doc);
  deadline.check();
  return ranked;
}

/** Algolia's customRanking as a comparison of two records. */
export function customRanking(settings: IndexSettings): (a: SearchRecord, b: SearchRecord) => number {
  const rules = customRules(settings.customRanking);
  return (a, b) => {
    for (const { sign, attribute } of rules) {
      const x = customValue(a, attribute);
      const y = customValue(b, attribute);
      if (x !== y) return sign * (x - y);
    }
    return 0;
  };
}

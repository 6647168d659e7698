/**
 * The candidates of a query on the fast path: the documents that match every query word (MiniSearch's
 * AND), found by expanding each word into the index terms it reaches (itself, longer words it prefixes,
 * words within its typos) and walking those terms' postings. Leaves their scores and best match codes in
 * the query scratch, and marks the derived words (by word id) with the query's epoch.
 */
import type { Deadline } from './deadline';
import type { DocTable } from './doc-table';
import { matchCodes, NO_MATCH } from './match-codes';
import { isPrefixWord, typosAllowed } from './matching';
import type { QueryScratch } from './query-scratch';
import { addWordScores, inverseDocFrequency, scorePostings } from './scoring';
import type { SearchRecord } from './search-types';
import type { FieldTermData, TermIndex } from './term-index';

/** The bits of the query words a term's match codes say it matches. */
function codeMask(codes: Uint8Array | null): number {
  let bits = 0;
  if (codes !== null) for (let w = 0; w < codes.length; w++) if (codes[w] !== NO_MATCH) bits |= 1 << w;
  return bits >>> 0;
}

export interface Candidates {
  /** The query's epoch in the scratch (see QueryScratch). */
  epoch: number;
  /** The index terms of this query that a document's scoring fields hold (read from the postings). */
  termsMatchedBy(doc: number): string[];
}

/**
 * Fills `scratch` for `terms` (MiniSearch's query words) and `words` (the engine's tokens of the same
 * query, which the match codes compare with): afterwards scratch.matched[0, matchedCount) holds the
 * documents matching every word, in the order of MiniSearch's combined result, and scratch.total their scores.
 */
export function findCandidates(
  mini: TermIndex,
  table: DocTable<SearchRecord>,
  scratch: QueryScratch,
  words: string[],
  terms: string[],
  deadline: Deadline,
): Candidates {
  const epoch = scratch.prepare(mini.idLimit, words.length, table.dictionary.size);
  const { derived, mask } = scratch;
  const scoringFieldIds = mini.scoringFields.map((field) => mini.fieldIdOf(field));
  const documentCount = mini.documentCount;
  const bm25 = mini.bm25;
  const codesOf = new Map<string, Uint8Array | null>();
  const dataOf = new Map<string, FieldTermData>();

  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    scratch.matchedCount = 0;
    for (const { term: derivedTerm, weight, data } of mini.expand(
      term,
      isPrefixWord(term, i, terms),
      typosAllowed(term) || false,
    )) {
      deadline.check(); // the budget holds within the query: per derived term (its postings are the work)
      let codes = codesOf.get(derivedTerm);
      if (codes === undefined) codesOf.set(derivedTerm, (codes = matchCodes(words, derivedTerm)));
      const wordId = table.dictionary.get(derivedTerm);
      if (wordId !== undefined) {
        derived[wordId] = epoch;
        mask[wordId] = codeMask(codes);
      }
      if (!data) continue;
      dataOf.set(derivedTerm, data);
      for (let f = 0; f < scoringFieldIds.length; f++) {
        const fieldId = scoringFieldIds[f]!;
        const postings = data.get(fieldId);
        if (postings == null) continue;
        const invDocFreq = inverseDocFrequency(documentCount, postings.size);
        scorePostings(
          scratch,
          postings,
          i,
          epoch,
          weight,
          invDocFreq,
          mini.averageFieldLength(fieldId),
          table.lengths[fieldId]!,
          bm25,
          codes,
          words.length,
          (1 << f) >>> 0,
        );
      }
    }
    addWordScores(scratch, i);
  }

  return {
    epoch,
    termsMatchedBy: (doc) =>
      [...dataOf].filter(([, data]) => scoringFieldIds.some((id) => data.get(id)?.has(doc))).map(([term]) => term),
  };
}

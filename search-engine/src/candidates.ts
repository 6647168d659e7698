/**
 * The candidates of a query on the fast path: the documents that match every query word (MiniSearch's
 * AND), found by expanding each word into the index terms it reaches (itself, longer words it prefixes,
 * words within its typos) and walking those terms' postings. Leaves their scores and best match codes in
 * the query scratch, and marks the derived words (by word id) with the query's epoch.
 */
import type { Deadline } from './deadline';
import type { DocTable } from './doc-table';
import { EXACT, matchCodes, NO_MATCH } from './match-codes';
import { isPrefixWord, typosAllowed } from './matching';
import type { QueryScratch } from './query-scratch';
import { addWordScores, inverseDocFrequency, scoreOptionalPostings, scorePostings } from './scoring';
import type { SearchRecord } from './search-types';
import type { FieldTermData, TermIndex } from './term-index';

/** The bits of the query words a term's match codes say it matches. */
function codeMask(codes: Uint8Array | null): number {
  let bits = 0;
  if (codes !== null) for (let w = 0; w < codes.length; w++) if (codes[w] !== NO_MATCH) bits |= 1 << w;
  return bits >>> 0;
}

interface Candidates {
  /** The query's epoch in the scratch (see QueryScratch). */
  epoch: number;
  /** The index terms of this query that a document's scoring fields hold (read from the postings). */
  termsMatchedBy(doc: number): string[];
}

/** How the words of one query form match (see query-alternatives.ts's queryForms). */
export interface WordRules {
  /** Per query word, whether it is optional: it ranks (the words criterion) but a record need not match it. */
  optional?: readonly boolean[];
  /** Per query word, its single-word synonyms: index terms that match it as exactly as the word itself. */
  synonyms?: readonly (readonly string[])[];
}

/**
 * Fills `scratch` for `terms` (MiniSearch's query words) and `words` (the engine's tokens of the same
 * query, which the match codes compare with): afterwards scratch.matched[0, matchedCount) holds the
 * documents matching every required word (with no required word: any of the optional ones), in the order of
 * MiniSearch's combined result, and scratch.total their scores. The required words are walked first, so an optional
 * word only touches the documents they left; `rules` may only be given when `terms` and `words` are the same words.
 */
export function findCandidates(
  mini: TermIndex,
  table: DocTable<SearchRecord>,
  scratch: QueryScratch,
  words: string[],
  terms: string[],
  deadline: Deadline,
  rules: WordRules = {},
): Candidates {
  const epoch = scratch.prepare(mini.idLimit, words.length, table.dictionary.size);
  const { derived, mask } = scratch;
  const scoringFieldIds = mini.scoringFields.map((field) => mini.fieldIdOf(field));
  const documentCount = mini.documentCount;
  const bm25 = mini.bm25;
  const codesOf = new Map<string, Uint8Array | null>();
  const dataOf = new Map<string, FieldTermData>();

  const optional = rules.optional ?? [];
  const order = [...terms.keys()].sort((x, y) => Number(optional[x] === true) - Number(optional[y] === true));
  const required = order.filter((i) => optional[i] !== true).length;
  scratch.matchedCount = 0;
  for (let stage = 0; stage < order.length; stage++) {
    const i = order[stage]!;
    const term = terms[i]!;
    const isOptional = stage >= required;
    // An inner required word may look up the documents the words before it left (the last one keeps MiniSearch's
    // order of the postings, which the ranking's last tie-break follows).
    let reached: { docs: Int32Array; count: number } | undefined;
    if (!isOptional && stage > 0 && stage < required - 1) {
      reached = { docs: scratch.previousDocs(), count: scratch.matchedCount };
      reached.docs.set(scratch.matched.subarray(0, scratch.matchedCount));
    }
    if (!isOptional) scratch.matchedCount = 0;
    const derivedTerms = mini.expand(term, isPrefixWord(term, i, terms), typosAllowed(term) || false);
    for (const synonym of rules.synonyms?.[i] ?? [])
      if (!derivedTerms.some((t) => t.term === synonym)) derivedTerms.push(mini.exactTerm(synonym));
    for (const { term: derivedTerm, weight, data } of derivedTerms) {
      deadline.check(); // the budget holds within the query: per derived term (its postings are the work)
      let codes = codesOf.get(derivedTerm);
      if (codes === undefined) {
        codes = matchCodes(words, derivedTerm);
        // A synonym of word i matches it exactly (Algolia's alternativesAsExact: singleWordSynonym).
        if (rules.synonyms?.[i]?.includes(derivedTerm)) {
          codes ??= new Uint8Array(words.length).fill(NO_MATCH);
          codes[i] = EXACT;
        }
        codesOf.set(derivedTerm, codes);
      }
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
        (isOptional ? scoreOptionalPostings : scorePostings)(
          scratch,
          postings,
          isOptional ? required : stage,
          epoch,
          weight,
          invDocFreq,
          mini.averageFieldLength(fieldId),
          table.lengths[fieldId]!,
          bm25,
          codes,
          words.length,
          (1 << f) >>> 0,
          reached,
        );
      }
    }
    if (!isOptional) addWordScores(scratch, stage);
  }

  return {
    epoch,
    termsMatchedBy: (doc) =>
      [...dataOf].filter(([, data]) => scoringFieldIds.some((id) => data.get(id)?.has(doc))).map(([term]) => term),
  };
}

/**
 * The candidates of a query on the fast path: the documents that match every query word (MiniSearch's
 * AND), found by expanding each word into the index terms it reaches (itself, longer words it prefixes,
 * words within its typos) and walking those terms' postings. Leaves their scores and best match codes in
 * the query scratch, and marks the derived words (by word id) with the query's epoch.
 */
import type { Deadline } from './deadline';
import type { DocTable } from './doc-table';
import { EXACT, matchCodes, NO_MATCH, PREFIX } from './match-codes';
import { isPrefixWord, typosAllowed } from './matching';
import type { QueryScratch } from './query-scratch';
import { keepWordScores, PostingsWalk, sumWordScores, type Reached } from './scoring';
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
  /**
   * Whether a single-word synonym counts as an exact match (Algolia's alternativesAsExact holding
   * 'singleWordSynonym', its default); false: it matches with no typo but not exactly, so the word as typed wins the
   * exact criterion (a seller's brand above the generic it stands for).
   */
  synonymsAsExact?: boolean;
}

/**
 * Fills `scratch` for `terms` (MiniSearch's query words) and `words` (the engine's tokens of the same
 * query, which the match codes compare with): afterwards scratch.matched[0, matchedCount) holds the
 * documents matching every required word (with no required word: any of the optional ones), in no order that
 * matters (nothing after depends on it), and scratch.total their scores. The required words are walked first, so an
 * optional word only touches the documents they left; `rules` may only be given when `terms` and `words` are the same words.
 */
export function findCandidates(
  mini: TermIndex,
  table: DocTable<SearchRecord>,
  scratch: QueryScratch,
  words: string[],
  terms: string[],
  deadline: Deadline,
  rules: WordRules = {},
  keep?: (doc: number) => boolean,
): Candidates {
  const epoch = scratch.prepare(mini.idLimit, words.length, table.dictionary.size);
  const { derived, mask } = scratch;
  const scoringFieldIds = mini.scoringFields.map((field) => mini.fieldIdOf(field));
  const documentCount = mini.documentCount;
  const walk = new PostingsWalk(scratch, epoch, words.length, mini.bm25, keep);
  const codesOf = new Map<string, Uint8Array | null>();
  const dataOf = new Map<string, FieldTermData>();

  const optional = rules.optional ?? [];
  const expanded = terms.map((term, i) => {
    const derivedTerms = mini.expand(term, isPrefixWord(term, i, terms), typosAllowed(term) || false);
    for (const synonym of rules.synonyms?.[i] ?? [])
      if (!derivedTerms.some((t) => t.term === synonym)) derivedTerms.push(mini.exactTerm(synonym));
    let postings = 0;
    for (const { data } of derivedTerms)
      if (data) for (const id of scoringFieldIds) postings += data.get(id)?.size ?? 0;
    return { derivedTerms, postings };
  });
  // The required words, rarest first: the first one's postings decide the candidates, and each later word is looked
  // up in the documents the words before left, so the work follows the smallest word, not the most common one. The
  // order changes no score (each word's is kept apart and the sums are added in query order) and no ranking (ties are
  // broken by document, not by the order candidates were found).
  const requiredWords = [...terms.keys()].filter((i) => optional[i] !== true);
  const optionalWords = [...terms.keys()].filter((i) => optional[i] === true);
  const order = [
    ...[...requiredWords].sort((x, y) => expanded[x]!.postings - expanded[y]!.postings || x - y),
    ...optionalWords,
  ];
  const required = requiredWords.length;
  // Each derived term's match codes, and the dictionary's marks of the words the query derived, in the query's word
  // order (required words first): a term two query words reach keeps the codes the first of them gives it.
  for (const i of [...requiredWords, ...optionalWords]) {
    for (const { term: derivedTerm } of expanded[i]!.derivedTerms) {
      deadline.check();
      let codes = codesOf.get(derivedTerm);
      if (codes === undefined) {
        codes = matchCodes(words, derivedTerm);
        // A synonym of word i matches it exactly (Algolia's alternativesAsExact: singleWordSynonym), else with no typo.
        if (rules.synonyms?.[i]?.includes(derivedTerm)) {
          codes ??= new Uint8Array(words.length).fill(NO_MATCH);
          codes[i] = rules.synonymsAsExact === false ? PREFIX : EXACT;
        }
        codesOf.set(derivedTerm, codes);
      }
      const wordId = table.dictionary.get(derivedTerm);
      if (wordId !== undefined) {
        if (derived[wordId] !== epoch) scratch.derivedIds.push(wordId);
        derived[wordId] = epoch;
        mask[wordId] = codeMask(codes);
      }
    }
  }
  scratch.matchedCount = 0;
  for (let stage = 0; stage < order.length; stage++) {
    const i = order[stage]!;
    const isOptional = stage >= required;
    if (stage === required && required > 0) sumWordScores(scratch, requiredWords);
    let reached: Reached | undefined;
    if (!isOptional && stage > 0) {
      reached = { docs: scratch.previousDocs(), count: scratch.matchedCount, sorted: false };
      reached.docs.set(scratch.matched.subarray(0, scratch.matchedCount));
    }
    if (!isOptional) scratch.matchedCount = 0;
    for (const { term: derivedTerm, weight, data } of expanded[i]!.derivedTerms) {
      deadline.check(); // the budget holds within the query: per derived term (its postings are the work)
      if (!data) continue;
      const codes = codesOf.get(derivedTerm) ?? null;
      dataOf.set(derivedTerm, data);
      for (let f = 0; f < scoringFieldIds.length; f++) {
        const fieldId = scoringFieldIds[f]!;
        const postings = data.get(fieldId);
        if (postings == null) continue;
        const packed = mini.packedPostings(derivedTerm, fieldId, postings);
        walk.list(
          postings.size,
          documentCount,
          weight,
          mini.averageFieldLength(fieldId),
          table.lengths[fieldId]!,
          codes,
          (1 << f) >>> 0,
        );
        if (isOptional) walk.optional(packed, required);
        else walk.required(packed, stage, reached);
      }
    }
    // One required word's scores are summed straight from the walk's (sumWordScores).
    if (!isOptional && required > 1) keepWordScores(scratch, i);
  }
  if (order.length === required && required > 0) sumWordScores(scratch, requiredWords);

  return {
    epoch,
    termsMatchedBy: (doc) =>
      [...dataOf].filter(([, data]) => scoringFieldIds.some((id) => data.get(id)?.has(doc))).map(([term]) => term),
  };
}

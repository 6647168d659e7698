/**
 * MiniSearch's BM25 scoring and AND combination, computed straight from the postings into the query
 * scratch: the same terms and weights MiniSearch's own search uses, summed in the same order, so the
 * scores are the same numbers `search()` would return.
 */
import * as matchCodes from './match-codes';
import type { QueryScratch } from './query-scratch';
import type { Bm25Params } from './term-index';

// A local copy: the hot loop reads it per document, and a CommonJS build turns imported bindings into getter calls.
const { NO_MATCH } = matchCodes;

/** The part of MiniSearch's calcBM25Score that does not depend on the document: the term's rarity in a field. */
export const inverseDocFrequency = (documentCount: number, matchingCount: number): number =>
  Math.log(1 + (documentCount - matchingCount + 0.5) / (matchingCount + 0.5));

/**
 * One derived term's postings in one field, for query word i: MiniSearch's termResults (the same
 * BM25 sum, in the same order) restricted to documents that matched the words before i, plus the
 * best match code per query word and the attributes (`fieldBit`: this field's bit) each query word matched
 * in. `matched` collects the documents reaching word i, in first-seen order. With `reached` (the documents that
 * reached word i), the postings are looked up per document when those are fewer: the same documents, in their order
 * rather than the postings' (MiniSearch's order, which the last required word's pass must keep).
 */
export function scorePostings(
  scratch: QueryScratch,
  postings: Map<number, number>,
  i: number,
  epoch: number,
  weight: number,
  invDocFreq: number,
  avgFieldLength: number,
  fieldLengths: Uint32Array,
  bm25: Bm25Params,
  codes: Uint8Array | null,
  words: number,
  fieldBit: number,
  reached?: { docs: Int32Array; count: number },
) {
  const { stamp, level, current, best, fieldBits, matched } = scratch;
  const { k, b, d } = bm25;
  let count = scratch.matchedCount;
  const visit = (termFreq: number, doc: number) => {
    if (stamp[doc] !== epoch) {
      if (i !== 0) return;
      stamp[doc] = epoch;
      level[doc] = 0;
      for (let w = 0; w < words; w++) {
        best[w]![doc] = NO_MATCH;
        fieldBits[w]![doc] = 0;
      }
    }
    const reached = level[doc]!;
    if (reached < i) return; // missed an earlier query word: not an AND match
    const fieldLength = fieldLengths[doc]!;
    const rawScore =
      invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
    const weightedScore = weight * rawScore;
    if (reached === i) {
      level[doc] = i + 1;
      current[doc] = weightedScore;
      matched[count++] = doc;
    } else {
      current[doc] = current[doc]! + weightedScore;
    }
    if (codes !== null) {
      for (let w = 0; w < words; w++) {
        const code = codes[w]!;
        if (code === NO_MATCH) continue;
        if (code < best[w]![doc]!) best[w]![doc] = code;
        fieldBits[w]![doc] = fieldBits[w]![doc]! | fieldBit;
      }
    }
  };
  if (reached !== undefined && reached.count < postings.size) {
    // Fewer documents reached word i than the term has postings: look each of them up instead.
    for (let j = 0; j < reached.count; j++) {
      const doc = reached.docs[j]!;
      const termFreq = postings.get(doc);
      if (termFreq !== undefined) visit(termFreq, doc);
    }
  } else postings.forEach(visit);
  scratch.matchedCount = count;
}

/** After query word i: MiniSearch's AND adds each document's score for word i to its score so far. */
export function addWordScores(scratch: QueryScratch, i: number) {
  const { current, total, matched, matchedCount } = scratch;
  for (let j = 0; j < matchedCount; j++) {
    const doc = matched[j]!;
    total[doc] = i === 0 ? current[doc]! : total[doc]! + current[doc]!;
  }
}

/**
 * One derived term's postings in one field for an optional query word: it adds to the score and the match codes of
 * the documents it reaches but never decides whether they match. With required words (`required` > 0) only the
 * documents that matched all of them count, looked up by candidate when they are fewer than the postings; without,
 * every document it reaches becomes a candidate (a query of optional words alone finds what matches any of them).
 */
export function scoreOptionalPostings(
  scratch: QueryScratch,
  postings: Map<number, number>,
  required: number,
  epoch: number,
  weight: number,
  invDocFreq: number,
  avgFieldLength: number,
  fieldLengths: Uint32Array,
  bm25: Bm25Params,
  codes: Uint8Array | null,
  words: number,
  fieldBit: number,
) {
  const { stamp, level, total, best, fieldBits, matched } = scratch;
  const { k, b, d } = bm25;
  let count = scratch.matchedCount;
  const add = (termFreq: number, doc: number) => {
    const fieldLength = fieldLengths[doc]!;
    total[doc] =
      total[doc]! +
      weight * invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
    if (codes !== null)
      for (let w = 0; w < words; w++) {
        const code = codes[w]!;
        if (code === NO_MATCH) continue;
        if (code < best[w]![doc]!) best[w]![doc] = code;
        fieldBits[w]![doc] = fieldBits[w]![doc]! | fieldBit;
      }
  };
  if (required > 0 && count < postings.size) {
    for (let j = 0; j < count; j++) {
      const doc = matched[j]!;
      const termFreq = postings.get(doc);
      if (termFreq !== undefined) add(termFreq, doc);
    }
    return;
  }
  postings.forEach((termFreq, doc) => {
    if (stamp[doc] !== epoch) {
      if (required > 0) return;
      stamp[doc] = epoch;
      level[doc] = 0;
      total[doc] = 0;
      for (let w = 0; w < words; w++) {
        best[w]![doc] = NO_MATCH;
        fieldBits[w]![doc] = 0;
      }
      matched[count++] = doc;
    } else if (level[doc] !== required) return;
    add(termFreq, doc);
  });
  scratch.matchedCount = count;
}

/**
 * MiniSearch's BM25 scoring and AND combination, computed straight from the postings into the query
 * scratch: the same terms and weights MiniSearch's own search uses, summed per query word in the same order, and the
 * words' sums added in query order, so the scores are the same numbers `search()` would return whatever order the
 * words are walked in.
 */
import * as matchCodes from './match-codes';
import * as packedPostings from './packed-postings';
import type { PackedPostings } from './packed-postings';
import type { QueryScratch } from './query-scratch';
import type { Bm25Params } from './term-index';

// Local copies: the hot loops read these per document, and a CommonJS build (tsx runs the engine so) turns imported
// bindings into getter calls.
const { NO_MATCH } = matchCodes;
const { findDoc } = packedPostings;

/** A later word's postings are searched per document that reached it when these many times fewer, else scanned. */
const SEARCH_BELOW = 16;

/** Field lengths below this, of terms found at most TABLED_FREQUENCIES times, have their BM25 factor in a table. */
export const TABLED_LENGTHS = 256;
export const TABLED_FREQUENCIES = 8;

/** The tables of frequencyFactors, by the field's lengths column (a field's averages change with writes). */
const factorTables = new WeakMap<
  Uint32Array,
  { avgFieldLength: number; k: number; b: number; factors: Float64Array }
>();

/**
 * BM25's factor of a term's frequency in a document, `termFreq * (k + 1) / (termFreq + k * (1 - b + b * fieldLength /
 * avgFieldLength))`, at (termFreq - 1) × TABLED_LENGTHS + fieldLength: the same operations in the same order, so the
 * same numbers, without the two divisions per posting.
 */
export function frequencyFactors(
  fieldLengths: Uint32Array,
  avgFieldLength: number,
  k: number,
  b: number,
): Float64Array {
  const held = factorTables.get(fieldLengths);
  if (held !== undefined && held.avgFieldLength === avgFieldLength && held.k === k && held.b === b) return held.factors;
  const factors = new Float64Array(TABLED_FREQUENCIES * TABLED_LENGTHS);
  for (let termFreq = 1; termFreq <= TABLED_FREQUENCIES; termFreq++)
    for (let length = 0; length < TABLED_LENGTHS; length++)
      factors[(termFreq - 1) * TABLED_LENGTHS + length] =
        (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * length) / avgFieldLength));
  factorTables.set(fieldLengths, { avgFieldLength, k, b, factors });
  return factors;
}

/** The part of MiniSearch's calcBM25Score that does not depend on the document: the term's rarity in a field. */
export const inverseDocFrequency = (documentCount: number, matchingCount: number): number =>
  Math.log(1 + (documentCount - matchingCount + 0.5) / (matchingCount + 0.5));

/** The documents the required words walked before the current one left: docs[0, count). */
export interface Reached {
  docs: Int32Array;
  count: number;
  /** Whether docs[0, count) is in ascending order. */
  sorted: boolean;
}

/**
 * The walk of one query's posting lists into the scratch. What every list shares (the scratch, the query's epoch and
 * words, BM25's parameters, the filter) is set once per query; what changes from list to list (the derived term's
 * weight and match codes, the field) is set by `list` on this same object, and the visitors are made once per query,
 * so walking a posting list allocates nothing.
 */
export class PostingsWalk {
  private readonly k: number;
  private readonly b: number;
  private readonly d: number;
  private weight = 0;
  private invDocFreq = 0;
  /** weight × invDocFreq, as termScore multiplies them first. */
  private weighted = 0;
  private avgFieldLength = 1;
  private fieldLengths: Uint32Array = new Uint32Array(0);
  private factors: Float64Array = new Float64Array(0);
  private codes: Uint8Array | null = null;
  private fieldBit = 0;
  /** The stage (required words walked before this one) of the list being walked. */
  private stage = 0;
  private count = 0;
  /** Whether scratch.matched is in ascending order (sorted by `optional`, until a required word walks again). */
  private matchedSorted = false;

  constructor(
    private readonly scratch: QueryScratch,
    private readonly epoch: number,
    private readonly words: number,
    bm25: Bm25Params,
    /** The filters, by document: a document they refuse never becomes a candidate (undefined: no filter). */
    private readonly keep: ((doc: number) => boolean) | undefined,
  ) {
    ({ k: this.k, b: this.b, d: this.d } = bm25);
  }

  /** Sets the posting list walked next: a derived term's `weight` and match `codes`, in the field of bit `fieldBit`. */
  list(
    postingsSize: number,
    documentCount: number,
    weight: number,
    avgFieldLength: number,
    fieldLengths: Uint32Array,
    codes: Uint8Array | null,
    fieldBit: number,
  ) {
    this.weight = weight;
    this.invDocFreq = inverseDocFrequency(documentCount, postingsSize);
    this.weighted = this.weight * this.invDocFreq;
    this.avgFieldLength = avgFieldLength;
    this.fieldLengths = fieldLengths;
    this.factors = frequencyFactors(fieldLengths, avgFieldLength, this.k, this.b);
    this.codes = codes;
    this.fieldBit = fieldBit;
  }

  /** MiniSearch's weighted BM25 of the current list's term in `doc`. */
  private termScore(termFreq: number, doc: number): number {
    const { k, b, d } = this;
    const fieldLength = this.fieldLengths[doc]!;
    if (termFreq <= TABLED_FREQUENCIES && fieldLength < TABLED_LENGTHS)
      return this.weighted * (d + this.factors[(termFreq - 1) * TABLED_LENGTHS + fieldLength]!);
    return (
      this.weight *
      this.invDocFreq *
      (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / this.avgFieldLength)))
    );
  }

  /** The best match code per query word and the attributes each matched in, for `doc` reached by the current list. */
  private noteCodes(doc: number) {
    const { codes, words } = this;
    if (codes === null) return;
    const { best, fieldBits } = this.scratch;
    for (let w = 0; w < words; w++) {
      const code = codes[w]!;
      if (code === NO_MATCH) continue;
      if (code < best[w]![doc]!) best[w]![doc] = code;
      fieldBits[w]![doc] = fieldBits[w]![doc]! | this.fieldBit;
    }
  }

  /** A document first reached in this query: fresh entries, unless the filters refuse it. */
  private enter(doc: number): boolean {
    if (this.keep !== undefined && !this.keep(doc)) return false;
    const { scratch, words } = this;
    scratch.stamp[doc] = this.epoch;
    scratch.level[doc] = 0;
    scratch.total[doc] = 0;
    for (let w = 0; w < words; w++) {
      scratch.best[w]![doc] = NO_MATCH;
      scratch.fieldBits[w]![doc] = 0;
    }
    return true;
  }

  /** A required word's posting: only documents that passed every stage before it count (AND). */
  private visitRequired(termFreq: number, doc: number) {
    const { scratch, stage } = this;
    if (scratch.stamp[doc] !== this.epoch && (stage !== 0 || !this.enter(doc))) return;
    const reached = scratch.level[doc]!;
    if (reached < stage) return; // missed an earlier query word: not an AND match
    const score = this.termScore(termFreq, doc);
    if (reached === stage) {
      scratch.level[doc] = stage + 1;
      scratch.current[doc] = score;
      scratch.matched[this.count++] = doc;
    } else {
      scratch.current[doc] = scratch.current[doc]! + score;
    }
    this.noteCodes(doc);
  }

  /** An optional word's posting: it adds to the score and the match codes but never decides whether a document matches. */
  private visitOptional(termFreq: number, doc: number) {
    const { scratch } = this;
    if (scratch.stamp[doc] !== this.epoch) {
      if (this.stage > 0 || !this.enter(doc)) return;
      scratch.matched[this.count++] = doc;
    } else if (scratch.level[doc] !== this.stage) return;
    scratch.total[doc] = scratch.total[doc]! + this.termScore(termFreq, doc);
    this.noteCodes(doc);
  }

  /**
   * The current list for required query word number `stage` in walking order: MiniSearch's termResults (the same BM25
   * sum, in the same order) restricted to documents that matched the words walked before; scratch.matched collects
   * the documents reaching this word. With `reached` (the documents the words before left), the postings are searched
   * per document when those are much fewer (in ascending order: `reached` is sorted in place once), else scanned.
   */
  required(postings: PackedPostings, stage: number, reached?: Reached) {
    const { docs, freqs, count } = postings;
    this.matchedSorted = false;
    this.stage = stage;
    this.count = this.scratch.matchedCount;
    if (reached !== undefined && reached.count * SEARCH_BELOW < count) {
      if (!reached.sorted) {
        reached.docs.subarray(0, reached.count).sort();
        reached.sorted = true;
      }
      let from = 0;
      for (let j = 0; j < reached.count && from < count; j++) {
        const at = findDoc(docs, reached.docs[j]!, from, count);
        if (at < 0) from = -1 - at;
        else {
          this.visitRequired(freqs[at]!, docs[at]!);
          from = at + 1;
        }
      }
    } else if (stage > 0) {
      const { stamp, level } = this.scratch;
      const { epoch } = this;
      for (let i = 0; i < count; i++) {
        const doc = docs[i]!;
        if (stamp[doc] === epoch && level[doc]! >= stage) this.visitRequired(freqs[i]!, doc);
      }
    } else {
      for (let i = 0; i < count; i++) this.visitRequired(freqs[i]!, docs[i]!);
    }
    this.scratch.matchedCount = this.count;
  }

  /**
   * The current list for an optional query word, after `required` required words: with required words only the
   * documents that matched all of them count (searched per document when those are much fewer, else scanned);
   * without, every document it reaches becomes a candidate (a query of optional words alone finds what matches any of
   * them).
   */
  optional(postings: PackedPostings, required: number) {
    const { docs, freqs, count } = postings;
    this.stage = required;
    this.count = this.scratch.matchedCount;
    if (required > 0 && this.count * SEARCH_BELOW < count) {
      // Few candidates: each searched in the postings (in ascending order; their order matters to nothing after).
      const { matched } = this.scratch;
      if (!this.matchedSorted) {
        matched.subarray(0, this.count).sort();
        this.matchedSorted = true;
      }
      let from = 0;
      for (let j = 0; j < this.count && from < count; j++) {
        const at = findDoc(docs, matched[j]!, from, count);
        if (at < 0) from = -1 - at;
        else {
          this.visitOptional(freqs[at]!, docs[at]!);
          from = at + 1;
        }
      }
      return;
    }
    if (required > 0) {
      const { stamp, level } = this.scratch;
      const { epoch } = this;
      for (let i = 0; i < count; i++) {
        const doc = docs[i]!;
        if (stamp[doc] === epoch && level[doc] === required) this.visitOptional(freqs[i]!, doc);
      }
      return;
    }
    for (let i = 0; i < count; i++) this.visitOptional(freqs[i]!, docs[i]!);
    this.scratch.matchedCount = this.count;
  }
}

/** After a required query word (number `word` in the query): its score in each document that reached it. */
export function keepWordScores(scratch: QueryScratch, word: number) {
  const { current, matched, matchedCount, wordScore } = scratch;
  const scores = wordScore[word]!;
  for (let j = 0; j < matchedCount; j++) {
    const doc = matched[j]!;
    scores[doc] = current[doc]!;
  }
}

/**
 * After the required words: each candidate's score, the words' scores added in query order (`words`: the required
 * words' numbers, ascending) as MiniSearch's AND adds them; with one required word, its walk's scores as they stand
 * (keepWordScores is not needed).
 */
export function sumWordScores(scratch: QueryScratch, words: readonly number[]) {
  const { total, matched, matchedCount, wordScore, current } = scratch;
  if (words.length === 1) {
    for (let j = 0; j < matchedCount; j++) total[matched[j]!] = current[matched[j]!]!;
    return;
  }
  for (let j = 0; j < matchedCount; j++) {
    const doc = matched[j]!;
    let sum = wordScore[words[0]!]![doc]!;
    for (let x = 1; x < words.length; x++) sum += wordScore[words[x]!]![doc]!;
    total[doc] = sum;
  }
}

/**
 * Ranking on the fast path: Algolia's default criteria for each candidate in Algolia's order (typos, then the query
 * words matched, then proximity, then the attribute of the first matched word, then exact words, then customRanking,
 * then MiniSearch's score), the first five packed in one number per candidate, and the total order a page is cut from.
 */
import { bestByBounds } from './best-by-bounds';
import type { Deadline } from './deadline';
import * as docTable from './doc-table';
import { customOrder, type DocTable } from './doc-table';
import * as matchCodes from './match-codes';
import * as proximity from './proximity';
import { ProximityWalk } from './proximity';
import type { QueryScratch } from './query-scratch';
import type { SearchRecord } from './search-types';
import { topK } from './top-k';

// Local copies: hot loops read these per word or per comparison, and a CommonJS build (tsx runs the engine so) turns
// imported bindings into getter calls.
const { ascending, EXOTIC, FIELD_END, LONG, VALUE_END, WORD_SLOTS } = docTable;
const { EXACT, NO_MATCH, TYPO } = matchCodes;
const { MAX_PAIR_DISTANCE } = proximity;

/**
 * Algolia's criteria up to exact, as one number ordered like the comparison
 * `typos || -words || proximity || position || -exact`: typos (at most 2 per query word, so at most 64) from 2^46,
 * 63 - matched words (at most 32) from 2^40, proximity (at most 8 per pair of words: below 2^9) from 2^31, position (an
 * attribute index times 1000 plus a word index, capped below 2^25) from 2^6, and 63 - exact words below: all exact in
 * a double (below 2^53).
 */
export const packKey = (typos: number, words: number, proximity: number, position: number, exact: number): number =>
  typos * 2 ** 46 + (63 - words) * 2 ** 40 + proximity * 2 ** 31 + Math.min(position, 2 ** 25 - 1) * 64 + (63 - exact);

/**
 * What a query form of fewer words than the query words it matches adds to its proximity: a synonym that stands for
 * several typed words ("dolo 650" → "paracetamol") counts those as adjacent, so it is not closer than a form
 * matching each word.
 */
export const proximityPad = (matchedWords: number, words: number): number => Math.max(0, matchedWords - words);

const NOT_FOUND = -1;

/**
 * The typos, words criterion and exact words of `doc` from its best match codes, packed in one integer (typos + 128 ×
 * exact + 16384 × words: each at most 64): a candidate's words criterion is `matchedWords` less the optional words it misses.
 */
function codeCounts(
  best: readonly Uint8Array[],
  words: number,
  doc: number,
  optionalWords: readonly number[],
  matchedWords: number,
): number {
  let typos = 0;
  let exact = 0;
  let wordsMatched = matchedWords;
  for (let w = 0; w < words; w++) {
    const code = best[w]![doc]!;
    if (code === EXACT) exact += 1;
    else if (code !== NO_MATCH && code >= TYPO) typos += code - TYPO;
  }
  for (let o = 0; o < optionalWords.length; o++) if (best[optionalWords[o]!]![doc] === NO_MATCH) wordsMatched -= 1;
  return typos + 128 * exact + 16384 * wordsMatched;
}

/** The packed key of codeCounts' counts with the proximity and position given. */
const packCounts = (counts: number, proximity: number, position: number): number =>
  packKey(counts & 127, counts >>> 14, proximity, position, (counts >>> 7) & 127);

/** Room per pair of query words in pairFloors: one entry per searchable attribute (at most 31 with fieldBits). */
const FLOOR_FIELDS = 32;

/** Past this many lookups, pairFloors leaves every floor at 1 (a query word reaching thousands of index terms). */
const FLOOR_LOOKUPS = 20_000;

/**
 * Per pair of consecutive query words (w - 1, w) and searchable attribute f, at w × FLOOR_FIELDS + f: the least distance
 * the pair can have in one value of f in any document, from the table's word pairs over the word ids the query derived
 * (each counting for the query words its mask holds, as the proximity walk counts it).
 */
function pairFloors(
  table: DocTable<SearchRecord>,
  ids: readonly number[],
  mask: Uint32Array,
  words: number,
  fields: number,
) {
  const floors = new Uint8Array(words * FLOOR_FIELDS).fill(1);
  const byWord = Array.from({ length: words }, (_, w) => ids.filter((id) => ((mask[id]! >>> w) & 1) === 1));
  for (let w = 1; w < words; w++) {
    const [before, after] = [byWord[w - 1]!, byWord[w]!];
    if (before.length * after.length * fields > FLOOR_LOOKUPS) continue;
    for (let f = 0; f < fields; f++) {
      let least = MAX_PAIR_DISTANCE;
      for (const a of before) for (const b of after) least = Math.min(least, table.pairDistance(f, a, b));
      floors[w * FLOOR_FIELDS + f] = least;
    }
  }
  return floors;
}

/** The least distance of the query words w - 1 and w in a document where both are in the attributes `shared`. */
function pairFloor(floors: Uint8Array, w: number, shared: number): number {
  if (shared === 0) return MAX_PAIR_DISTANCE;
  let least = MAX_PAIR_DISTANCE;
  for (let bits = shared; bits !== 0; bits &= bits - 1) {
    const floor = floors[w * FLOOR_FIELDS + 31 - Math.clz32(bits & -bits)]!;
    if (floor < least) least = floor;
  }
  return least;
}

/** The first attribute the document of the last lowerBoundKey matched in (-1: none), for its caller to read next. */
let boundField = -1;

/**
 * A lower bound of a document's full key, when fieldBits name the attributes: a pair of words is no closer than the
 * closest they are found in any document in an attribute they share here (pairFloors), at the cap when they share
 * none; the position is at least the first attribute matched (exactly that in an unordered one).
 */
function lowerBoundKey(
  best: readonly Uint8Array[],
  fieldBits: readonly Uint32Array[],
  floors: Uint8Array,
  words: number,
  doc: number,
  optionalWords: readonly number[],
  matchedWords: number,
  pad: number,
): number {
  let any = 0;
  let proximity = 0;
  let previous = 0;
  for (let w = 0; w < words; w++) {
    const bits = fieldBits[w]![doc]!;
    if (w > 0) proximity += pairFloor(floors, w, bits & previous);
    any |= bits;
    previous = bits;
  }
  boundField = any === 0 ? -1 : 31 - Math.clz32(any & -any);
  const position = any === 0 ? 0 : boundField * 1000;
  return packCounts(codeCounts(best, words, doc, optionalWords, matchedWords), proximity + pad, position);
}

const walk = new ProximityWalk();

/**
 * Algolia's attribute criterion over the word ids ids[from, to): the position of the first word the query
 * derived (attribute index times 1000 plus its index in the attribute, 0 in an `unordered` one), or NOT_FOUND.
 */
function wordIdPosition(
  ids: Int32Array,
  from: number,
  to: number,
  derived: Uint32Array,
  epoch: number,
  unordered: Uint8Array,
): number {
  let field = 0;
  let at = 0;
  for (let s = from; s < to; s++) {
    const id = ids[s]!;
    if (id === FIELD_END) {
      field += 1;
      at = 0;
    } else if (id === VALUE_END) {
      continue;
    } else if (derived[id] === epoch) {
      return field * 1000 + (unordered[field] === 1 ? 0 : at);
    } else {
      at += 1;
    }
  }
  return NOT_FOUND;
}

/** Feeds the word ids ids[from, to) to the proximity walk (a separator starts another value). */
function walkWordIds(
  ids: Int32Array,
  from: number,
  to: number,
  derived: Uint32Array,
  mask: Uint32Array,
  epoch: number,
) {
  for (let s = from; s < to; s++) {
    const id = ids[s]!;
    if (id < 0) walk.nextValue();
    else walk.word(derived[id] === epoch ? mask[id]! : 0);
  }
}

interface RankInput {
  table: DocTable<SearchRecord>;
  /** Holds the documents that matched every query word (see candidates.ts). */
  scratch: QueryScratch;
  /** The number of query words. */
  words: number;
  /**
   * Algolia's words criterion of a candidate matching every query word (optional ones included): the query words they
   * stand for; a candidate has one less per optional word (`optionalWords`, by index) it does not match.
   */
  matchedWords: number;
  optionalWords?: readonly number[];
  epoch: number;
  /** The multiplier of MiniSearch's score (the number of distinct query terms, as MiniSearch's AND gives). */
  quality: number;
  deadline: Deadline;
  /** Whether the scratch's fieldBits name the searchable attributes by index (at most 31, no duplicates). */
  useFields: boolean;
  /** Per searchable attribute, 1 when it is `unordered(...)`. */
  unordered: Uint8Array;
  /** The position of a document in which the query derived no word: after its last attribute. */
  unmatchedPosition: number;
  /** The hits wanted (up to the requested page): past them, candidates may keep a lower bound as key. */
  wanted?: number;
  /** customRanking over two documents (with `wanted`: the order the bound is cut by). */
  custom?: (a: number, b: number) => number;
  /** The position of an EXOTIC document (MiniSearch indexed some of its words differently), from its text. */
  exoticPosition: (doc: number) => number;
  /** The proximity of an EXOTIC document, from its text. */
  exoticProximity: (doc: number) => number;
}

/** What a candidate's key is during a bounded ranking (see rankCandidates): a lower bound, a sharper one, or its full key. */
const BOUND = 0;
const FINAL = 1;
const SHARPER_BOUND = 2;

/** Up to this many candidates per wanted hit, every candidate gets its full key at once (no bounds, no heap). */
const EXACT_ALL_BELOW = 4;

/**
 * After this many bounds refined one by one from the heap (or a 64th of the heap, if more), the candidates left in the
 * heap that can still reach the page are refined in candidate order (best-by-bounds.ts): a query whose words are in
 * most documents in the same attribute (every word optional, say) ties tens of thousands of candidates on a bound that
 * only their full key breaks, and a bound refined from the heap costs a few times one refined in candidate order.
 */
const EAGER_AFTER = 256;

/**
 * Ranks the documents that matched the query (the filters already applied): drops removed ones and, for the others, stores by
 * candidate number in the scratch the document (`docs`), its packed key (`key`) and its MiniSearch score (`score`).
 * Positions and proximity come from the word ids (inline, or the full list of a LONG document); an EXOTIC document is
 * ranked from its text. Returns the candidate count.
 *
 * With `wanted` (the hits up to the requested page) and `custom` (customRanking over documents), only the candidates
 * that can be among the first `wanted` get their full key: every candidate first gets a lower bound of it (typos,
 * words and exact words are exact from the match codes; proximity and position are bounded from the attributes each
 * word matched in). The `wanted` best by their bounds are completed, and the candidates that do not order after the
 * worst of them are taken best first by their keys as they stand, a bound sharpened (the position from the inline
 * word ids) or completed when its candidate comes up (best-by-bounds.ts), until `wanted` candidates come up with their
 * full key: those are the first `wanted` hits. The others keep their key as it stands (a bound, or a full key no better
 * than those), which is enough to order them after the page and leaves nbHits and facets as they were. The first
 * `wanted` hits are left in scratch.shortlist: the page is among them.
 */
export function rankCandidates(input: RankInput): number {
  const { table, scratch, words, matchedWords, deadline, unordered } = input;
  const { matched, matchedCount, best, fieldBits, total, mask, docs, key, score } = scratch;
  const { useFields } = input;
  const optionalWords = input.optionalWords ?? [];
  const { live, flags } = table;
  const pad = proximityPad(matchedWords, words);
  const fullKey = fullKeyOf(input);
  const exoticKey = exoticKeyOf(input);

  const bounded =
    input.wanted !== undefined &&
    input.custom !== undefined &&
    useFields &&
    matchedCount > EXACT_ALL_BELOW * input.wanted;
  const floors = bounded ? pairFloors(table, scratch.derivedIds, mask, words, unordered.length) : new Uint8Array(0);
  const known = bounded ? scratch.knownFlags(matchedCount) : undefined;
  const quality = input.quality;
  scratch.shortlist = undefined;
  let n = 0;
  for (let j = 0; j < matchedCount; j++) {
    if ((j & 4095) === 4095) deadline.check();
    const doc = matched[j]!;
    if (live[doc] !== 1) continue;
    docs[n] = doc;
    score[n] = total[doc]! * quality;
    if ((flags[doc]! & EXOTIC) !== 0) {
      deadline.tick();
      key[n] = exoticKey(doc);
      if (known) known[n] = FINAL;
    } else if (known) {
      key[n] = lowerBoundKey(best, fieldBits, floors, words, doc, optionalWords, matchedWords, pad);
      // The position is what the sharpener (sharpenerOf) sharpens: in an ordered first attribute.
      known[n] = boundField >= 0 && unordered[boundField] !== 1 ? BOUND : SHARPER_BOUND;
    } else {
      key[n] = fullKey(doc);
    }
    n += 1;
  }
  if (!known || n <= input.wanted!) {
    if (known) for (let x = 0; x < n; x++) if (known[x] !== FINAL) key[x] = fullKey(docs[x]!);
    return n;
  }
  const wanted = input.wanted!;
  const order = keyOrder(key, docs, score, input.custom!);
  const sharpen = sharpenerOf(input, floors, known);
  // The wanted best by their bounds, completed, bound the page: its last hit is no worse than the worst of them, so a
  // candidate that already orders after that one cannot reach it (a one-word query ties most candidates on the key,
  // and the custom ranking leaves only a few before it). The others are sharpened at once (a query whose words share
  // attributes ties thousands on the first bound) and taken best first (best-by-bounds.ts).
  let worst = -1;
  for (const x of topK(n, wanted, order, () => deadline.check())) {
    if (known[x] !== FINAL) {
      key[x] = fullKey(docs[x]!);
      known[x] = FINAL;
    }
    if (worst < 0 || order(x, worst) > 0) worst = x;
  }
  const heap = scratch.heapSpace(n);
  let size = 0;
  for (let x = 0; x < n; x++) {
    if ((x & 4095) === 4095) deadline.check();
    if (order(x, worst) > 0) continue;
    if (known[x] === BOUND && sharpen(x) && order(x, worst) > 0) continue;
    heap[size++] = x;
  }
  const shortlist = bestByBounds(
    heap,
    size,
    wanted,
    known,
    order,
    (x) => {
      if (known[x] === BOUND && (sharpen(x) || sharperIsFull)) return sharperIsFull;
      key[x] = fullKey(docs[x]!);
      return true;
    },
    () => deadline.check(),
    Math.max(EAGER_AFTER, size >> 6),
  );
  scratch.shortlist = shortlist;
  return n;
}

// The functions a ranking calls per candidate or per comparison are made by the factories below and returned
// unnamed: tsx (which runs the engine) compiles with esbuild's keepNames, which renames every function bound to a
// name, and a closure made per query and renamed so is measurably slower to call in a hot loop than one left as made.

/** The order of candidates by their keys as they stand, then customRanking, MiniSearch's score and the document. */
const keyOrder =
  (key: Float64Array, docs: Int32Array, score: Float64Array, custom: (a: number, b: number) => number) =>
  (x: number, y: number): number =>
    ascending(key[x]!, key[y]!) || custom(docs[x]!, docs[y]!) || ascending(score[y]!, score[x]!) || docs[x]! - docs[y]!;

/** The full key of a document that is not EXOTIC. */
function fullKeyOf(input: RankInput): (doc: number) => number {
  const { table, scratch, words, matchedWords, epoch, unmatchedPosition, unordered, useFields } = input;
  const { best, fieldBits, derived, mask } = scratch;
  const optionalWords = input.optionalWords ?? [];
  const { slots, slotCount, flags, overflow, overflowStarts } = table;
  const near = words > 1;
  const pad = proximityPad(matchedWords, words);
  return (doc) => {
    const counts = codeCounts(best, words, doc, optionalWords, matchedWords);
    let position: number;
    let proximity = 0;
    // The attributes each query word matched in (from the postings) decide the position in an unordered attribute and
    // a pair of words that share no attribute (never in one value: the cap); only the rest walks the words.
    let any = 0;
    let shared = 0;
    if (useFields) {
      let previous = 0;
      for (let w = 0; w < words; w++) {
        const bits = fieldBits[w]![doc]!;
        shared |= bits & previous;
        any |= bits;
        previous = bits;
      }
    }
    const field = any === 0 ? -1 : 31 - Math.clz32(any & -any);
    const walkPosition = field < 0 || unordered[field] !== 1;
    const walkNear = near && (!useFields || shared !== 0);
    position = walkPosition ? NOT_FOUND : field * 1000;
    if (near && !walkNear) proximity = MAX_PAIR_DISTANCE * (words - 1);
    const flag = flags[doc]!;
    const from = doc * WORD_SLOTS;
    const to = from + slotCount[doc]!;
    if (walkPosition) position = wordIdPosition(slots, from, to, derived, epoch, unordered);
    if (walkNear) walk.start(words);
    if ((flag & LONG) !== 0) {
      if ((walkPosition && position === NOT_FOUND) || walkNear) {
        const ids = overflow.get(doc)!;
        if (walkPosition && position === NOT_FOUND)
          position = wordIdPosition(ids, 0, ids.length, derived, epoch, unordered);
        if (walkNear && useFields) {
          // Only the attributes a pair of consecutive query words shares can bring the pair closer than the cap.
          const starts = overflowStarts.get(doc)!;
          for (let bits = shared; bits !== 0; bits &= bits - 1) {
            const f = 31 - Math.clz32(bits & -bits);
            walkWordIds(ids, starts[f]!, starts[f + 1]!, derived, mask, epoch);
            walk.nextValue();
          }
        } else if (walkNear) {
          walkWordIds(ids, 0, ids.length, derived, mask, epoch);
        }
      }
    } else if (walkNear) {
      walkWordIds(slots, from, to, derived, mask, epoch);
    }
    if (walkNear) proximity = walk.result();
    if (position === NOT_FOUND) position = unmatchedPosition;
    return packCounts(counts, proximity + pad, position);
  };
}

/** The full key of an EXOTIC document, from its text. */
function exoticKeyOf(input: RankInput): (doc: number) => number {
  const { scratch, words, matchedWords } = input;
  const optionalWords = input.optionalWords ?? [];
  const pad = proximityPad(matchedWords, words);
  return (doc) =>
    packCounts(
      codeCounts(scratch.best, words, doc, optionalWords, matchedWords),
      input.exoticProximity(doc) + pad,
      input.exoticPosition(doc),
    );
}

/** Whether the last key a sharpener tried is the document's full key (read right after the call). */
let sharperIsFull = false;

/**
 * Sharpens a candidate's bound (by candidate number, in the scratch): lowerBoundKey with the position exact when the
 * inline word ids hold it or are all the document has, for a document whose first attribute is ordered. When no two
 * consecutive query words share an attribute here (a one-word query, or words apart) the proximity is what the full
 * key finds too (nothing, or the cap), so the key is full (sharperIsFull, and the candidate marked FINAL). Returns
 * whether the key grew.
 */
function sharpenerOf(input: RankInput, floors: Uint8Array, known: Uint8Array): (x: number) => boolean {
  const { table, scratch, words, matchedWords, epoch, unmatchedPosition, unordered } = input;
  const { best, fieldBits, derived, docs, key } = scratch;
  const optionalWords = input.optionalWords ?? [];
  const { slots, slotCount, flags } = table;
  const pad = proximityPad(matchedWords, words);
  return (x) => {
    const doc = docs[x]!;
    const from = doc * WORD_SLOTS;
    sharperIsFull = false;
    let position = wordIdPosition(slots, from, from + slotCount[doc]!, derived, epoch, unordered);
    if (position === NOT_FOUND) {
      if ((flags[doc]! & LONG) !== 0) {
        known[x] = SHARPER_BOUND;
        return false;
      }
      position = unmatchedPosition;
    }
    let proximity = 0;
    let shared = 0;
    for (let w = 1; w < words; w++) {
      const both = fieldBits[w]![doc]! & fieldBits[w - 1]![doc]!;
      shared |= both;
      proximity += pairFloor(floors, w, both);
    }
    sharperIsFull = shared === 0;
    known[x] = sharperIsFull ? FINAL : SHARPER_BOUND;
    const sharper = packCounts(codeCounts(best, words, doc, optionalWords, matchedWords), proximity + pad, position);
    return sharper > key[x]! ? ((key[x] = sharper), true) : false;
  };
}

/**
 * The order of the ranked candidates: the packed key, then customRanking (`signs` by rule, over the
 * table's custom columns), then MiniSearch's score (higher first), then the document (its short id: the order
 * records were saved in), whatever order the candidates were found in: a total order.
 */
export function candidateOrder(
  table: DocTable<SearchRecord>,
  scratch: QueryScratch,
  signs: readonly number[],
): (x: number, y: number) => number {
  return keyOrder(scratch.key, scratch.docs, scratch.score, customOrder(table.custom, signs));
}

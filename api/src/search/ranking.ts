/**
 * Ranking on the fast path: Algolia's default criteria for each candidate (typos, then the attribute of the
 * first matched word, then exact words, then customRanking, then MiniSearch's score), the first three
 * packed in one number per candidate, and the total order a page is cut from.
 */
import type { Deadline } from './deadline';
import * as docTable from './doc-table';
import { customOrder, type DocTable } from './doc-table';
import * as matchCodes from './match-codes';
import type { QueryScratch } from './query-scratch';
import type { SearchRecord } from './search-types';

// Local copies: hot loops read these per word, and a CommonJS build turns imported bindings into getter calls.
const { EXOTIC, FIELD_END, LONG, WORD_SLOTS } = docTable;
const { EXACT, NO_MATCH, TYPO } = matchCodes;

/**
 * typos, position and exact words as one number ordered like the comparison `typos || position || -exact`:
 * typos (at most 2 per query word) above 2^40, position (an attribute index times 1000 plus a word index,
 * far below 2^34) above 2^6, and 63 - exact words (the fast path takes at most 32 query words) below; exact in a double.
 */
const packKey = (typos: number, position: number, exact: number): number =>
  typos * 2 ** 40 + position * 64 + (63 - exact);

/**
 * Document `doc`'s packed key at `position`: its typos and exact words summed over the `words` query
 * words from their best match codes (the rules of matching.ts's rankInfo).
 */
function rankingKey(best: readonly Uint8Array[], words: number, doc: number, position: number): number {
  let typos = 0;
  let exact = 0;
  for (let w = 0; w < words; w++) {
    const code = best[w]![doc]!;
    if (code === EXACT) exact += 1;
    else if (code !== NO_MATCH && code >= TYPO) typos += code - TYPO;
  }
  return packKey(typos, position, exact);
}

const NOT_FOUND = -1;

/**
 * Algolia's attribute criterion over the word ids ids[from, to): the position of the first word the query
 * derived (attribute index times 1000 plus its index in the attribute), or NOT_FOUND.
 */
function wordIdPosition(ids: Int32Array, from: number, to: number, derived: Uint32Array, epoch: number): number {
  let offset = 0;
  let at = 0;
  for (let s = from; s < to; s++) {
    const id = ids[s]!;
    if (id === FIELD_END) {
      offset += 1000;
      at = 0;
    } else if (derived[id] === epoch) {
      return offset + at;
    } else {
      at += 1;
    }
  }
  return NOT_FOUND;
}

export interface RankInput {
  table: DocTable<SearchRecord>;
  /** Holds the documents that matched every query word (see candidates.ts). */
  scratch: QueryScratch;
  /** The number of query words. */
  words: number;
  epoch: number;
  /** The multiplier of MiniSearch's score (the number of distinct query terms, as MiniSearch's AND gives). */
  quality: number;
  keep: ((doc: number) => boolean) | undefined;
  deadline: Deadline;
  /** The position of a document in which the query derived no word: after its last attribute. */
  unmatchedPosition: number;
  /** The position of an EXOTIC document (MiniSearch indexed some of its words differently), from its text. */
  exoticPosition: (doc: number) => number;
}

/**
 * Ranks the documents that matched every query word: drops removed and filtered-out ones and, for the
 * others, stores by candidate number in the scratch the document (`docs`), its packed key (`key`) and its
 * MiniSearch score (`score`). Positions come from the inline word ids; a document they cannot decide (EXOTIC,
 * or LONG with no match inline) is ranked in a second pass. Returns the candidate count.
 */
export function rankCandidates(input: RankInput): number {
  const { table, scratch, words, epoch, quality, keep, deadline, unmatchedPosition } = input;
  const { matched, matchedCount, best, total, derived, docs, key, score } = scratch;
  const { live, slots, slotCount, flags } = table;
  const undecided: number[] = [];
  let n = 0;
  for (let j = 0; j < matchedCount; j++) {
    if ((j & 4095) === 4095) deadline.check();
    const doc = matched[j]!;
    if (live[doc] !== 1) continue;
    if (keep !== undefined && !keep(doc)) continue;
    const from = doc * WORD_SLOTS;
    const position = wordIdPosition(slots, from, from + slotCount[doc]!, derived, epoch);
    const flag = flags[doc]!;
    if ((flag & EXOTIC) !== 0 || (position === NOT_FOUND && (flag & LONG) !== 0)) undecided.push(n);
    else key[n] = rankingKey(best, words, doc, position === NOT_FOUND ? unmatchedPosition : position);
    docs[n] = doc;
    score[n] = total[doc]! * quality;
    n += 1;
  }
  for (const x of undecided) {
    deadline.tick();
    const doc = docs[x]!;
    let position: number;
    if ((flags[doc]! & EXOTIC) !== 0) {
      position = input.exoticPosition(doc);
    } else {
      const ids = table.overflow.get(doc)!;
      position = wordIdPosition(ids, 0, ids.length, derived, epoch);
      if (position === NOT_FOUND) position = unmatchedPosition;
    }
    key[x] = rankingKey(best, words, doc, position);
  }
  return n;
}

/**
 * The order of the ranked candidates: the packed key, then customRanking (`signs` by rule, over the
 * table's custom columns), then MiniSearch's score (higher first), then the candidate number (MiniSearch's
 * result order): a total order.
 */
export function candidateOrder(
  table: DocTable<SearchRecord>,
  scratch: QueryScratch,
  signs: readonly number[],
): (x: number, y: number) => number {
  const { docs, key, score } = scratch;
  const custom = customOrder(table.custom, signs);
  return (x, y) => key[x]! - key[y]! || custom(docs[x]!, docs[y]!) || score[y]! - score[x]! || x - y;
}

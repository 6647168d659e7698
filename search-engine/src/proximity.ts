/**
 * Algolia's proximity criterion: for each pair of consecutive query words, the smallest distance between a word
 * matching the first and a word matching the second, counted only within one attribute value (each element of an
 * array attribute is a value of its own, so "Metformin" in one product and "500" in another are not close), capped
 * at MAX_PAIR_DISTANCE (a pair never found together counts as far as possible); the criterion is the sum over the
 * pairs, lower first. A document's words are fed in order, each as the mask of the query words it matches; the fast
 * path (from word ids) and the reference (from the record's text) feed the same walk, so both rank alike.
 */
import { classifyWord, tokenize } from './matching';
import type { SearchRecord } from './search-types';
import { fieldText } from './searchable-text';

/** Algolia's cap on the distance of a pair of query words (farther counts the same). */
export const MAX_PAIR_DISTANCE = 8;

/** The walk over a document's words, reused from document to document (it holds no per-document allocation). */
export class ProximityWalk {
  private last = new Int32Array(32);
  private lastValue = new Int32Array(32);
  private pair = new Int32Array(32);
  private words = 0;
  private value = 1;
  private at = 0;

  /** Starts a document for a query of `words` words (at most 32: the masks are 32-bit). */
  start(words: number) {
    this.words = words;
    this.value = 1;
    this.at = 0;
    this.lastValue.fill(0, 0, words);
    this.pair.fill(MAX_PAIR_DISTANCE, 0, words);
  }

  /** The next words belong to another attribute value. */
  nextValue() {
    this.value += 1;
  }

  /** The next word of the document, matching the query words whose bits `mask` holds (0: none). */
  word(mask: number) {
    const at = this.at++;
    if (mask === 0) return;
    const { last, lastValue, pair, value, words } = this;
    for (let w = 0; w < words; w++) {
      if (((mask >>> w) & 1) === 0) continue;
      if (w > 0 && lastValue[w - 1] === value) {
        const d = at - last[w - 1]!;
        if (d < pair[w - 1]!) pair[w - 1] = d;
      }
      if (w + 1 < words && lastValue[w + 1] === value) {
        const d = at - last[w + 1]!;
        if (d < pair[w]!) pair[w] = d;
      }
    }
    for (let w = 0; w < words; w++) {
      if (((mask >>> w) & 1) === 0) continue;
      last[w] = at;
      lastValue[w] = value;
    }
  }

  /** The criterion for the document walked: the sum of the pairs' distances (0 for a query of one word). */
  result(): number {
    let sum = 0;
    for (let w = 0; w + 1 < this.words; w++) sum += Math.max(1, this.pair[w]!);
    return sum;
  }
}

/** The attribute values of a searchable attribute: an array's elements (nested arrays flattened), or the one value. */
export const attributeValues = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(attributeValues) : [fieldText(value)];

/** The bits of the query words that `term` (a word the document holds) matches. */
function wordMask(words: readonly string[], term: string): number {
  let mask = 0;
  words.forEach((q, w) => {
    if (classifyWord(q, w === words.length - 1, [term]) !== undefined) mask |= 1 << w;
  });
  return mask;
}

const walk = new ProximityWalk();

/**
 * The proximity of a record for `words` from its text: a word counts for the query words it matches when it is one of
 * the index terms the query reached in this record (`matchedTerms`), as the fast path counts the query's derived words.
 */
export function textProximity(
  fields: readonly string[],
  record: SearchRecord,
  matchedTerms: readonly string[],
  words: readonly string[],
): number {
  if (words.length < 2) return 0;
  const terms = new Set(matchedTerms);
  walk.start(words.length);
  for (const field of fields) {
    for (const value of attributeValues(record[field])) {
      for (const token of tokenize(value)) walk.word(terms.has(token) ? wordMask(words, token) : 0);
      walk.nextValue();
    }
  }
  return walk.result();
}

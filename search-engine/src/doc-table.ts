/**
 * What the search index keeps per document, by MiniSearch short document id, in flat typed arrays: a query
 * touches thousands of documents, and reading a few numbers from a few arrays is much cheaper than
 * following pointers to a record object, its word list and that list's buffer for each one.
 */

import * as proximity from './proximity';

// A local copy: notePairs reads it per word pair, and a CommonJS build turns imported bindings into getter calls.
const { MAX_PAIR_DISTANCE } = proximity;

/**
 * Word ids kept inline per document, field ends included; longer documents also keep their full list. Enough for a
 * company's name and places (its city, the city's other names, its state) ahead of its long lists, so the position of
 * a place or name word is read inline, not from the full list.
 */
export const WORD_SLOTS = 24;
/** Marks the end of a searchable attribute's words. */
export const FIELD_END = -1;
/** Marks the end of one value of an array attribute (the next element starts: proximity does not reach across). */
export const VALUE_END = -2;
/** Flags: MiniSearch did not index some word `tokenize` finds in the document (contextual lower-casing). */
export const EXOTIC = 1;
/** Flags: the document's words did not all fit in its slots (the full list is in `overflow`). */
export const LONG = 2;

interface CustomRule {
  sign: number;
  attribute: string;
}

/** Algolia's customRanking rules (`desc(rank)`, `asc(price)`), in order. */
export const customRules = (customRanking: readonly string[] | undefined): CustomRule[] =>
  (customRanking ?? []).flatMap((rule) => {
    const m = /^(asc|desc)\((.+)\)$/.exec(rule);
    return m ? [{ sign: m[1] === 'asc' ? 1 : -1, attribute: m[2]! }] : [];
  });

/** The value a custom ranking rule compares (missing counts as 0). */
export const customValue = (record: Record<string, unknown>, attribute: string): number =>
  Number(record[attribute] ?? 0);

/**
 * Algolia's customRanking as a comparison of items x and y, where `columns[r][x]` is item x's value for
 * rule r and `signs[r]` that rule's direction (1 ascending, -1 descending); 0 when every rule ties.
 */
export const customOrder =
  (columns: readonly Float64Array[], signs: readonly number[]) =>
  (x: number, y: number): number => {
    for (let r = 0; r < signs.length; r++) {
      const vx = columns[r]![x]!;
      const vy = columns[r]![y]!;
      // Unequal but unordered (NaN): 0, which leaves the order to the criteria after customRanking.
      if (vx !== vy) return vx < vy ? -signs[r]! : vx > vy ? signs[r]! : 0;
    }
    return 0;
  };

/**
 * -1, 0 or 1 as `a` orders before, with or after `b` (0 when either is NaN). Comparators return this rather than
 * `a - b`: a difference of two doubles out of the small-integer range is a new heap number per call, and a ranking
 * compares tens of thousands of candidates per query.
 */
export const ascending = (a: number, b: number): number => (a < b ? -1 : a > b ? 1 : 0);

export class DocTable<R extends Record<string, unknown>> {
  private capacity = 0;
  readonly records: (R | undefined)[] = [];
  /** 1 while the short id holds a record. */
  live = new Uint8Array(0);
  /** By MiniSearch field id: MiniSearch's field length of each document (BM25's input). */
  lengths: Uint32Array[] = [];
  /**
   * WORD_SLOTS per document: word ids of the searchable attributes, each followed by FIELD_END, the elements of an
   * array attribute separated by VALUE_END.
   */
  slots = new Int32Array(0);
  slotCount = new Uint8Array(0);
  /** Documents whose word list did not fit in their slots. */
  readonly overflow = new Map<number, Int32Array>();
  /** For those, where each searchable attribute's words start in that list (and, last, its length). */
  readonly overflowStarts = new Map<number, Int32Array>();
  /** EXOTIC | LONG. */
  flags = new Uint8Array(0);
  /** Per custom ranking rule, the value it compares. */
  custom: Float64Array[] = [];
  private rules: CustomRule[] = [];
  /** Per facet attribute counted or filtered so far, its values interned (see facetValues). */
  private readonly counted = new Map<string, FacetColumn>();
  /** Word → word id. Ids are never reused, so what `pairs` says of a word id stays about that word. */
  readonly dictionary = new Map<string, number>();
  /**
   * Per pair of word ids and searchable attribute (pairKey), the least distance the two words were found at in one
   * value of that attribute, in any document set since the table began (a pair never within MAX_PAIR_DISTANCE is
   * absent). A document changed or deleted leaves its pairs: the least distance over more documents than the live
   * ones is still no more than any live document's, which is all a lower bound of proximity needs (see pairDistance).
   */
  private readonly pairs = new Map<number, number>();

  wordId(word: string): number {
    let id = this.dictionary.get(word);
    if (id === undefined) this.dictionary.set(word, (id = this.dictionary.size));
    return id;
  }

  /** `words`: per searchable attribute, per value (an array's elements, else the one value), its words. */
  set(doc: number, record: R, fieldLengths: readonly number[], words: string[][][], exotic: boolean) {
    this.ensure(doc + 1);
    this.records[doc] = record;
    this.live[doc] = 1;
    fieldLengths.forEach((length, fieldId) => {
      if (!this.lengths[fieldId]) this.lengths[fieldId] = new Uint32Array(this.capacity);
      this.lengths[fieldId]![doc] = length;
    });
    const ids: number[] = [];
    const starts: number[] = [];
    for (const values of words) {
      starts.push(ids.length);
      values.forEach((valueWords, v) => {
        if (v > 0) ids.push(VALUE_END);
        for (const word of valueWords) ids.push(this.wordId(word));
      });
      ids.push(FIELD_END);
    }
    this.notePairs(ids);
    const inline = Math.min(ids.length, WORD_SLOTS);
    for (let i = 0; i < inline; i++) this.slots[doc * WORD_SLOTS + i] = ids[i]!;
    this.slotCount[doc] = inline;
    if (ids.length > WORD_SLOTS) {
      this.overflow.set(doc, Int32Array.from(ids));
      this.overflowStarts.set(doc, Int32Array.from([...starts, ids.length]));
    } else {
      this.overflow.delete(doc);
      this.overflowStarts.delete(doc);
    }
    this.flags[doc] = (exotic ? EXOTIC : 0) | (ids.length > WORD_SLOTS ? LONG : 0);
    this.rules.forEach(({ attribute }, r) => (this.custom[r]![doc] = customValue(record, attribute)));
    for (const [attribute, column] of this.counted) column.set(doc, record[attribute]);
  }

  /** Records in `pairs` each pair of words of the word ids `ids` (as `set` lists them) closer than MAX_PAIR_DISTANCE. */
  private notePairs(ids: readonly number[]) {
    let field = 0;
    for (let i = 0; i < ids.length && field < PAIR_FIELDS; i++) {
      const a = ids[i]!;
      if (a === FIELD_END) field += 1;
      if (a < 0 || a >= PAIR_WORDS) continue;
      for (let j = i + 1; j < ids.length && j - i < MAX_PAIR_DISTANCE; j++) {
        const b = ids[j]!;
        if (b < 0) break; // the value ends
        if (b >= PAIR_WORDS) continue;
        const key = pairKey(field, a, b);
        const known = this.pairs.get(key);
        if (known === undefined || j - i < known) this.pairs.set(key, j - i);
      }
    }
  }

  /**
   * No more than the distance of word ids `a` and `b` (either first) in one value of searchable attribute `field` in
   * any live document: MAX_PAIR_DISTANCE when no document ever had them closer.
   */
  pairDistance(field: number, a: number, b: number): number {
    if (field >= PAIR_FIELDS || a >= PAIR_WORDS || b >= PAIR_WORDS) return 1;
    return this.pairs.get(pairKey(field, a, b)) ?? MAX_PAIR_DISTANCE;
  }

  delete(doc: number) {
    this.records[doc] = undefined;
    this.live[doc] = 0;
    this.overflow.delete(doc);
    this.overflowStarts.delete(doc);
    for (const column of this.counted.values()) column.set(doc, undefined);
  }

  /**
   * Each document's values of `attribute` as value ids, for counting facets and filtering (kept up to date from the first
   * call on): callers ask only for the attributes the settings declare for faceting, so the columns kept are bounded.
   */
  facetValues(attribute: string): FacetColumn {
    let column = this.counted.get(attribute);
    if (!column) {
      column = new FacetColumn();
      this.records.forEach((record, doc) => column!.set(doc, record?.[attribute]));
      this.counted.set(attribute, column);
    }
    return column;
  }

  setCustomRules(rules: CustomRule[]) {
    this.rules = rules;
    this.custom = rules.map(({ attribute }) => {
      const column = new Float64Array(this.capacity);
      this.records.forEach((record, doc) => record && (column[doc] = customValue(record, attribute)));
      return column;
    });
  }

  private ensure(size: number) {
    if (size <= this.capacity) return;
    const capacity = Math.max(size, Math.ceil(this.capacity * 1.5), 1024);
    const grow = <A extends Uint8Array | Uint32Array | Int32Array | Float64Array>(
      from: A,
      make: (n: number) => A,
      per = 1,
    ): A => {
      const to = make(capacity * per);
      to.set(from);
      return to;
    };
    this.lengths = this.lengths.map((a) => grow(a, (n) => new Uint32Array(n)));
    this.slots = grow(this.slots, (n) => new Int32Array(n), WORD_SLOTS);
    this.slotCount = grow(this.slotCount, (n) => new Uint8Array(n));
    this.live = grow(this.live, (n) => new Uint8Array(n));
    this.flags = grow(this.flags, (n) => new Uint8Array(n));
    this.custom = this.custom.map((a) => grow(a, (n) => new Float64Array(n)));
    this.capacity = capacity;
  }
}

/** pairs' key of two word ids (each below PAIR_WORDS, in either order) in an attribute (below PAIR_FIELDS): below 2^53. */
const PAIR_WORDS = 2 ** 24;
const PAIR_FIELDS = 32;
const pairKey = (field: number, a: number, b: number): number =>
  (a < b ? a * PAIR_WORDS + b : b * PAIR_WORDS + a) * PAIR_FIELDS + field;

/** A document without a value, and one with several (listed in `several`). */
const NONE = -1;
const SEVERAL = -2;

/**
 * One facet attribute's values per document as ids into `values` (each value as Algolia counts it: a string, number or
 * boolean as its text; an array's distinct values each once), so counting a facet over many hits adds integers.
 */
export class FacetColumn {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  /** The value ids by their text lower-cased (what a filter compares), so a filter finds its values in one lookup. */
  private readonly idsByLowerCase = new Map<string, number[]>();
  /** Per document: its value id, NONE or SEVERAL. */
  value = new Int32Array(0);
  readonly several = new Map<number, Int32Array>();
  /** Documents holding an object (a nested array, say): facets skip it, a filter reads it as text (see complete). */
  private readonly objects = new Set<number>();

  /** Whether the value ids hold every value a filter reads: no document holds an object. */
  get complete(): boolean {
    return this.objects.size === 0;
  }

  private idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(key, id);
      this.values.push(key);
      const lower = key.toLowerCase();
      const same = this.idsByLowerCase.get(lower);
      if (same) same.push(id);
      else this.idsByLowerCase.set(lower, [id]);
    }
    return id;
  }

  set(doc: number, raw: unknown) {
    if (doc >= this.value.length) {
      const grown = new Int32Array(Math.max(doc + 1, Math.ceil(this.value.length * 1.5), 1024)).fill(NONE);
      grown.set(this.value);
      this.value = grown;
    }
    this.several.delete(doc);
    const all: unknown[] = Array.isArray(raw) ? [...new Set(raw)] : [raw];
    if (all.some((v) => v !== null && typeof v === 'object')) this.objects.add(doc);
    else this.objects.delete(doc);
    const list = all.filter((v) => v != null && typeof v !== 'object');
    const ids = [...new Set(list.map((v) => this.idOf(String(v))))];
    if (ids.length === 0) this.value[doc] = NONE;
    else if (ids.length === 1) this.value[doc] = ids[0]!;
    else {
      this.value[doc] = SEVERAL;
      this.several.set(doc, Int32Array.from(ids));
    }
  }

  /** Flags by value id: 1 for each value whose text, lower-cased, is one of `texts` (a filter's values). */
  valuesWithText(texts: ReadonlySet<string>): Uint8Array {
    const flags = new Uint8Array(this.values.length);
    for (const text of texts) for (const id of this.idsByLowerCase.get(text) ?? []) flags[id] = 1;
    return flags;
  }

  /** Whether `doc` holds a value flagged in `flags` (from valuesWithText). */
  holds(doc: number, flags: Uint8Array): boolean {
    const id = doc < this.value.length ? this.value[doc]! : NONE;
    if (id >= 0) return flags[id] === 1;
    if (id === SEVERAL) for (const v of this.several.get(doc)!) if (flags[v] === 1) return true;
    return false;
  }

  private tallies = new Int32Array(0);

  /**
   * Zeroed room for one count per value, for the caller to fill and read before the next call (a city facet has
   * thousands of values, and a query counts them for every page).
   */
  tally(): Int32Array {
    const size = this.values.length;
    if (this.tallies.length < size) this.tallies = new Int32Array(Math.max(size, this.tallies.length * 2));
    const tally = this.tallies.subarray(0, size);
    tally.fill(0);
    return tally;
  }

  /**
   * Adds each value of the documents docs[0, n) to `counts` (by value id); `progress` is called every 8,192 documents
   * (a time budget's check).
   */
  countDocs(docs: ArrayLike<number>, n: number, counts: Int32Array, progress: () => void) {
    const { value, several } = this;
    for (let i = 0; i < n; i++) {
      if ((i & 8191) === 8191) progress();
      const doc = docs[i]!;
      const id = doc < value.length ? value[doc]! : NONE;
      if (id >= 0) counts[id] = counts[id]! + 1;
      else if (id === SEVERAL) for (const v of several.get(doc)!) counts[v] = counts[v]! + 1;
    }
  }
}

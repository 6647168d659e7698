import MiniSearch, { type Options } from 'minisearch';
import { addPosting, packPostings, type PackedPostings } from './packed-postings';

/** MiniSearch's postings of one term: field id → (short document id → term frequency). */
export type FieldTermData = Map<number, Map<number, number>>;

/** One index term a query word reaches (itself, a longer word it prefixes, or a word within its typos). */
export interface DerivedTerm {
  term: string;
  /** MiniSearch's weight for this derivation: 1 for the word itself, less for prefixes and typos. */
  weight: number;
  data: FieldTermData | undefined;
}

/** MiniSearch's writers of one posting (each change of a term's postings goes through one of them). */
type PostingWriter = (fieldId: number, documentId: number, term: string) => void;
interface PostingWriters {
  addTerm: PostingWriter;
  removeTerm: PostingWriter;
}

/** Removed documents a packed copy may list beyond the Map's size before it is packed again (and twice that size). */
const PACKED_SLACK = 64;

/**
 * The derived terms the expansion cache may hold in all (a one-letter prefix reaches thousands of terms; queries are
 * anyone's input): past it, the expansions used longest ago go first.
 */
const EXPANSIONS_HELD = 100_000;

/** A packed copy of one term's postings in one field, the Map it follows, and that Map's size when last followed. */
interface PackedEntry {
  source: Map<number, number>;
  size: number;
  packed: PackedPostings;
}

export interface Bm25Params {
  k: number;
  b: number;
  d: number;
}

/**
 * MiniSearch, opened up through its subclassing API (the protected members) so that the search index can
 * walk the postings itself: same radix tree, same term derivation, same BM25 inputs, without building a
 * result object per matching document. `expand` mirrors MiniSearch 7's `executeQuerySpec` term by term,
 * in the same order, so the scores summed from it are the very numbers `search()` would return.
 */
export class TermIndex extends MiniSearch<Record<string, string>> {
  /** Per term, per field id, its postings packed on first use and kept in step with MiniSearch's writes. */
  private readonly packed = new Map<string, Map<number, PackedEntry>>();
  /**
   * `expand`'s answers by word, prefix and typos, in the order last used. They hold the terms' postings Maps, which
   * MiniSearch changes in place, so only a term coming into the dictionary or leaving it makes them stale: then they
   * are all dropped. A typo expansion walks the whole dictionary, and most searches repeat words.
   */
  private readonly expansions = new Map<string, readonly DerivedTerm[]>();
  private expansionsHeld = 0;

  constructor(options: Options<Record<string, string>>) {
    super(options);
    const writers = this as unknown as Partial<PostingWriters>;
    const { addTerm, removeTerm } = writers;
    if (typeof addTerm !== 'function' || typeof removeTerm !== 'function') return; // not `open`: the fast path is off
    // A document added gets a short id above all others: appended. One removed stays listed (never live again).
    writers.addTerm = (fieldId, documentId, term) => {
      if (this.expansionsHeld > 0 && this._index.get(term) === undefined) this.forgetExpansions();
      addTerm.call(this, fieldId, documentId, term);
      this.follow(term, fieldId, (packed) => addPosting(packed, documentId));
    };
    writers.removeTerm = (fieldId, documentId, term) => {
      removeTerm.call(this, fieldId, documentId, term);
      if (this.expansionsHeld > 0 && this._index.get(term) === undefined) this.forgetExpansions();
      this.follow(term, fieldId, () => true);
    };
  }

  private forgetExpansions() {
    this.expansions.clear();
    this.expansionsHeld = 0;
  }

  /**
   * After MiniSearch changed a term's postings in a field: its packed copy, if any, patched (`patch` false: packed
   * again on next use), or dropped when its Map went or it lists twice as many documents as the Map.
   */
  private follow(term: string, fieldId: number, patch: (packed: PackedPostings) => boolean) {
    if (this.packed.size === 0) return;
    const fields = this.packed.get(term);
    const entry = fields?.get(fieldId);
    if (fields === undefined || entry === undefined) return;
    const postings = this._index.get(term)?.get(fieldId);
    if (postings !== entry.source || !patch(entry.packed) || entry.packed.count > 2 * postings.size + PACKED_SLACK) {
      fields.delete(fieldId);
      if (fields.size === 0) this.packed.delete(term);
    } else entry.size = postings.size;
  }

  /**
   * A discarded document's postings go later (a vacuum, or a search): every packed copy is dropped. A vacuum takes
   * emptied terms out of the dictionary without removeTerm: expansions held from before reach them with no postings
   * left, which adds nothing, and the expansions are dropped here anyway.
   */
  override discard(id: unknown): void {
    this.packed.clear();
    this.forgetExpansions();
    super.discard(id);
  }

  override removeAll(documents?: readonly Record<string, string>[]): void {
    if (documents === undefined) {
      this.packed.clear();
      this.forgetExpansions();
    }
    super.removeAll(documents);
  }

  /** The protected members this class reads exist (a MiniSearch upgrade that renames them turns this off). */
  get open(): boolean {
    return (
      typeof (this as unknown as Partial<PostingWriters>).addTerm === 'function' &&
      typeof (this as unknown as Partial<PostingWriters>).removeTerm === 'function' &&
      typeof this._index?.get === 'function' &&
      typeof this._index.atPrefix === 'function' &&
      typeof this._index.fuzzyGet === 'function' &&
      this._fieldLength instanceof Map &&
      this._idToShortId instanceof Map &&
      Array.isArray(this._avgFieldLength) &&
      typeof this._fieldIds === 'object' &&
      typeof this._nextId === 'number' &&
      typeof this._options?.searchOptions?.weights === 'object' &&
      typeof this._options.searchOptions.bm25 === 'object'
    );
  }

  /** One past the largest short document id handed out so far. */
  get idLimit(): number {
    return this._nextId;
  }

  shortIdOf(id: string): number | undefined {
    return this._idToShortId.get(id);
  }

  fieldIdOf(field: string): number {
    return this._fieldIds[field]!;
  }

  /** MiniSearch's field length (distinct raw tokens) of a document's field, as BM25 reads it. */
  fieldLengthOf(shortId: number): readonly number[] {
    return this._fieldLength.get(shortId) ?? [];
  }

  averageFieldLength(fieldId: number): number {
    return this._avgFieldLength[fieldId]!;
  }

  get bm25(): Bm25Params {
    return this._options.searchOptions.bm25 as Bm25Params;
  }

  /** The fields in the order MiniSearch's termResults visits them (the keys of its boost object). */
  get scoringFields(): string[] {
    const fields = this._options.fields as string[];
    return Object.keys(fields.reduce((boosts, field) => ({ ...boosts, [field]: 1 }), {} as Record<string, number>));
  }

  /** The query words as MiniSearch's search() derives them from the query text. */
  queryTerms(query: string): string[] {
    const { tokenize, processTerm } = this._options;
    return tokenize(query)
      .flatMap((term) => processTerm(term))
      .filter((term): term is string => !!term);
  }

  /**
   * A term's postings in a field (`postings`, from its FieldTermData) packed, from the cache: kept in step with
   * MiniSearch's writers, packed again when its Map was replaced or changed otherwise. It may still list documents
   * removed since (their ids never come back): the caller skips documents no longer in the index.
   */
  packedPostings(term: string, fieldId: number, postings: Map<number, number>): PackedPostings {
    let fields = this.packed.get(term);
    if (fields === undefined) this.packed.set(term, (fields = new Map()));
    let entry = fields.get(fieldId);
    if (entry === undefined || entry.source !== postings || entry.size !== postings.size) {
      entry = { source: postings, size: postings.size, packed: packPostings(postings) };
      fields.set(fieldId, entry);
    }
    return entry.packed;
  }

  /** One index term as a derived term of weight 1 (a single-word synonym of a query word: matched as typed). */
  exactTerm(term: string): DerivedTerm {
    return { term, weight: 1, data: this._index.get(term) };
  }

  /**
   * The terms MiniSearch's executeQuerySpec scores for one query word, in its order, with its weights: a copy the
   * caller may add to.
   */
  expand(term: string, prefix: boolean, fuzzy: number | boolean): DerivedTerm[] {
    const key = `${term}\u0000${prefix ? 1 : 0}\u0000${fuzzy}`;
    let derived = this.expansions.get(key);
    if (derived !== undefined) {
      this.expansions.delete(key); // now the most recently used
    } else {
      const made = this.derive(term, prefix, fuzzy);
      if (made.length > EXPANSIONS_HELD) return made;
      this.expansionsHeld += made.length;
      for (const [oldest, terms] of this.expansions) {
        if (this.expansionsHeld <= EXPANSIONS_HELD) break;
        this.expansions.delete(oldest);
        this.expansionsHeld -= terms.length;
      }
      derived = made;
    }
    this.expansions.set(key, derived);
    return [...derived];
  }

  private derive(term: string, prefix: boolean, fuzzy: number | boolean): DerivedTerm[] {
    const { maxFuzzy, weights } = this._options.searchOptions as {
      maxFuzzy: number;
      weights: { fuzzy: number; prefix: number };
    };
    const { fuzzy: fuzzyWeight, prefix: prefixWeight } = weights;
    const derived: DerivedTerm[] = [{ term, weight: 1, data: this._index.get(term) }];
    const prefixMatches = prefix ? this._index.atPrefix(term) : undefined;
    let fuzzyMatches: Map<string, [FieldTermData, number]> | undefined;
    if (fuzzy) {
      const f = fuzzy === true ? 0.2 : fuzzy;
      const maxDistance = f < 1 ? Math.min(maxFuzzy, Math.round(term.length * f)) : f;
      if (maxDistance) fuzzyMatches = this._index.fuzzyGet(term, maxDistance);
    }
    if (prefixMatches) {
      for (const [derivedTerm, data] of prefixMatches) {
        const distance = derivedTerm.length - term.length;
        if (!distance) continue;
        fuzzyMatches?.delete(derivedTerm);
        const weight = (prefixWeight * derivedTerm.length) / (derivedTerm.length + 0.3 * distance);
        derived.push({ term: derivedTerm, weight, data });
      }
    }
    if (fuzzyMatches) {
      for (const derivedTerm of fuzzyMatches.keys()) {
        const [data, distance] = fuzzyMatches.get(derivedTerm)!;
        if (!distance) continue;
        const weight = (fuzzyWeight * derivedTerm.length) / (derivedTerm.length + distance);
        derived.push({ term: derivedTerm, weight, data });
      }
    }
    return derived;
  }
}

/**
 * Per-document working arrays of the fast search path, reused from query to query (a query runs
 * synchronously to the end, so one pool per index is enough). An array entry belongs to the current
 * query only when its document's (or word's) stamp is the current query's epoch: nothing is cleared
 * between queries.
 */
export class QueryScratch {
  epoch = 0;
  /** Per document, the epoch of the last query that reached it. */
  stamp = new Uint32Array(0);
  /** How many query words (in order) the document has matched in the current query. */
  level = new Uint8Array(0);
  /** MiniSearch's score of the document for the current query word, and summed over the words so far. */
  current = new Float64Array(0);
  total = new Float64Array(0);
  /** Per required query word (by its number in the query), its MiniSearch score in each document that reached it. */
  wordScore: Float64Array[] = [];
  /** Per query word, the best match code (see match-codes.ts) among the index terms the document matched. */
  best: Uint8Array[] = [];
  /** Per query word, the bits of the searchable attributes (by index) in which the document matched it. */
  fieldBits: Uint32Array[] = [];
  /** Per word id, the epoch of the last query that derived that word. */
  derived = new Uint32Array(0);
  /** Per word id derived by the current query, the bits of the query words it matches (see proximity.ts). */
  mask = new Uint32Array(0);
  /** The word ids the current query derived. */
  derivedIds: number[] = [];
  /** The documents that reached the current query word, in no order that matters: matched[0, matchedCount). */
  matched = new Int32Array(0);
  matchedCount = 0;
  /**
   * The candidates (after filters) and, by candidate number, their first three ranking criteria packed in
   * one number (typos, then position, then exact words: see `packKey` in ranking.ts) and their MiniSearch score.
   */
  docs = new Int32Array(0);
  key = new Float64Array(0);
  score = new Float64Array(0);

  /**
   * After a ranking bounded by the hits wanted (see rankCandidates), the first hits (with their full key); undefined
   * when every candidate has its full key.
   */
  shortlist: number[] | undefined;

  /** A copy of the documents that reached a query word, as large as `matched`. */
  private previous = new Int32Array(0);

  previousDocs(): Int32Array {
    if (this.previous.length < this.matched.length) this.previous = new Int32Array(this.matched.length);
    return this.previous;
  }

  /** Per candidate, whether its key is its full key (1) or a lower bound of it (0): see rankCandidates. */
  private known = new Uint8Array(0);

  /** The known flags, room for `count` candidates. */
  knownFlags(count: number): Uint8Array {
    if (this.known.length < count)
      this.known = new Uint8Array(Math.max(count, Math.ceil(this.known.length * 1.5), 1024));
    return this.known;
  }

  /** Room for a heap of `count` candidate numbers (see best-by-bounds.ts). */
  heapSpace(count: number): Int32Array {
    if (this.heap.length < count) this.heap = new Int32Array(Math.max(count, Math.ceil(this.heap.length * 1.5), 1024));
    return this.heap;
  }

  private heap = new Int32Array(0);

  /**
   * Makes room for `documents` documents, `words` query words and a dictionary of `dictionary` word ids,
   * and starts a new query: returns its epoch.
   */
  prepare(documents: number, words: number, dictionary: number): number {
    if (this.stamp.length < documents) {
      const size = Math.max(documents, Math.ceil(this.stamp.length * 1.5), 1024);
      this.stamp = new Uint32Array(size);
      this.level = new Uint8Array(size);
      this.current = new Float64Array(size);
      this.total = new Float64Array(size);
      this.best = [];
      this.fieldBits = [];
      this.wordScore = [];
      this.matched = new Int32Array(size);
      this.docs = new Int32Array(size);
      this.key = new Float64Array(size);
      this.score = new Float64Array(size);
    }
    while (this.best.length < words) this.best.push(new Uint8Array(this.stamp.length));
    while (this.wordScore.length < words) this.wordScore.push(new Float64Array(this.stamp.length));
    while (this.fieldBits.length < words) this.fieldBits.push(new Uint32Array(this.stamp.length));
    if (this.derived.length < dictionary) {
      const grown = new Uint32Array(Math.max(dictionary, Math.ceil(this.derived.length * 1.5), 1024));
      grown.set(this.derived);
      this.derived = grown;
      this.mask = new Uint32Array(grown.length);
    }
    if (this.epoch >= 0xfffffffe) {
      this.epoch = 0;
      this.stamp.fill(0);
      this.derived.fill(0);
    }
    this.derivedIds.length = 0;
    return ++this.epoch;
  }
}

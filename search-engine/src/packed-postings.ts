/**
 * A term's postings in one field as two parallel typed arrays, documents ascending: what the fast path walks and
 * searches instead of MiniSearch's Map (a Map lookup per candidate costs more than a scan of the whole array). A
 * document removed since they were packed may still be listed (MiniSearch never gives its id again, and the ranking
 * drops documents that are no longer live).
 */
export interface PackedPostings {
  /** Short document ids, ascending: docs[0, count). */
  docs: Int32Array;
  /** The term's frequency in each of those documents. */
  freqs: Uint32Array;
  count: number;
}

/** MiniSearch's postings of a term in a field (short document id → term frequency), packed. */
export function packPostings(postings: Map<number, number>): PackedPostings {
  let docs = new Int32Array(postings.size);
  let freqs = new Uint32Array(postings.size);
  let i = 0;
  let sorted = true;
  for (const [doc, freq] of postings) {
    if (i > 0 && doc < docs[i - 1]!) sorted = false;
    docs[i] = doc;
    freqs[i] = freq;
    i += 1;
  }
  // MiniSearch appends a document to a term's Map and short ids only grow, so the Map is in id order already.
  if (!sorted) {
    const order = Array.from(docs.keys()).sort((x, y) => docs[x]! - docs[y]!);
    docs = Int32Array.from(order, (x) => docs[x]!);
    freqs = Uint32Array.from(order, (x) => freqs[x]!);
  }
  return { docs, freqs, count: docs.length };
}

/**
 * Adds one occurrence of the term in `doc` (MiniSearch's addTerm): false when `doc` is below the last document listed,
 * which the packed arrays cannot take in order (the caller packs them again from the Map).
 */
export function addPosting(packed: PackedPostings, doc: number): boolean {
  const last = packed.count - 1;
  if (last >= 0 && packed.docs[last] === doc) {
    packed.freqs[last] = packed.freqs[last]! + 1;
    return true;
  }
  if (last >= 0 && packed.docs[last]! > doc) return false;
  if (packed.count === packed.docs.length) {
    const size = Math.max(16, Math.ceil(packed.count * 1.25));
    const docs = new Int32Array(size);
    const freqs = new Uint32Array(size);
    docs.set(packed.docs);
    freqs.set(packed.freqs);
    packed.docs = docs;
    packed.freqs = freqs;
  }
  packed.docs[packed.count] = doc;
  packed.freqs[packed.count] = 1;
  packed.count += 1;
  return true;
}

/** The index of `doc` in docs[from, to) (ascending), or -1 - the index where it would be. */
export function findDoc(docs: Int32Array, doc: number, from: number, to: number): number {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = docs[middle]!;
    if (at < doc) low = middle + 1;
    else if (at > doc) high = middle - 1;
    else return middle;
  }
  return -1 - low;
}

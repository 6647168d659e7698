/**
 * A term's postings in one field as two parallel typed arrays, documents ascending: what the fast path walks and
 * searches instead of MiniSearch's Map (a Map lookup per candidate costs more than a scan of the whole array).
 */
export interface PackedPostings {
  /** Short document ids, ascending. */
  docs: Int32Array;
  /** The term's frequency in each of those documents. */
  freqs: Uint32Array;
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
  return { docs, freqs };
}

/** The index of `doc` in docs[from, docs.length) (ascending), or -1 - the index where it would be. */
export function findDoc(docs: Int32Array, doc: number, from = 0): number {
  let low = from;
  let high = docs.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = docs[middle]!;
    if (at < doc) low = middle + 1;
    else if (at > doc) high = middle - 1;
    else return middle;
  }
  return -1 - low;
}

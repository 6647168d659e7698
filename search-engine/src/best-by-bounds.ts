import { topK } from './top-k';

/** Puts `item` in place of the worst item of the max-heap `worst` (on `compare`), whose order it keeps. */
function replaceWorst(worst: number[], item: number, compare: (x: number, y: number) => number) {
  let at = 0;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= worst.length) break;
    if (child + 1 < worst.length && compare(worst[child + 1]!, worst[child]!) > 0) child += 1;
    if (compare(worst[child]!, item) <= 0) break;
    worst[at] = worst[child]!;
    at = child;
  }
  worst[at] = item;
}

/**
 * Moves heap[at] down the min-heap heap[0, size) on `compare` to its place. A module function, not a closure made per
 * call: tsx (which runs the engine) renames every closure bound to a name (esbuild's keepNames), and a renamed closure
 * is slower to call in a hot loop.
 */
function siftDown(heap: Int32Array, size: number, at: number, compare: (x: number, y: number) => number) {
  const item = heap[at]!;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && compare(heap[child + 1]!, heap[child]!) < 0) child += 1;
    if (compare(heap[child]!, item) >= 0) break;
    heap[at] = heap[child]!;
    at = child;
  }
  heap[at] = item;
}

/**
 * The first `wanted` of the items heap[0, size) (item numbers) in the order of `compare`, when some items' keys are
 * only lower bounds: `known[x]` is 1 when item x's key is final; otherwise `refine(x)` replaces it by a sharper bound or the final
 * key (either orders the item no earlier) and says whether it is now final. The items are taken from a heap in the
 * order of their keys as they stand: an item whose key is final comes out in its final place (every item still in the
 * heap is bounded below by the one taken); one whose key is a bound is refined and put back. So only the items whose
 * bound is better than the `wanted`-th final key are refined, and every item left with a bound orders after the ones
 * returned. `compare` is a total order over the keys as they stand (ties broken, e.g. by the item number); the heap is
 * built in `heap` (its order is lost); `progress` is called every 4,096 items taken (a time budget's check). Returns the first `wanted`
 * items, in order.
 *
 * After `eagerAfter` refinements, the items still in the heap are taken in the order of their numbers instead: a
 * refinement from the heap costs a climb down it and, in the heap's order, a read of the item's data out of memory
 * order, and when the bounds tie (a query whose words are in most documents in the same attribute) nearly all of the
 * heap comes up to be refined. The final key still wanted that orders last among those final so far is the cut:
 * every item whose key, as it stands, orders before the cut (the others cannot reach the page) is refined until it is
 * final or orders after the cut, a final key before the cut moves the cut up, and the heap is rebuilt. When
 * fewer final keys than still wanted are known, it is tried again after twice as many refinements.
 */
export function bestByBounds(
  heap: Int32Array,
  size: number,
  wanted: number,
  known: Uint8Array,
  compare: (x: number, y: number) => number,
  refine: (x: number) => boolean,
  progress?: () => void,
  eagerAfter = Infinity,
): number[] {
  // A min-heap on `compare`: heap[0] is the item with the best key as it stands.
  for (let at = (size >> 1) - 1; at >= 0; at--) siftDown(heap, size, at, compare);
  const best: number[] = [];
  let taken = 0;
  let refined = 0;
  while (size > 0 && best.length < wanted) {
    if (progress !== undefined && (++taken & 4095) === 0) progress();
    const x = heap[0]!;
    if (known[x] !== 1) {
      if (refine(x)) known[x] = 1;
      if (++refined === eagerAfter) {
        const final: number[] = [];
        for (let at = 0; at < size; at++) if (known[heap[at]!] === 1) final.push(heap[at]!);
        const need = wanted - best.length;
        if (final.length < need) {
          eagerAfter *= 2;
        } else {
          // The `need` best final keys so far, a max-heap on `compare`: cut[0] is the cut.
          const cut = topK(final.length, need, (a, b) => compare(final[a]!, final[b]!))
            .reverse()
            .map((i) => final[i]!);
          const rest = heap.subarray(0, size).sort();
          for (let at = 0; at < size; at++) {
            if (progress !== undefined && (at & 4095) === 4095) progress();
            const y = rest[at]!;
            if (known[y] === 1) continue;
            while (known[y] !== 1 && compare(y, cut[0]!) < 0) if (refine(y)) known[y] = 1;
            if (known[y] === 1 && compare(y, cut[0]!) < 0) replaceWorst(cut, y, compare);
          }
          for (let at = (size >> 1) - 1; at >= 0; at--) siftDown(heap, size, at, compare);
        }
      }
    } else {
      best.push(x);
      heap[0] = heap[--size]!;
    }
    siftDown(heap, size, 0, compare);
  }
  return best;
}

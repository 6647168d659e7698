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
 */
export function bestByBounds(
  heap: Int32Array,
  size: number,
  wanted: number,
  known: Uint8Array,
  compare: (x: number, y: number) => number,
  refine: (x: number) => boolean,
  progress?: () => void,
): number[] {
  // A min-heap on `compare`: heap[0] is the item with the best key as it stands.
  const siftDown = (at: number) => {
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
  };
  for (let at = (size >> 1) - 1; at >= 0; at--) siftDown(at);
  const best: number[] = [];
  let taken = 0;
  while (size > 0 && best.length < wanted) {
    if (progress !== undefined && (++taken & 4095) === 0) progress();
    const x = heap[0]!;
    if (known[x] !== 1) {
      if (refine(x)) known[x] = 1;
    } else {
      best.push(x);
      heap[0] = heap[--size]!;
    }
    siftDown(0);
  }
  return best;
}

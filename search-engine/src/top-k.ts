/**
 * The first `k` of `n` items (numbered 0..n-1) in the order of `compare`, sorted: the same items, in the
 * same order, as `sort(compare).slice(0, k)` when `compare` is a total order (ties broken, e.g. by the
 * item number). `progress` is called every 4,096 items (a time budget's check). A bounded max-heap keeps the k best
 * seen so far, so the cost is about n comparisons
 * against the heap's worst item plus log k per item that enters; a full sort is used when k covers n.
 */
export function topK(n: number, k: number, compare: (a: number, b: number) => number, progress?: () => void): number[] {
  if (k <= 0 || n <= 0) return [];
  if (k >= n) return Array.from({ length: n }, (_, i) => i).sort(compare);
  const heap: number[] = [];
  // Max-heap on `compare`: heap[0] is the worst of the kept items.
  for (let i = 0; i < n; i++) {
    if (progress !== undefined && (i & 4095) === 4095) progress();
    if (heap.length < k) {
      heap.push(i);
      siftUp(heap, heap.length - 1, compare);
    } else if (compare(i, heap[0]!) < 0) {
      heap[0] = i;
      siftDown(heap, 0, compare);
    }
  }
  return heap.sort(compare);
}

// The heap's steps are module functions, not closures made per call: tsx (which runs the engine) renames every closure
// bound to a name (esbuild's keepNames), and a renamed closure is slower to call in a hot loop.

function siftUp(heap: number[], at: number, compare: (a: number, b: number) => number) {
  const item = heap[at]!;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (compare(heap[parent]!, item) >= 0) break;
    heap[at] = heap[parent]!;
    at = parent;
  }
  heap[at] = item;
}

function siftDown(heap: number[], at: number, compare: (a: number, b: number) => number) {
  const item = heap[at]!;
  const size = heap.length;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && compare(heap[child + 1]!, heap[child]!) > 0) child += 1;
    if (compare(heap[child]!, item) <= 0) break;
    heap[at] = heap[child]!;
    at = child;
  }
  heap[at] = item;
}

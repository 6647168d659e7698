/**
 * A token bucket per caller (per IP): `burst` query units at most, refilled at `perSecond`. A multi-query
 * call costs one unit per query, so a caller sending 50-query calls is slowed 50 times sooner than a visitor
 * typing. Memory is bounded: at most `maxCallers` buckets, the least recently used dropped first.
 */
export class QueryBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly burst: number,
    readonly perSecond: number,
    private readonly maxCallers = 100_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes `cost` units for `caller`: 0 when allowed, else the seconds to wait before the call would be. */
  take(caller: string, cost: number): number {
    const now = this.now();
    const bucket = this.buckets.get(caller) ?? { tokens: this.burst, at: now };
    this.buckets.delete(caller); // re-inserted last: Map order is the recency order
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(caller, bucket);
    if (this.buckets.size > this.maxCallers) this.buckets.delete(this.buckets.keys().next().value!);
    const needed = Math.min(cost, this.burst);
    if (bucket.tokens >= needed) {
      bucket.tokens -= needed;
      return 0;
    }
    return Math.max(1, Math.ceil((needed - bucket.tokens) / this.perSecond));
  }
}

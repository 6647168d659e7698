/**
 * A token bucket per caller (per IP): `burst` query units at most, refilled at `perSecond`. A multi-query
 * call costs one unit per query, so a caller sending 50-query calls is slowed 50 times sooner than a visitor
 * typing; a call's engine time is charged after it (`charge`), so one caller cannot repeat slow calls.
 * Memory is bounded: at most `maxCallers` buckets, the least recently used dropped first.
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
    const bucket = this.bucket(caller);
    const needed = Math.min(cost, this.burst);
    if (bucket.tokens >= needed) {
      bucket.tokens -= needed;
      return 0;
    }
    return Math.max(1, Math.ceil((needed - bucket.tokens) / this.perSecond));
  }

  /**
   * Takes `units` more after the fact (what a call cost beyond its count: the engine time it took), down to
   * one burst of debt: the caller's next calls wait until it is paid back.
   */
  charge(caller: string, units: number): void {
    if (units <= 0) return;
    const bucket = this.bucket(caller);
    bucket.tokens = Math.max(-this.burst, bucket.tokens - units);
  }

  /** The caller's bucket, refilled to now and made the most recent. */
  private bucket(caller: string) {
    const now = this.now();
    const bucket = this.buckets.get(caller) ?? { tokens: this.burst, at: now };
    this.buckets.delete(caller); // re-inserted last: Map order is the recency order
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(caller, bucket);
    if (this.buckets.size > this.maxCallers) this.buckets.delete(this.buckets.keys().next().value!);
    return bucket;
  }
}

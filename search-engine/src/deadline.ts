import { LimitError } from './search-limits';

/**
 * A query's time budget, checked inside the work (per derived term, every few thousand candidates, per hit), so that
 * one heavy query is stopped too, not only a multi-query call between two queries. Past it: 400 in Algolia's shape.
 */
export class Deadline {
  private ticks = 0;

  constructor(
    private at: number,
    private readonly message: string,
    private readonly now: () => number = () => performance.now(),
  ) {}

  static after(ms: number, message: string): Deadline {
    return new Deadline(performance.now() + ms, message);
  }

  check(): void {
    if (this.at !== Infinity && this.now() > this.at) throw new LimitError(400, this.message);
  }

  /** Moves the deadline `ms` later: time the work spent waiting for the engine is not its own. */
  extend(ms: number): void {
    this.at += ms;
  }

  /** A check every 1,024 calls: for the tightest loops. */
  tick(): void {
    if ((++this.ticks & 1023) === 0) this.check();
  }
}

/** No budget (the engine's own callers: tests, benchmarks). */
export const NO_DEADLINE = new Deadline(Infinity, '');

export const queryTooLong = (ms: number) => `The query took longer than ${ms} ms: send a narrower query`;
export const queriesTooLong = (ms: number) => `The queries took longer than ${ms} ms: send fewer or narrower queries`;

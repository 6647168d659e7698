/**
 * The engine's time, one budget for every caller, handed out fairly by address. The engine is one thread: a call's
 * work (reading its parameters, searching, serialising and writing the answer) holds it, so a call is started only
 * when one of `slots` is free, one a turn of the event loop (so the requests that came while a call ran are queued
 * before the next is chosen), and the others wait here, in fair queueing by address. Each address keeps a tag, the
 * engine milliseconds it has had, counted from the engine's clock (the tag at which the last call started); a call
 * waiting is placed at its address's tag (never before the clock: an idle address saves up no credit) plus what it
 * should take (its query count times what a query of that address, or of anyone, took), and the call placed first
 * starts first. So an address that has just had much engine time waits until quieter ones have had as much, one
 * with many calls waiting gets no more turns than one with one, and a single query is not queued behind 50-query
 * calls of addresses new to the engine. A call made of pieces (a multi-query) holds the engine a slice at a time:
 * after `sliceMs` of work, the rest of it is placed again, so a visitor waits for a slice, not for 50 queries. The
 * wait is bounded, per address, overall and in time: past a bound the call
 * is refused at once (429 with Retry-After), and when all are waiting the call placed last gives way to a newcomer
 * placed before it.
 */
export interface SchedulerBounds {
  /** Calls holding the engine at once (one computing, another's answer being written). */
  slots: number;
  /** Calls of one address waiting, and of all addresses. */
  waitingPerAddress: number;
  waiting: number;
  /** A call not started after this is refused. */
  maxWaitMs: number;
  /** A call made of pieces (a multi-query's queries) lets others placed before it run after this much work. */
  sliceMs: number;
}

/** Why a call was refused, and when to come back. */
export class Refusal {
  constructor(
    readonly message: string,
    readonly retryAfterS: number,
  ) {}
}

export const BUSY = 'The search engine is busy: please retry in a moment.';
export const TOO_MANY_WAITING = 'Too many searches from this address at once. Please slow down.';

/** A started call's hold on the engine. */
export interface Turn {
  /** The call is over (its answer written): its engine time is charged to its address, the next call starts. */
  end(): void;
  /**
   * Between two pieces of the call's work, `units` still to do: after `sliceMs` of work, a call placed before the
   * rest of this one runs first. Rejects with a Refusal if the rest waits past `maxWaitMs`.
   */
  next(units: number): Promise<void>;
}

interface Waiter {
  address: string;
  /** Query units: what the call should take is its units times a unit's time. */
  units: number;
  run: () => void;
  refuse: (refusal: Refusal) => void;
  timer?: ReturnType<typeof setTimeout>;
}

interface Account {
  /** The engine milliseconds this address has had, through its calls started (the running ones estimated). */
  tag: number;
  /** What a query unit of its last call took. */
  msPerUnit: number;
}

export class FairScheduler {
  /** The engine's clock: the tag at which the last call started. */
  private clock = 0;
  private readonly accounts = new Map<string, Account>();
  /** Addresses with calls waiting, each in arrival order. */
  private readonly queues = new Map<string, Waiter[]>();
  private running = 0;
  private waitingCount = 0;
  private scheduled = false;
  /** What a call, and a query unit, take on average (Retry-After, and the estimate for a new address). */
  private meanMs = 10;
  private meanMsPerUnit = 1;

  constructor(
    private readonly bounds: SchedulerBounds,
    private readonly now: () => number = () => performance.now(),
    private readonly maxAddresses = 100_000,
  ) {}

  /**
   * Resolves when the call may run (end its turn once its answer is written); rejects with a Refusal, also when
   * `gone` aborts while it waits (its caller went away).
   */
  admit(address: string, units = 1, gone?: AbortSignal): Promise<Turn> {
    return new Promise((start, refuse) => {
      const waiter: Waiter = { address, units, run: () => start(this.begin(address, units)), refuse };
      const queue = this.queues.get(address) ?? [];
      if (queue.length >= this.bounds.waitingPerAddress)
        return refuse(new Refusal(TOO_MANY_WAITING, this.retryAfter()));
      if (this.waitingCount >= this.bounds.waiting && !this.makeRoomFor(waiter))
        return refuse(new Refusal(BUSY, this.retryAfter()));
      this.enqueue(waiter, false);
      gone?.addEventListener('abort', () => this.drop(waiter, BUSY), { once: true });
    });
  }

  /** Queues a call (the rest of a started one first among its address's), refused if it waits past maxWaitMs. */
  private enqueue(waiter: Waiter, first: boolean): void {
    const queue = this.queues.get(waiter.address) ?? [];
    if (first) queue.unshift(waiter);
    else queue.push(waiter);
    this.queues.set(waiter.address, queue);
    this.waitingCount++;
    waiter.timer = setTimeout(() => this.drop(waiter, BUSY), this.bounds.maxWaitMs);
    waiter.timer.unref?.();
    this.schedule();
  }

  /** Takes a call out of the queue, refused with `message` if given; false when it is no longer waiting. */
  private drop(waiter: Waiter, message?: string): boolean {
    const queue = this.queues.get(waiter.address);
    const at = queue?.indexOf(waiter) ?? -1;
    if (at < 0) return false;
    queue!.splice(at, 1);
    if (queue!.length === 0) this.queues.delete(waiter.address);
    this.waitingCount--;
    clearTimeout(waiter.timer);
    if (message) waiter.refuse(new Refusal(message, this.retryAfter()));
    return true;
  }

  /** When the calls waiting would all have run, in whole seconds (1 to 60). */
  private retryAfter(): number {
    const ms = ((this.waitingCount + this.running) * this.meanMs) / this.bounds.slots;
    return Math.min(60, Math.max(1, Math.ceil(ms / 1000)));
  }

  /** The address's tag, never behind the clock. */
  private tag(address: string): number {
    return Math.max(this.clock, this.accounts.get(address)?.tag ?? 0);
  }

  /** What `units` of this address's work should take. */
  private estimate(address: string, units: number): number {
    return units * (this.accounts.get(address)?.msPerUnit ?? this.meanMsPerUnit);
  }

  /** Where the address's waiting calls, the first `count` of them, end. */
  private placed(address: string, count: number): number {
    const queue = this.queues.get(address) ?? [];
    let tag = this.tag(address);
    for (let i = 0; i < count; i++) tag += this.estimate(address, queue[i]!.units);
    return tag;
  }

  /** Everyone is waiting: the call placed last gives way, if the newcomer is placed before it. */
  private makeRoomFor(newcomer: Waiter): boolean {
    const { address } = newcomer;
    let last: Waiter | undefined;
    let lastPlace =
      this.placed(address, this.queues.get(address)?.length ?? 0) + this.estimate(address, newcomer.units);
    for (const [other, queue] of this.queues) {
      const place = this.placed(other, queue.length);
      if (place > lastPlace) [last, lastPlace] = [queue[queue.length - 1], place];
    }
    return last !== undefined && this.drop(last, BUSY);
  }

  /**
   * Starts the next call on the event loop's next turn, and one call a turn: a call's work is synchronous, so the
   * requests that arrive while it runs are read (and queued here) before the next is chosen among them all.
   */
  private schedule(): void {
    if (this.scheduled || this.running >= this.bounds.slots || this.waitingCount === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startNext();
      this.schedule();
    });
  }

  /** The waiting call placed first (ties: the address waiting longest). */
  private first(): { waiter?: Waiter; place: number } {
    let waiter: Waiter | undefined;
    let place = Infinity;
    for (const [address, queue] of this.queues) {
      const at = this.placed(address, 1);
      if (at < place) [waiter, place] = [queue[0], at];
    }
    return { waiter, place };
  }

  /** Starts the waiting call placed first, if a slot is free. */
  private startNext(): void {
    const { waiter } = this.first();
    if (this.running >= this.bounds.slots || !waiter) return;
    this.drop(waiter);
    waiter.run();
  }

  /** A call's turn: slices of engine time, each charged to its address when it ends. */
  private begin(address: string, units: number): Turn {
    const account = this.accounts.get(address) ?? { tag: 0, msPerUnit: this.meanMsPerUnit };
    let [sliceUnits, estimate, startedAt, holding, ended] = [units, 0, 0, false, false];
    const hold = (rest: number) => {
      const startTag = this.tag(address);
      [sliceUnits, estimate, startedAt, holding] = [rest, this.estimate(address, rest), this.now(), true];
      this.clock = startTag;
      account.tag = startTag + estimate; // until the slice ends: the address's next call is placed after it
      this.remember(address, account);
      this.running++;
    };
    const leave = () => {
      if (!holding) return;
      holding = false;
      const ms = Math.max(0.01, this.now() - startedAt);
      account.tag += ms - estimate;
      account.msPerUnit = ms / sliceUnits;
      this.meanMs += (ms - this.meanMs) / 16;
      this.meanMsPerUnit += (ms / sliceUnits - this.meanMsPerUnit) / 16;
      this.running--;
      this.schedule();
    };
    hold(units);
    return {
      end: () => {
        ended = true;
        leave();
      },
      next: (rest) => {
        if (ended || !holding || this.now() - startedAt < this.bounds.sliceMs) return Promise.resolve();
        leave();
        if (this.first().place >= this.placed(address, 0) + this.estimate(address, rest)) {
          hold(rest);
          return Promise.resolve();
        }
        return new Promise((resume, refuse) =>
          this.enqueue({ address, units: rest, run: () => (hold(rest), resume()), refuse }, true),
        );
      },
    };
  }

  /** Keeps at most `maxAddresses` accounts, the least recently started dropped first (it comes back at the clock). */
  private remember(address: string, account: Account): void {
    this.accounts.delete(address);
    this.accounts.set(address, account);
    if (this.accounts.size > this.maxAddresses) this.accounts.delete(this.accounts.keys().next().value!);
  }
}

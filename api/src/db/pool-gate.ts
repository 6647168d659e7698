/** Why a database call was refused before it reached the database: the answer is a 503, never a 500. */
export class PoolBusyError extends Error {
  readonly code = 'POOL_BUSY';
  constructor(readonly reason: 'queue full' | 'queue timeout') {
    super(`database pool busy: ${reason}`);
    this.name = 'PoolBusyError';
  }
}

interface PoolGateOptions {
  /** Calls that may hold a connection at once (the pool's size). */
  max: number;
  /** Calls that may wait for one; beyond that a call is refused at once. */
  queueMax: number;
  /** How long a call may wait before it is refused. */
  queueTimeoutMs: number;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Admits at most `max` calls at once, queues up to `queueMax` more (first come, first served) for at most
 * `queueTimeoutMs` each, and refuses the rest with PoolBusyError. A finished call hands its place to the next.
 */
export class PoolGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: PoolGateOptions) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  stats(): { active: number; waiting: number; max: number } {
    return { active: this.active, waiting: this.waiting.length, max: this.options.max };
  }

  private acquire(): Promise<void> {
    if (this.active < this.options.max) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queueMax) return Promise.reject(new PoolBusyError('queue full'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new PoolBusyError('queue timeout'));
        }, this.options.queueTimeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.active -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.resolve(); // the place passes on: `active` is unchanged
  }
}

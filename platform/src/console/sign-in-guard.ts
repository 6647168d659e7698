/** How the release console's sign-in slows guessing (defaults in `DEFAULT_SIGN_IN_LIMITS`). */
export interface SignInLimits {
  /** Sign-in attempts one IP may make that fail, within `windowMs`; past them it is refused (429) until the window ends. */
  perIp: number;
  windowMs: number;
  /** How long a wrong attempt holds the one check that runs at a time (every caller waits its turn). */
  failureDelayMs: number;
  /** Attempts waiting their turn at most; more are refused at once (429). */
  maxWaiting: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perIp: 10,
  windowMs: 15 * 60 * 1000,
  failureDelayMs: 400,
  maxWaiting: 32,
};

/** What the guard answers for one attempt. */
type SignInOutcome = { ok: true } | { ok: false; status: 401 } | { ok: false; status: 429; retryAfter: number };

/**
 * The release console's sign-in throttle. Per IP: an attempt is counted when it arrives (parallel ones see
 * each other) and given back when it signs in, so an address gets `perIp` wrong passwords a window. Globally:
 * attempts are checked one at a time, and a wrong one holds the turn for `failureDelayMs`, so however many
 * addresses guess at once, the console checks at most 1000 / failureDelayMs wrong passwords a second; at most
 * `maxWaiting` wait their turn. In memory: the console is one process.
 */
export function signInGuard(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, now = () => Date.now()) {
  const failures = new Map<string, { count: number; endsAt: number }>();
  let turn: Promise<void> = Promise.resolve();
  let waiting = 0;

  const windowOf = (ip: string) => {
    const t = now();
    let w = failures.get(ip);
    if (!w || w.endsAt <= t) {
      failures.delete(ip);
      w = { count: 0, endsAt: t + limits.windowMs };
      failures.set(ip, w);
      // Bounded: the oldest windows go first (insertion order).
      if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
    }
    return w;
  };

  return {
    /** Runs `check` (the password or token comparison) within the limits for a caller at `ip`. */
    async attempt(ip: string, check: () => boolean | Promise<boolean>): Promise<SignInOutcome> {
      const w = windowOf(ip);
      const retryAfter = () => Math.max(1, Math.ceil((w.endsAt - now()) / 1000));
      if (w.count >= limits.perIp) return { ok: false, status: 429, retryAfter: retryAfter() };
      if (waiting >= limits.maxWaiting) return { ok: false, status: 429, retryAfter: 60 };
      w.count += 1;
      waiting += 1;
      const previous = turn;
      let release!: () => void;
      turn = new Promise((resolve) => (release = resolve));
      try {
        await previous;
        if (await check()) {
          w.count -= 1;
          return { ok: true };
        }
        await new Promise((resolve) => setTimeout(resolve, limits.failureDelayMs));
        return { ok: false, status: 401 };
      } finally {
        waiting -= 1;
        release();
      }
    },
  };
}

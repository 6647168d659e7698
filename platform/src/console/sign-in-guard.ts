/** How the release console's sign-in slows guessing (defaults in `DEFAULT_SIGN_IN_LIMITS`). */
export interface SignInLimits {
  /** Sign-in attempts one IP may make that fail, within `windowMs`; past them it is refused (429) until the window ends. */
  perIp: number;
  windowMs: number;
  /** How long a wrong attempt from an address that failed before holds the one check that runs at a time. */
  failureDelayMs: number;
  /** Attempts waiting their turn at most; more are refused at once (429). */
  maxWaiting: number;
  /** Of those, attempts from addresses with a failure in their window at most: the rest is kept for the others. */
  maxWaitingFailed: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perIp: 10,
  windowMs: 15 * 60 * 1000,
  failureDelayMs: 400,
  maxWaiting: 32,
  maxWaitingFailed: 16,
};

/** What the guard answers for one attempt. */
type SignInOutcome = { ok: true } | { ok: false; status: 401 } | { ok: false; status: 429; retryAfter: number };

type Lane = 'clean' | 'failed';

/**
 * The release console's sign-in throttle. Per IP: an attempt is counted when it arrives (parallel ones see
 * each other) and given back when it signs in, so an address gets `perIp` wrong passwords a window. Globally:
 * attempts are checked one at a time, in two lanes. An address with nothing counted (no failure in its window,
 * no attempt under way) is clean: it goes first and its wrong attempt does not hold the turn. Addresses that
 * failed wait behind every clean one, at most `maxWaitingFailed` of them at once, and each wrong one holds the
 * turn for `failureDelayMs`. So however many addresses keep guessing, a release manager's address is served
 * within a few checks, the console checks at most 1000 / failureDelayMs passwords a second from addresses that
 * failed, and an address is clean for one attempt a window. Every wrong answer takes at least `failureDelayMs`.
 * In memory: the console is one process.
 */
export function signInGuard(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, now = () => Date.now()) {
  const failures = new Map<string, { count: number; endsAt: number }>();
  const queued: Record<Lane, (() => void)[]> = { clean: [], failed: [] };
  const waiting: Record<Lane, number> = { clean: 0, failed: 0 };
  let checking = false;

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
  const turn = (lane: Lane) =>
    new Promise<void>((resolve) => {
      if (checking) return queued[lane].push(resolve);
      checking = true;
      resolve();
    });
  const nextTurn = () => {
    const next = queued.clean.shift() ?? queued.failed.shift();
    if (next) next();
    else checking = false;
  };
  const drainSeconds = () => Math.max(1, Math.ceil((waiting.failed * limits.failureDelayMs) / 1000));
  const pause = () => new Promise((resolve) => setTimeout(resolve, limits.failureDelayMs));

  return {
    /** Runs `check` (the password or token comparison) within the limits for a caller at `ip`. */
    async attempt(ip: string, check: () => boolean | Promise<boolean>): Promise<SignInOutcome> {
      const w = windowOf(ip);
      if (w.count >= limits.perIp) {
        return { ok: false, status: 429, retryAfter: Math.max(1, Math.ceil((w.endsAt - now()) / 1000)) };
      }
      const lane: Lane = w.count === 0 ? 'clean' : 'failed';
      const full =
        waiting.clean + waiting.failed >= limits.maxWaiting ||
        (lane === 'failed' && waiting.failed >= limits.maxWaitingFailed);
      // Clean attempts never hold the turn, so their lane empties within a few checks; the other one at its pace.
      if (full) return { ok: false, status: 429, retryAfter: lane === 'clean' ? 1 : drainSeconds() };
      w.count += 1;
      waiting[lane] += 1;
      let left = false;
      /** Gives the turn to the next attempt and the slot back (a clean wrong attempt before its pause). */
      const leave = () => {
        if (left) return;
        left = true;
        waiting[lane] -= 1;
        nextTurn();
      };
      await turn(lane);
      try {
        if (await check()) {
          w.count -= 1;
          return { ok: true };
        }
        if (lane === 'clean') leave();
        await pause();
        return { ok: false, status: 401 };
      } finally {
        leave();
      }
    },
  };
}

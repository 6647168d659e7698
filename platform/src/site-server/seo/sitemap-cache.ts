interface CacheOptions {
  /** How long a good value is served without asking again. */
  ttlMs: number;
  /** After a failed read, how long the last good value is served before the next try. */
  retryMs: number;
  now?: () => number;
  /** Told of every failed read, also those a stale value covers. */
  onError?: (error: unknown) => void;
}

/**
 * One value, read at most once per `ttlMs`: concurrent askers share the read in flight; a failed read
 * answers the last good value when there is one (a stale sitemap beats none) and otherwise rejects.
 */
export function cachedValue<T>(read: () => Promise<T>, options: CacheOptions): { get(): Promise<T> } {
  const now = options.now ?? Date.now;
  let last: { value: T; until: number } | undefined;
  let inFlight: Promise<T> | undefined;
  return {
    get() {
      if (last && now() < last.until) return Promise.resolve(last.value);
      inFlight ??= read()
        .then((value) => {
          last = { value, until: now() + options.ttlMs };
          return value;
        })
        .catch((error: unknown) => {
          options.onError?.(error);
          if (!last) throw error;
          last.until = now() + options.retryMs;
          return last.value;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}

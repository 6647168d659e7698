/**
 * Rendered pages kept for a short time per key (URL, bucket, site manifest), so a burst of visitors on
 * one page costs one render: a page's data is at most `ttlMs` old. Concurrent misses of one key share
 * one render. At most `maxEntries` are kept (the oldest go first).
 */
export function renderCache<T>({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
  onLookup,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Told each lookup's result: kept ('hit'), rendered ('miss'), or joined a render under way ('shared'). */
  onLookup?: (result: 'hit' | 'miss' | 'shared') => void;
}) {
  const entries = new Map<string, { value: T; until: number }>();
  const pending = new Map<string, Promise<T>>();
  return {
    /** The kept value for `key`, or `render()`'s, which is kept when `keep(value)` says so. */
    async get(key: string, render: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) {
        onLookup?.('hit');
        return hit.value;
      }
      if (hit) entries.delete(key);
      let running = pending.get(key);
      onLookup?.(running ? 'shared' : 'miss');
      if (!running) {
        running = render().finally(() => pending.delete(key));
        pending.set(key, running);
        const value = await running;
        if (ttlMs > 0 && keep(value)) {
          entries.set(key, { value, until: now() + ttlMs });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        }
        return value;
      }
      return running;
    },
    get size() {
      return entries.size;
    },
  };
}

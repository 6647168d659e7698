import { useEffect, useState } from 'react';
import { readCache, writeCache } from '../lib/local-cache';

/**
 * A list from the api kept in localStorage for 4 hours (spec §3, §9), encoded with its expiry. Read from
 * the cache at once; otherwise fetched, and cached only when the answer is usable (a failure is not cached).
 */
export function useCachedList<T>(
  key: string | null,
  load: () => Promise<T>,
  usable: (value: T) => boolean,
  empty: T,
): T {
  const [value, setValue] = useState<T>(() => (key && readCache<T>(key)) || empty);
  useEffect(() => {
    if (!key) return;
    const cached = readCache<T>(key);
    if (cached) {
      setValue(cached);
      return;
    }
    let live = true;
    void load().then((fresh) => {
      if (usable(fresh)) writeCache(key, fresh);
      if (live) setValue(fresh);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per key: callers pass load and usable inline, new each render
  }, [key]);
  return value;
}

import { LOCAL_CACHE_TTL_MS } from '@pharmasetu/shared-contracts';

/**
 * Spec §3: cached lists (constant data, cities) are stored encoded with a timestamp expiry:
 * base64 of the UTF-8 JSON `{ v: value, e: expiry in ms }`.
 */
export function encodeCacheEntry<T>(value: T, now: number, ttl: number = LOCAL_CACHE_TTL_MS): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ v: value, e: now + ttl }));
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The cached value, or null when absent, expired or not one of ours. */
export function decodeCacheEntry<T>(raw: string | null | undefined, now: number): T | null {
  if (!raw) return null;
  try {
    const binary = atob(raw);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const entry = JSON.parse(new TextDecoder().decode(bytes)) as { v?: T; e?: unknown };
    return typeof entry.e === 'number' && entry.e > now && entry.v !== undefined ? entry.v : null;
  } catch {
    return null;
  }
}

/** localStorage can throw (privacy modes, quota): a cache that cannot be used is simply no cache. */
export function readCache<T>(key: string, now = Date.now(), storage: Storage | undefined = safeStorage()): T | null {
  try {
    return decodeCacheEntry<T>(storage?.getItem(key), now);
  } catch {
    return null;
  }
}

export function writeCache<T>(
  key: string,
  value: T,
  now = Date.now(),
  storage: Storage | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(key, encodeCacheEntry(value, now));
  } catch {
    /* no room: the next visit fetches again */
  }
}

export function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

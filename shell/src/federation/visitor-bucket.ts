const KEY = 'mf_bucket';

/**
 * The visitor's canary bucket, 0–99: drawn once, kept in localStorage, so a visitor keeps seeing the
 * same version of a remote across reloads. Without storage (private mode) a bucket per page load.
 */
export function visitorBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage()): number {
  const stored = Number(storage?.getItem(KEY));
  if (storage?.getItem(KEY) !== null && Number.isInteger(stored) && stored >= 0 && stored < 100) return stored;
  const bucket = crypto.getRandomValues(new Uint32Array(1))[0]! % 100;
  try {
    storage?.setItem(KEY, String(bucket));
  } catch {
    // storage full or blocked: the bucket lasts for this page load only
  }
  return bucket;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

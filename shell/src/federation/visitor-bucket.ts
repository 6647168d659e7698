import { bucketFromCookies, parseBucket, VISITOR_BUCKET_COOKIE } from '@pharmasetu/shared-contracts';

const KEY = 'mf_bucket';
const YEAR = 365 * 24 * 60 * 60;

/** The page's cookie jar, as far as the bucket needs it. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}
const documentCookies: CookieJar = { read: () => document.cookie, write: (c) => void (document.cookie = c) };

/**
 * The visitor's canary bucket, 0–99, kept so a visitor sees the same version of a remote across
 * reloads. It lives in a cookie, so the site's server picks the same versions and preloads them with
 * the page (the server sets it on a first visit); a bucket kept in localStorage by earlier releases
 * wins and is copied into the cookie. With neither, a new one is drawn; without storage, one per load.
 */
export function visitorBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage(), cookies: CookieJar = documentCookies): number {
  const fromCookie = bucketFromCookies(cookies.read());
  const bucket = parseBucket(storage?.getItem(KEY)) ?? fromCookie ?? crypto.getRandomValues(new Uint32Array(1))[0]! % 100;
  try {
    storage?.setItem(KEY, String(bucket));
  } catch {
    // storage full or blocked: the cookie keeps it
  }
  if (bucket !== fromCookie) cookies.write(`${VISITOR_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR}; SameSite=Lax`);
  return bucket;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

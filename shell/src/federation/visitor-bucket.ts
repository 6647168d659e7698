import { bucketFromCookies, VISITOR_BUCKET_COOKIE } from '@pharmasetu/shared-contracts';

const YEAR = 365 * 24 * 60 * 60;

/** The page's cookie jar, as far as the bucket needs it. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}
const documentCookies: CookieJar = { read: () => document.cookie, write: (c) => void (document.cookie = c) };

/**
 * The visitor's canary bucket, 0–99, from the cookie the site's server reads and sets: the shell needs it
 * only where no server composed the page (webpack's dev server). Without a valid one, a new one is drawn
 * and kept in the cookie for a year.
 */
export function visitorBucket(cookies: CookieJar = documentCookies): number {
  const fromCookie = bucketFromCookies(cookies.read());
  if (fromCookie !== undefined) return fromCookie;
  const bucket = crypto.getRandomValues(new Uint32Array(1))[0]! % 100;
  cookies.write(`${VISITOR_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR}; SameSite=Lax`);
  return bucket;
}

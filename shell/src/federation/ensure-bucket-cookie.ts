import { bucketFromCookies, visitorBucketCookie } from '@pharmasetu/shared-contracts';

/** The page's cookie jar, as far as the bucket needs it. */
interface CookieJar {
  read(): string;
  write(cookie: string): void;
}
const documentCookies: CookieJar = { read: () => document.cookie, write: (c) => void (document.cookie = c) };

/**
 * The visitor's canary bucket, 0–99, from the cookie the site's server reads and sets (bucketForRequest in
 * platform/src/site-server/site-server.ts). The shell needs it only for a page no server composed (webpack's dev
 * server, or a page served while the site manifest was missing or unreadable): without a valid cookie, a
 * bucket is drawn here and kept in the cookie for a year.
 */
export function ensureBucketCookie(cookies: CookieJar = documentCookies): number {
  const fromCookie = bucketFromCookies(cookies.read());
  if (fromCookie !== undefined) return fromCookie;
  const bucket = crypto.getRandomValues(new Uint32Array(1))[0]! % 100;
  cookies.write(visitorBucketCookie(bucket));
  return bucket;
}

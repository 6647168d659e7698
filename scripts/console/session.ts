import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed, expiring session for the release console: `<user>.<expiry>.<signature>` (HMAC-SHA256). */
export function createSessions(secret: string, ttlMs = 8 * 60 * 60 * 1000) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const equal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return {
    issue(user: string, now = Date.now()): string {
      const payload = `${Buffer.from(user).toString('base64url')}.${now + ttlMs}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The session's user, or undefined when the value is forged, malformed or expired. */
    verify(value: string | undefined, now = Date.now()): string | undefined {
      const [user, expiry, signature] = (value ?? '').split('.');
      if (!user || !expiry || !signature || !equal(signature, sign(`${user}.${expiry}`))) return undefined;
      if (!(Number(expiry) > now)) return undefined;
      return Buffer.from(user, 'base64url').toString();
    },
    /** A form token bound to the session, checked on every change. */
    formToken: (session: string) => sign(`form:${session}`),
    checkFormToken: (session: string, token: string | undefined) => !!token && equal(token, sign(`form:${session}`)),
    checkLoginToken: (expected: string, given: string | undefined) => !!given && equal(sign(given), sign(expected)),
  };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring sessions for the release console: `<user>.<expiry>.<nonce>.<signature>` (HMAC-SHA256).
 * Signing out revokes the session on the server (kept until it would have expired), so a copied cookie
 * stops working too. In memory: the console is one process, and its key is new at every start.
 */
export function createSessions(secret: string, ttlMs = 8 * 60 * 60 * 1000) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const equal = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  /** Revoked sessions' signatures, with their expiry. */
  const revoked = new Map<string, number>();
  const forget = (now: number) => {
    for (const [signature, expiry] of revoked) if (expiry <= now) revoked.delete(signature);
  };
  const parse = (value: string | undefined, now: number) => {
    const [user, expiry, nonce, signature, ...rest] = (value ?? '').split('.');
    if (!user || !expiry || !nonce || !signature || rest.length > 0) return undefined;
    if (!equal(signature, sign(`${user}.${expiry}.${nonce}`)) || !(Number(expiry) > now)) return undefined;
    return { user: Buffer.from(user, 'base64url').toString(), expiry: Number(expiry), signature };
  };
  return {
    issue(user: string, now = Date.now()): string {
      const payload = `${Buffer.from(user).toString('base64url')}.${now + ttlMs}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The session's user, or undefined when the value is forged, malformed, expired or signed out. */
    verify(value: string | undefined, now = Date.now()): string | undefined {
      const session = parse(value, now);
      return session && !revoked.has(session.signature) ? session.user : undefined;
    },
    /** Signs a session out for good (a valid one; anything else is ignored). */
    revoke(value: string | undefined, now = Date.now()): void {
      const session = parse(value, now);
      if (!session) return;
      forget(now);
      revoked.set(session.signature, session.expiry);
    },
    /** A form token bound to the session, checked on every change. */
    formToken: (session: string) => sign(`form:${session}`),
    checkFormToken: (session: string, token: string | undefined) => !!token && equal(token, sign(`form:${session}`)),
    checkLoginToken: (expected: string, given: string | undefined) => !!given && equal(sign(given), sign(expected)),
  };
}

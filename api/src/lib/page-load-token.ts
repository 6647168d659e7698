import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A page-load token: the site's server signs one into each page it serves (window.__PAGE_LOAD_TOKEN__)
// and the shell's release beacon sends it as its page id. With RELEASE_BEACON_SECRET set on the api and
// the site server, the api counts only beacons that carry a genuine, fresh token of that site, each once:
// forging page loads or failures then takes one real page request per count.
// Format: `t1.<site>.<issued, seconds, base36>.<nonce, 16 hex>.<HMAC-SHA256, base64url, 22 chars>`.

export const PAGE_LOAD_TOKEN_TTL_MS = 60 * 60 * 1000;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`page-load:${payload}`).digest('base64url').slice(0, 22);

export function signPageLoadToken(secret: string, site: string, now = Date.now()): string {
  const payload = `t1.${site}.${Math.floor(now / 1000).toString(36)}.${randomBytes(8).toString('hex')}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** Whether `token` was signed with `secret` for `site` and is at most an hour old. */
export function checkPageLoadToken(secret: string, site: string, token: string, now = Date.now()): boolean {
  const parts = token.split('.');
  if (
    parts.length !== 5 ||
    parts[0] !== 't1' ||
    parts[1] !== site ||
    !/^[0-9a-z]{1,10}$/.test(parts[2]!) ||
    !/^[0-9a-f]{16}$/.test(parts[3]!)
  )
    return false;
  const expected = Buffer.from(mac(secret, parts.slice(0, 4).join('.')));
  const given = Buffer.from(parts[4]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const issued = parseInt(parts[2]!, 36) * 1000;
  return issued <= now + 60_000 && now - issued <= PAGE_LOAD_TOKEN_TTL_MS;
}

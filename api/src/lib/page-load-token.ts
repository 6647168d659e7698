import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A page-load token: the site's server signs one into each page it serves (window.__PAGE_LOAD_TOKEN__)
// and the shell's release beacon sends it as its page id. It is signed over the site and the exact remote
// versions composed for that page load, so the api counts a beacon only for the versions that page was
// served (a page that got the live footer cannot report the canary failing), each page load once.
// Format: `t2.<site>.<issued, seconds, base36>.<nonce, 16 hex>.<HMAC-SHA256, base64url, 22 chars>`; the
// versions are not spelled in the token (it stays a short page id): the MAC covers them, and the beacon
// names them.

const PAGE_LOAD_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The remote versions a page load composed: remote name → version. */
export type ComposedVersions = Readonly<Record<string, string>>;

/** One canonical spelling of a composition (sorted by remote), what the MAC covers. */
const canonical = (versions: ComposedVersions) =>
  Object.keys(versions)
    .sort()
    .map((remote) => `${remote}@${versions[remote]}`)
    .join(',');

const mac = (secret: string, payload: string, versions: ComposedVersions) =>
  createHmac('sha256', secret)
    .update(`page-load:${payload}|${canonical(versions)}`)
    .digest('base64url')
    .slice(0, 22);

export function signPageLoadToken(secret: string, site: string, versions: ComposedVersions, now = Date.now()): string {
  const payload = `t2.${site}.${Math.floor(now / 1000).toString(36)}.${randomBytes(8).toString('hex')}`;
  return `${payload}.${mac(secret, payload, versions)}`;
}

/**
 * Whether `token` was signed with `secret` for `site` and exactly these composed versions (every remote,
 * none more), and is at most an hour old.
 */
export function checkPageLoadToken(
  secret: string,
  site: string,
  versions: ComposedVersions,
  token: string,
  now = Date.now(),
): boolean {
  const parts = token.split('.');
  if (
    parts.length !== 5 ||
    parts[0] !== 't2' ||
    parts[1] !== site ||
    !/^[0-9a-z]{1,10}$/.test(parts[2]!) ||
    !/^[0-9a-f]{16}$/.test(parts[3]!)
  )
    return false;
  const expected = Buffer.from(mac(secret, parts.slice(0, 4).join('.'), versions));
  const given = Buffer.from(parts[4]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const issued = parseInt(parts[2]!, 36) * 1000;
  return issued <= now + 60_000 && now - issued <= PAGE_LOAD_TOKEN_TTL_MS;
}

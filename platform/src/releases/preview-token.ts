import { createHmac, timingSafeEqual } from 'node:crypto';
import { KNOWN_REMOTES, SITE_IDS, type RemoteName, type SiteId } from '@pharmasetu/shared-contracts';

// A preview token: a release manager's link (`npm run releases -- preview`, the release page's Preview)
// that makes one browser compose a chosen released version of one remote on one site until it expires.
// Signed with the secret the site servers already hold for page-load tokens (RELEASE_BEACON_SECRET), under
// its own label, so a preview token is never a page-load token nor the other way round.
// Format: `p2~<grant id>~<site>~<remote>~<version>~<expiry, seconds, base36>~<HMAC-SHA256, base64url>`:
// readable in the address, and each part in the characters an address and a cookie carry as they are. The
// grant id names the link in the release state, where a release manager can revoke it before it expires.

/** A preview link lasts this long unless asked otherwise… */
export const PREVIEW_DEFAULT_MINUTES = 60;
/** …and never longer than this. */
export const PREVIEW_MAX_MINUTES = 24 * 60;
/** No token is longer (a real one is under 150 characters); a longer one is refused unread. */
export const PREVIEW_TOKEN_MAX_LENGTH = 200;

/** A release-shaped version (as the api's release beacon takes them). */
export const RELEASE_VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(-[0-9A-Za-z.-]{1,40})?$/;

/** A preview grant's id: random, as the release state records it. */
export const PREVIEW_ID = /^[A-Za-z0-9_-]{12}$/;

/** What a valid preview token grants: this site composes `version` of `remote` until `expiresAt` (ms). */
export interface PreviewGrant {
  id: string;
  site: SiteId;
  remote: RemoteName;
  version: string;
  expiresAt: number;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`release-preview:${payload}`).digest('base64url');

export function signPreviewToken(secret: string, grant: PreviewGrant): string {
  if (!RELEASE_VERSION.test(grant.version)) throw new Error(`"${grant.version}" is not a release version`);
  if (!PREVIEW_ID.test(grant.id)) throw new Error(`"${grant.id}" is not a preview grant id`);
  const payload = ['p2', grant.id, grant.site, grant.remote, grant.version, Math.floor(grant.expiresAt / 1000).toString(36)].join(
    '~',
  );
  return `${payload}~${mac(secret, payload)}`;
}

/** Why a token grants nothing, in words a release manager can act on. */
export interface PreviewRefusal {
  /** 'disabled': the site server has no secret to check tokens with. */
  reason: 'malformed' | 'signature' | 'expired' | 'other site' | 'disabled' | 'revoked';
  message: string;
}

/**
 * The grant of a token signed with `secret` for `site` and not yet expired, or why it grants nothing. The
 * signature is checked before anything the token says is believed (its site, its expiry).
 */
export function checkPreviewToken(
  secret: string,
  site: SiteId,
  token: string,
  now = Date.now(),
): { grant: PreviewGrant; refusal?: undefined } | { grant?: undefined; refusal: PreviewRefusal } {
  const malformed = { refusal: { reason: 'malformed', message: 'this is not a preview link' } } as const;
  if (token.length > PREVIEW_TOKEN_MAX_LENGTH) return malformed;
  const parts = token.split('~');
  if (parts.length !== 7 || parts[0] !== 'p2') return malformed;
  const [, id, tokenSite, remote, version, expiry, signature] = parts as [string, string, string, string, string, string, string];
  if (
    !PREVIEW_ID.test(id) ||
    !(SITE_IDS as readonly string[]).includes(tokenSite) ||
    !(KNOWN_REMOTES as readonly string[]).includes(remote) ||
    !RELEASE_VERSION.test(version) ||
    !/^[0-9a-z]{1,10}$/.test(expiry)
  )
    return malformed;
  const expected = Buffer.from(mac(secret, parts.slice(0, 6).join('~')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return {
      refusal: {
        reason: 'signature',
        message: 'this preview link was changed, or signed by another installation (its signature does not match)',
      },
    };
  const expiresAt = parseInt(expiry, 36) * 1000;
  if (expiresAt <= now)
    return {
      refusal: { reason: 'expired', message: `this preview link expired at ${new Date(expiresAt).toISOString()}` },
    };
  if (expiresAt > now + PREVIEW_MAX_MINUTES * 60_000 + 60_000)
    return { refusal: { reason: 'malformed', message: 'this preview link lasts longer than a preview may' } };
  if (tokenSite !== site)
    return {
      refusal: {
        reason: 'other site',
        message: `this preview link is for the ${tokenSite} site, not the ${site} site`,
      },
    };
  return { grant: { id, site, remote: remote as RemoteName, version, expiresAt } };
}

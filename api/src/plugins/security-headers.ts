/**
 * The api's security headers, in one place for helmet (security.ts, every answer a hook sees) and for the answers
 * no hook sees (errors.ts: the router's refusals of a malformed URL and Node's parser refusals). The same set as
 * the platform's origins (platform/src/site-server/security-headers.ts), with helmet's framing default.
 */

/** HSTS in production: a year, every subdomain (production is served over HTTPS only). */
export const STRICT_TRANSPORT_SECURITY = { maxAge: 31_536_000, includeSubDomains: true } as const;

/** The api's Content-Security-Policy: its answers are data, nothing runs and nothing frames them. */
export const CONTENT_SECURITY_POLICY = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/** What helmet would have set, for an answer written before its hook runs. */
export function refusalHeaders(production: boolean): Record<string, string> {
  return {
    // Written as helmet writes it from CONTENT_SECURITY_POLICY.
    'Content-Security-Policy': "default-src 'none';frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Resource-Policy': 'same-site',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    ...(production
      ? { 'Strict-Transport-Security': `max-age=${STRICT_TRANSPORT_SECURITY.maxAge}; includeSubDomains` }
      : {}),
  };
}

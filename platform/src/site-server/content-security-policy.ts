import { randomBytes } from 'node:crypto';
import { searchHost, type SiteSettings } from '@pharmasetu/shared-contracts';

/** A fresh nonce for one answer (128 random bits). */
export const cspNonce = () => randomBytes(16).toString('base64');

/** The origin of an absolute http(s) address, or undefined. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Every remote origin a site manifest names (any version: a canary's too), resolved against the manifest's address. */
export function manifestOrigins(manifestText: string | undefined, manifestUrl: string): string[] {
  if (manifestText === undefined) return [];
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    return [];
  }
  const frontends = (manifest as { microFrontends?: unknown })?.microFrontends;
  if (!frontends || typeof frontends !== 'object') return [];
  const origins = new Set<string>();
  for (const versions of Object.values(frontends as Record<string, unknown>)) {
    if (!Array.isArray(versions)) continue;
    for (const entry of versions as { url?: unknown }[]) {
      if (typeof entry?.url !== 'string') continue;
      try {
        const origin = originOf(new URL(entry.url, manifestUrl).href);
        if (origin) origins.add(origin);
      } catch {
        // an address that is not one: checkSiteManifest reports it, nothing is loaded from it
      }
    }
  }
  return [...origins];
}

/**
 * Where the pages' search calls go: the configured engine (queries and Insights events, as
 * remote-search's client and insights sender address it), or without a host Algolia's own hosts, as the
 * algoliasearch client and search-insights pick them.
 */
function searchOrigins(search: SiteSettings['search']): string[] {
  if (!search) return [];
  if (search.host) {
    const host = searchHost(search.host);
    return [`${host.protocol}://${host.url}`];
  }
  const app = search.appId.toLowerCase();
  return [
    `https://${app}-dsn.algolia.net`,
    `https://${app}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
    'https://insights.algolia.io',
  ];
}

/**
 * The Content-Security-Policy of a site's pages. Scripts: the site's own files, the remotes' origins the
 * site manifest names, and the inline starter and data scripts by this answer's nonce; styles: the site's own
 * and emotion's <style> elements by the same nonce (shell/src/emotion-cache.ts), never 'unsafe-inline'.
 * Connections: the api, the search engine, the remotes (a page without the server's composition fetches their
 * manifests) and the error-reporting ingest (from the DSN). No analytics origin: the pages load no tag
 * script (forward-tracking.ts fills the dataLayer only). Forms go to the site itself and the main site's
 * /search; no site may frame a page; no <base>, no plugins.
 */
export function contentSecurityPolicy(settings: SiteSettings, remoteOrigins: string[], nonce: string): string {
  const connect = [
    originOf(settings.urls.api),
    ...searchOrigins(settings.search),
    settings.errorReporting ? originOf(settings.errorReporting.dsn) : undefined,
    ...remoteOrigins,
  ];
  const list = (...sources: (string | undefined)[]) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...remoteOrigins)}`,
    `style-src ${list("'self'", `'nonce-${nonce}'`)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${list("'self'", ...connect)}`,
    `form-action ${list("'self'", originOf(settings.urls.main))}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

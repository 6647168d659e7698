import { FRONTEND_DISCOVERY_SCHEMA, type RemoteName, type SiteId } from '@pharmasetu/shared-contracts';
import { checkPreviewToken, type PreviewGrant, type PreviewRefusal } from '../releases/preview-token';
import { scriptJson } from './site-page-html';

// A release manager's preview on a site server: `?preview=<token>` (a link from `npm run releases -- preview`
// or the release page) becomes an HttpOnly cookie of this site that ends with the token, and the browser is
// sent on to the same address without it (the token leaves the address bar, history and referrers). While the
// cookie holds a valid token, that browser's pages compose the previewed version of the remote, show a bar
// saying so, and carry no page-load token and a flag the shell's release beacon obeys: a preview is never
// counted for or against a version. `?preview=exit` ends it. Nothing changes for any other browser.

export const previewCookieName = (site: SiteId) => `release_preview_${site}`;

interface SitePreviewOptions {
  site: SiteId;
  /** What preview tokens are signed with (RELEASE_BEACON_SECRET); without one no preview is taken. */
  secret: string | undefined;
  /** Where a released version of a remote is loaded from (its mf-manifest.json). */
  urlOf: (remote: RemoteName, version: string) => string;
  /** Production: the cookie is Secure. */
  production?: boolean;
  /** Whether a grant was revoked (the release state); asked on every previewed request. */
  revoked?: (id: string) => Promise<boolean>;
}

/** What a `?preview=` in an address answers: on to the clean address (with the cookie set or cleared), or a 400. */
type PreviewQueryAnswer =
  | { location: string; setCookie: string; grant?: PreviewGrant; refusal?: undefined }
  | { location: string; refusal: PreviewRefusal; grant?: undefined };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The address without its `preview` parameter, always a path of this site: a path that would start with two
 * slashes (another host, to a browser) keeps one.
 */
function cleanAddress(url: string): string {
  try {
    const parsed = new URL(url, 'http://site.invalid');
    parsed.searchParams.delete('preview');
    const search = parsed.searchParams.toString();
    return `/${parsed.pathname.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  } catch {
    return '/';
  }
}

export function sitePreview({ site, secret, urlOf, production, revoked }: SitePreviewOptions) {
  const name = previewCookieName(site);
  const flags = `Path=/; HttpOnly; SameSite=Lax${production ? '; Secure' : ''}`;
  const clearCookie = `${name}=; ${flags}; Max-Age=0`;
  const check = (token: string, now: number) =>
    secret
      ? checkPreviewToken(secret, site, token, now)
      : {
          grant: undefined,
          refusal: {
            reason: 'disabled',
            message: 'previews are not enabled on this site server (RELEASE_BEACON_SECRET is not set)',
          } satisfies PreviewRefusal,
        };

  /**
   * A revoked grant grants nothing from the next request on. When the release state cannot be asked, the
   * preview is refused too: the browser sees the site as every visitor does.
   */
  const revocation = async (grant: PreviewGrant): Promise<PreviewRefusal | undefined> => {
    if (!revoked) return undefined;
    const isRevoked = await revoked(grant.id).catch(() => undefined);
    if (isRevoked === false) return undefined;
    return {
      reason: 'revoked',
      message:
        isRevoked === undefined
          ? 'this preview link could not be checked against the revoked ones just now'
          : `this preview link (${grant.id}) was revoked by a release manager`,
    };
  };

  return {
    clearCookie,

    /** fromQuery, and a revoked link refused. */
    async fromQueryChecked(url: string, now = Date.now()): Promise<PreviewQueryAnswer | undefined> {
      const answer = this.fromQuery(url, now);
      const refusal = answer?.grant && (await revocation(answer.grant));
      return refusal ? { location: answer.location, refusal } : answer;
    },

    /** fromCookie, and a revoked grant's cookie refused and cleared. */
    async fromCookieChecked(
      cookieHeader: string | undefined,
      now = Date.now(),
    ): Promise<{ grant?: PreviewGrant; refusal?: { message: string }; clear?: string }> {
      const answer = this.fromCookie(cookieHeader, now);
      const refusal = answer.grant && (await revocation(answer.grant));
      return refusal ? { refusal, clear: clearCookie } : answer;
    },

    /** The answer to an address with `?preview=` (undefined without one): the cookie set, or why not. */
    fromQuery(url: string, now = Date.now()): PreviewQueryAnswer | undefined {
      const query = url.indexOf('?');
      if (query < 0) return undefined;
      const given = new URLSearchParams(url.slice(query + 1)).getAll('preview');
      if (!given.length) return undefined;
      const location = cleanAddress(url);
      if (given.length === 1 && given[0] === 'exit') return { location, setCookie: clearCookie };
      if (given.length !== 1)
        return { location, refusal: { reason: 'malformed', message: 'this address names more than one preview' } };
      const checked = check(given[0]!, now);
      if (!checked.grant) return { location, refusal: checked.refusal };
      const grant = checked.grant;
      const maxAge = Math.floor((grant.expiresAt - now) / 1000);
      return { location, grant, setCookie: `${name}=${given[0]}; ${flags}; Max-Age=${maxAge}` };
    },

    /**
     * This browser's preview, from its cookie: the grant, or (a cookie no longer valid: expired, or signed
     * with another secret) why not and the Set-Cookie that removes it. Nothing without the cookie.
     */
    fromCookie(
      cookieHeader: string | undefined,
      now = Date.now(),
    ): { grant?: PreviewGrant; refusal?: { message: string }; clear?: string } {
      const prefix = `${name}=`;
      const cookie = (cookieHeader ?? '')
        .split(';')
        .map((c) => c.trim())
        .find((c) => c.startsWith(prefix));
      if (cookie === undefined) return {};
      const checked = check(cookie.slice(prefix.length), now);
      return checked.grant ? { grant: checked.grant } : { refusal: checked.refusal, clear: clearCookie };
    },

    /** The site manifest as this browser's pages compose it: the previewed version is the remote's only one. */
    manifest(text: string | undefined, grant: PreviewGrant): string | undefined {
      const entry = {
        url: urlOf(grant.remote, grant.version),
        metadata: { version: grant.version },
        deployment: { default: true },
      };
      if (text === undefined)
        return JSON.stringify({ $schema: FRONTEND_DISCOVERY_SCHEMA, microFrontends: { [grant.remote]: [entry] } });
      try {
        const manifest = JSON.parse(text) as { microFrontends?: unknown };
        if (!manifest || typeof manifest.microFrontends !== 'object' || manifest.microFrontends === null) return text;
        return JSON.stringify({ ...manifest, microFrontends: { ...manifest.microFrontends, [grant.remote]: [entry] } });
      } catch {
        return text; // a manifest that does not parse composes as it would without the preview
      }
    },
  };
}

/**
 * A previewed page: a bar at the top saying what is previewed until when, with the link that ends it, and
 * the flag that keeps the shell's release beacon quiet. Rendered by the server, outside the shell's root (React
 * hydrates the root only), with this answer's nonce.
 */
export function withPreviewMarker(html: string, grant: PreviewGrant, nonce: string): string {
  const until = new Date(grant.expiresAt).toISOString().slice(11, 16);
  const marker =
    `<style nonce="${nonce}">.release-preview{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:2px 10px;margin:0;padding:8px 12px;background:#3b1a78;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center}.release-preview code{font:inherit;overflow-wrap:anywhere}.release-preview a{color:#fff;text-decoration:underline;padding:4px 0}</style>` +
    `<script nonce="${nonce}">window.__RELEASE_PREVIEW__=${scriptJson({ remote: grant.remote, version: grant.version })}</script>` +
    `<div class="release-preview" role="status" data-testid="release-preview"><span>Preview: ${escapeHtml(grant.remote)} <code>${escapeHtml(grant.version)}</code>, until ${until} UTC</span><a href="?preview=exit">exit preview</a></div>`;
  const root = /<div id="?root"?>/.exec(html);
  if (root) return html.slice(0, root.index) + marker + html.slice(root.index);
  const body = /<body[^>]*>/.exec(html);
  return body
    ? html.slice(0, body.index + body[0].length) + marker + html.slice(body.index + body[0].length)
    : marker + html;
}

/** The page a preview link that cannot be used answers (400): why, and the way on to the site as it is. */
export function refusedPreviewPage(message: string, location: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Preview link not valid</title></head><body><h1>This preview link cannot be used</h1><p data-testid="preview-refused">${escapeHtml(message)}.</p><p>Ask for a new one (npm run releases -- preview, or Preview on the release page), or <a href="${escapeHtml(location)}">continue to the site as visitors see it</a>.</p></body></html>`;
}

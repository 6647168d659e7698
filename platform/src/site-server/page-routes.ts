import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bucketFromCookies, visitorBucketCookie, type SiteSettings } from '@pharmasetu/shared-contracts';
import { pageRenders, setLogReason } from '@pharmasetu/api/server-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { contentSecurityPolicy, cspNonce } from './content-security-policy';
import { refusedPreviewPage, withPreviewMarker, type sitePreview } from './site-preview';
import { withPageLoadToken, type sitePages } from './site-pages';

export interface PageRoutesOptions {
  settings: SiteSettings;
  distDir: string;
  pages: ReturnType<typeof sitePages>;
  previews: ReturnType<typeof sitePreview>;
  readManifest: () => Promise<string | undefined>;
  budgetMs: number;
  log: Pick<Logger, 'info'>;
}

/** The longest address a page is rendered for (longer ones are refused: 414). */
const MAX_URL_LENGTH = 2048;

/**
 * The visitor's canary bucket from the request's cookie or, without a valid one, a new one drawn here with
 * the Set-Cookie that keeps it (the shell reads the same cookie: ensureBucketCookie in shell/src/federation).
 */
function bucketForRequest(cookieHeader: string | undefined): { bucket: number; setCookie?: string } {
  const bucket = bucketFromCookies(cookieHeader);
  if (bucket !== undefined) return { bucket };
  const drawn = randomInt(100);
  return { bucket: drawn, setCookie: visitorBucketCookie(drawn) };
}

/**
 * Every address that is not a file, a manifest or the sitemap is a page: a preview link is taken (or refused with
 * its reason), then the page is rendered for the visitor's bucket, or for the preview this browser holds, with
 * this answer's own nonce in its Content-Security-Policy and a page-load token for the release beacons.
 */
async function plugin(app: FastifyInstance, options: PageRoutesOptions) {
  const { settings, distDir, pages, previews, readManifest, budgetMs, log } = options;
  app.setNotFoundHandler(async (request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send('Method Not Allowed');
    if (request.url.length > MAX_URL_LENGTH) return reply.code(414).send('URI Too Long');
    const pathname = request.url.split('?')[0]!;
    if (/\.(js|json|map|css|png|svg|ico|txt|br|gz)$/.test(pathname)) return reply.code(404).send('Not found');
    const asked = await previews.fromQueryChecked(request.url);
    if (asked?.refusal) {
      setLogReason(request, `preview link refused: ${asked.refusal.message}`);
      // The set's own policy (security-headers.ts): the refusal page runs nothing.
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(refusedPreviewPage(asked.refusal.message, asked.location));
    }
    if (asked) {
      if (asked.grant) log.info({ event: 'preview started', ...asked.grant }, 'a browser previews a release');
      return reply.header('Set-Cookie', asked.setCookie).redirect(asked.location, 303);
    }
    const { bucket, setCookie } = bucketForRequest(request.headers.cookie);
    // A release manager's preview: this browser composes the previewed version (site-preview.ts).
    const preview = await previews.fromCookieChecked(request.headers.cookie);
    if (preview.refusal)
      log.info({ reason: preview.refusal.message }, `preview cookie ignored: ${preview.refusal.message}`);
    const [template, stored] = await Promise.all([
      readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => undefined),
      readManifest(),
    ]);
    if (template === undefined) return reply.code(503).send('The site is being rebuilt; try again in a moment.');
    const manifest = preview.grant ? previews.manifest(stored, preview.grant) : stored;
    const answer = await pages.answer(request.url, bucket, template, manifest);
    pageRenders().inc({ site: settings.site, status: String(answer.status) });
    if (answer.status === 404) setLogReason(request, 'no page at this address');
    else if (answer.status === 503)
      setLogReason(request, `the page's data did not come from the api within ${budgetMs} ms`);
    else if (answer.status >= 500) setLogReason(request, 'the page could not be rendered on the server');
    const cookies = [setCookie, preview.clear].filter((c): c is string => !!c);
    if (cookies.length) reply.header('Set-Cookie', cookies);
    if (answer.redirect !== undefined) return reply.redirect(answer.redirect, answer.status);
    const nonce = cspNonce();
    const html = answer.html?.replaceAll(pages.nonce, nonce);
    return (
      reply
        .code(answer.status)
        // The page carries this visitor's remote versions: never shared between visitors.
        .header('Cache-Control', 'no-cache, private')
        .header('Vary', 'Cookie')
        .header('Content-Security-Policy', contentSecurityPolicy(settings, answer.origins, nonce))
        .type('text/html; charset=utf-8')
        .send(
          // A preview's page load counts for no version: no page-load token, and the marker's beacon flag.
          preview.grant
            ? html && withPreviewMarker(html, preview.grant, nonce)
            : withPageLoadToken(html, settings.site, answer.versions, nonce),
        )
    );
  });
}

/** Not encapsulated: the not-found handler is the site's own, for every address. */
export const pageRoutes = fp(plugin, { name: 'site-pages' });

import { parseRemote, parseSite } from '../releases/manager';
import { parseMinutes, previewLink } from '../releases/preview';
import { consoleLog } from './log';
import { escape, layout } from './page';

/**
 * The release page's Preview (POST /preview, behind the same sign-in and form token as every change): a signed
 * link that shows a released version of a remote to the one browser that opens it, as
 * `npm run releases -- preview` prints it. Changes nothing, so it needs no confirmation; refusals (an unknown
 * site, remote or version, a broken release, a bad length) throw, shown as the page's error.
 */
export async function previewPage(form: URLSearchParams, user: string): Promise<string> {
  const site = parseSite(form.get('site') ?? undefined);
  const remote = parseRemote(form.get('remote') ?? undefined, site);
  const shown = await previewLink(
    site,
    remote,
    (form.get('version') ?? '').slice(0, 100),
    parseMinutes(form.get('minutes')),
    process.env,
    Date.now(),
    user,
  );
  consoleLog.info(
    {
      event: 'preview link',
      user,
      id: shown.id,
      site,
      remote,
      version: shown.version,
      expiresAt: new Date(shown.expiresAt).toISOString(),
    },
    `${user} made a preview link for ${remote} ${shown.version} on the ${site} site`,
  );
  const until = new Date(shown.expiresAt).toISOString().replace('T', ' ').slice(0, 16);
  return layout(
    'Preview link',
    `<h1>Preview link</h1><div class="confirm"><p class="change">${escape(remote)} <b>${escape(shown.version)}</b> on the ${escape(site)} site</p>
<p>Open this link in the browser that should see it; every other visitor keeps the live version, and its page loads count for no version. It works until ${escape(until)} UTC.</p>
<p><a data-testid="preview-link" href="${escape(shown.link)}" rel="noreferrer" target="_blank" style="overflow-wrap:anywhere">${escape(shown.link)}</a></p>
<p class="muted">Anyone with the link sees the preview until then: share it only with whom it is for. The page it opens says "Preview" and offers "exit preview". Preview <code data-testid="preview-id">${escape(shown.id)}</code> is listed on the release page, where Revoke ends it for every browser holding it.</p>
<p><a href="/">Back to the release page</a></p></div>`,
  );
}

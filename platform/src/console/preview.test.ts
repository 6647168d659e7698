import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkPreviewToken } from '../releases/preview-token';
import { readHistory, siteManifestFile } from '../releases/store';
import { fakeRelease } from '../releases/test-store';
import type { Running } from '../site-server/listen';
import { startReleaseConsole } from './release-console';
import { signedIn, type Post } from './test-sign-in';

// The release page's Preview over HTTP, on a release store of its own: a signed-in release manager gets a
// link for a released version; an unknown version or a post without the form token gets none.

const SECRET = 'console-preview-secret';
let server: Running;
let cookie = '';
let signedInPost: Post;
const post = (fields: Record<string, string>, withToken = true) => signedInPost('/preview', fields, withToken);

beforeAll(async () => {
  process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'console-preview-')), 'store');
  process.env.RELEASE_BEACON_SECRET = SECRET;
  await fakeRelease('1.0.0-aaaaaaaaaa');
  await fakeRelease('1.1.0-bbbbbbbbbb');
  server = await startReleaseConsole({ port: 0, token: 'the-token' });
  ({ cookie, post: signedInPost } = await signedIn(server.url, 'ravi'));
  const page = await (await fetch(server.url, { headers: { cookie } })).text();
  expect(page).toContain('aria-label="Preview remote_footer on the main site">Preview</button>');
});
afterAll(async () => {
  await server.close();
  delete process.env.RELEASES_DIR;
  delete process.env.RELEASE_BEACON_SECRET;
});

describe('release console: preview', () => {
  it('shows a signed link for the chosen released version and how long, changing no manifest', async () => {
    const answer = await post({ version: '1.1.0-bbbbbbbbbb', minutes: '15' });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    const link = /data-testid="preview-link" href="([^"]+)"/.exec(page)![1]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/\?preview=p2~[\w-]{12}~main~remote_footer~1\.1\.0-bbbbbbbbbb~/);
    const grant = checkPreviewToken(SECRET, 'main', new URL(link).searchParams.get('preview')!).grant!;
    expect(grant.version).toBe('1.1.0-bbbbbbbbbb');
    expect(grant.expiresAt - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(grant.expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    await expect(readFile(siteManifestFile('main'), 'utf8')).rejects.toThrow('ENOENT');
    expect(page).toContain(`Preview <code data-testid="preview-id">${grant.id}</code> is listed on the release page`);
  });

  it('lists the live preview links with who made them, and revokes one with its button (recorded in the history)', async () => {
    const page = await (await post({ version: '1.0.0-aaaaaaaaaa', minutes: '30' })).text();
    const id = /data-testid="preview-id">([\w-]{12})</.exec(page)![1]!;
    const listed = await (await fetch(server.url, { headers: { cookie } })).text();
    const row = new RegExp(
      `<tr data-testid="preview-grant"><td><code>${id}</code></td><td>ravi</td><td>main remote_footer <b>1\\.0\\.0-aaaaaaaaaa</b></td>.*?</tr>`,
    ).exec(listed)?.[0];
    expect(row).toContain(`<button aria-label="Revoke preview ${id}">Revoke</button>`);

    // Without the form token: refused, nothing revoked.
    expect((await signedInPost('/preview-revoke', { id }, false)).status).toBe(401);
    const revoked = await signedInPost('/preview-revoke', { id });
    expect(revoked.status).toBe(303);
    const after = await (
      await fetch(new URL(revoked.headers.get('location')!, server.url), { headers: { cookie } })
    ).text();
    expect(after).toContain(`main remote_footer preview revoke ${id}: 1.0.0-aaaaaaaaaa until`);
    expect(new RegExp(`<code>${id}</code>.*?revoked by ravi at `).test(after)).toBe(true);
    expect((await readHistory('main')).filter((r) => r.preview?.id === id).map((r) => [r.action, r.who])).toEqual([
      ['preview', 'ravi'],
      ['preview revoke', 'ravi'],
    ]);
    for (const [given, message] of [
      [id, `refused: preview link ${id} was revoked already, by ravi`],
      ['nosuchgrant1', 'refused: no preview link nosuchgrant1 is known'],
      ['<script>x', 'is not a preview link&#39;s id'],
    ]) {
      const answer = await signedInPost('/preview-revoke', { id: given! });
      expect([given, answer.status]).toEqual([given, 409]);
      expect(await answer.text()).toContain(message);
    }
  });

  it('refuses an unknown version, a length out of bounds, and a post without the form token', async () => {
    const unknown = await post({ version: '9.9.9', minutes: '60' });
    expect(unknown.status).toBe(409);
    expect(await unknown.text()).toContain('refused: remote_footer has no released version &quot;9.9.9&quot;');
    const long = await post({ version: '1.1.0-bbbbbbbbbb', minutes: '100000' });
    expect(long.status).toBe(409);
    expect(await long.text()).toContain('a preview lasts a whole number of minutes from 1 to 1440');
    const forged = await post({ version: '1.1.0-bbbbbbbbbb' }, false);
    expect(forged.status).toBe(401);
    expect(await forged.text()).not.toContain('preview=');
  });
});

import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote } from '../releases/manager';
import { rolloutState } from '../releases/rollout';
import { readHistory, siteManifestFile } from '../releases/store';
import { fakeRelease, serveStore } from '../releases/test-store';
import type { Running } from '../site-server/listen';
import { addAccount } from './accounts';
import { startReleaseConsole } from './release-console';
import { signedIn, type Post } from './test-sign-in';

// The release page over HTTP (any free port), on a release store of its own (its remotes' origins served
// too): a signed-in release manager confirms promotes and rollbacks, starts, pauses, resumes and aborts a
// rollout; outcomes come from the history; a forged post changes nothing.

describe('release console: rollouts', () => {
  let server: Running;
  let cookie = '';
  let post: Post;
  let stopStore: () => Promise<void>;
  /** The page a change leads to: its outcome banner (from the history) or its refusal. */
  const outcome = async (response: Response) => {
    const page =
      response.status === 303
        ? await (await fetch(new URL(response.headers.get('location')!, server.url), { headers: { cookie } })).text()
        : await response.text();
    const ok = /<p class="ok" role="status">([^<]*)<\/p>/.exec(page)?.[1];
    const error = /<p class="error" role="alert">([^<]*)<\/p>/.exec(page)?.[1];
    return {
      get: (key: 'ok' | 'error') => (key === 'ok' ? ok : error)?.replace(/&#39;/g, "'").replace(/&quot;/g, '"'),
    };
  };
  const state = async () => rolloutState(await readHistory('main'), 'remote_footer');

  beforeAll(async () => {
    process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'console-')), 'store');
    for (const v of ['1.0.0', '1.1.0']) await fakeRelease(v);
    stopStore = await serveStore();
    await promote('main', 'remote_footer', '1.0.0', 'asha');
    server = await startReleaseConsole({ port: 0, token: 'the-token' });
    ({ cookie, post } = await signedIn(server.url, 'ravi'));
  });
  afterAll(async () => {
    await server.close();
    await stopStore();
    delete process.env.RELEASES_DIR;
  });

  it('starts, pauses, resumes and aborts a rollout; a post without the form token changes nothing', async () => {
    expect(
      (await outcome(await post('/rollout', { version: '1.1.0', steps: '10,50,100', every: '10m' }))).get('ok'),
    ).toMatch(/^Done at \S+ by ravi: main remote_footer rollout start: 1\.0\.0 → 1\.0\.0, canary 1\.1\.0 at 10%/);
    expect(await state()).toMatchObject({ version: '1.1.0', paused: false, startedBy: 'ravi' });
    const page = await (await fetch(server.url, { headers: { cookie } })).text();
    expect(page).toContain('1.1.0: <b>10</b> → 50 → 100 %, every 10m; next: 50 %');

    const before = await readHistory('main');
    expect((await post('/abort', {}, false)).status).toBe(401);
    expect(await readHistory('main')).toEqual(before);

    expect((await outcome(await post('/pause', {}))).get('ok')).toMatch(/main remote_footer rollout pause: /);
    expect((await state())?.paused).toBe(true);
    expect((await outcome(await post('/resume', {}))).get('ok')).toMatch(/main remote_footer rollout resume: /);
    expect(
      (await outcome(await post('/rollout', { version: '1.1.0', steps: '10,abc', every: '10m' }))).get('error'),
    ).toBe('unknown step list "10,abc": give whole percents from 1 to 100, rising, ending at 100 (e.g. 10,25,50,100)');
    expect((await outcome(await post('/abort', {}))).get('ok')).toMatch(
      /main remote_footer rollout abort: 1\.0\.0 → 1\.0\.0 \(aborted on the release page\)$/,
    );
    expect(await state()).toBeUndefined();
    expect((await readHistory('main')).at(-1)).toMatchObject({
      action: 'rollout abort',
      who: 'ravi',
      reason: 'aborted on the release page',
    });
  });

  it("rolls back with the release manager's reason in the history; a reason over 200 characters changes nothing", async () => {
    await promote('main', 'remote_footer', '1.1.0', 'asha');
    const before = await readHistory('main');
    expect((await outcome(await post('/rollback', { reason: 'x'.repeat(201) }))).get('error')).toBe(
      'refused: a reason is at most 200 characters',
    );
    expect(await readHistory('main')).toEqual(before);
    // the first post asks for confirmation, from → to, and changes nothing
    const asked = await post('/rollback', { reason: 'footer links 404 since 02:10' });
    const confirm = await asked.text();
    expect(asked.status).toBe(200);
    expect(confirm).toContain('Roll back remote_footer on the main site: <b>1.1.0</b> → <b>1.0.0</b>');
    expect(await readHistory('main')).toEqual(before);
    const fields = Object.fromEntries(
      [...confirm.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(fields).toMatchObject({
      to: '1.0.0',
      expect: '1.1.0',
      confirm: 'yes',
      reason: 'footer links 404 since 02:10',
    });
    expect((await outcome(await post('/rollback', fields))).get('ok')).toMatch(
      /^Done at \S+ by ravi: main remote_footer rollback: 1\.1\.0 → 1\.0\.0 \(footer links 404 since 02:10\)$/,
    );
    // the same confirmation posted again is refused: the live version changed meanwhile
    expect((await outcome(await post('/rollback', fields))).get('error')).toMatch(/^refused: /);
    expect((await readHistory('main')).at(-1)).toMatchObject({
      action: 'rollback',
      who: 'ravi',
      reason: 'footer links 404 since 02:10',
    });
    const page = await (await fetch(server.url, { headers: { cookie } })).text();
    expect(page).toContain('<td class="muted">footer links 404 since 02:10</td>');
  });

  it('confirms a promote from → to; an outcome in the URL that the history does not hold shows nothing', async () => {
    const live = (await readHistory('main')).at(-1)!.to;
    const target = live === '1.0.0' ? '1.1.0' : '1.0.0';
    const asked = await (await post('/promote', { version: target })).text();
    expect(asked).toContain(`Promote remote_footer on the main site: <b>${live}</b> → <b>${target}</b>`);
    expect((await readHistory('main')).at(-1)!.to).toBe(live);
    const done = await outcome(await post('/promote', { version: target, expect: live!, confirm: 'yes' }));
    expect(done.get('ok')).toMatch(new RegExp(`main remote_footer promote: ${live} → ${target}$`));
    const forged = await (
      await fetch(`${server.url}/?ok=9.9.9%20is%20live&change=main.999`, { headers: { cookie } })
    ).text();
    expect(forged).not.toContain('9.9.9');
    expect(forged).not.toContain('class="ok"');
  });

  it("shows a malformed site manifest on its own site's row, the others working; repair fixes it", async () => {
    const good = await readFile(siteManifestFile('main'), 'utf8');
    await writeFile(siteManifestFile('main'), '{"microFrontends": ');
    const response = await fetch(server.url, { headers: { cookie } });
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain(`${siteManifestFile('main')} is not a valid site manifest: it does not parse (`);
    expect(page).toMatch(/<section aria-label="company site"><h2>company site<\/h2>\n<table class="remotes">/);
    expect(page).toContain('<section aria-label="dashboard site">');
    const asked = await (await post('/repair', {})).text();
    expect(asked).toContain(
      'Repair on the main site: <b>the damaged manifest</b> → <b>the last valid manifest in the history</b>',
    );
    expect((await outcome(await post('/repair', { confirm: 'yes' }))).get('ok')).toMatch(/main repair: /);
    expect(JSON.parse(await readFile(siteManifestFile('main'), 'utf8'))).toEqual(JSON.parse(good));
  });
});

describe('release console: sign-in, refusals and headers', () => {
  let server: Running;
  const form = (action: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  let password = '';
  beforeAll(async () => {
    process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'console-')), 'store');
    server = await startReleaseConsole({ port: 0, token: 'the-token' });
    password = await addAccount('ravi');
  });
  afterAll(async () => {
    await server.close();
    delete process.env.RELEASES_DIR;
  });

  it('shows visitors the sign-in form only, with the console headers on every answer', async () => {
    const answers = [
      [await fetch(server.url), 401, /<form method="post" action="\/login"/],
      [await fetch(`${server.url}/no/such/page`), 404, /Not found/],
      [await form('/login', 'account=ravi&password=wrong'), 401, /Wrong account or password/],
      [await form('/promote', 'site=main&remote=remote_footer&version=1.0.0'), 401, /Sign in to change releases/],
      [
        await form('/login', `account=ravi&password=${password}`, { origin: 'http://evil.example' }),
        403,
        /Refused: the request came from another site/,
      ],
      [await form('/login', `account=${'x'.repeat(20_000)}`), 400, /Refused: form too large/],
    ] as const;
    for (const [answer, status, text] of answers) {
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await answer.text()).toMatch(text);
    }
  });

  it('signs in with an account (an HttpOnly, SameSite=Strict cookie) and signs out only with the form token', async () => {
    const login = await form('/login', `account=ravi&password=${password}`, { origin: server.url });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/');
    expect(login.headers.get('set-cookie')).toMatch(/^release_session=[^;]+; HttpOnly; SameSite=Strict; Path=\/$/);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const page = await fetch(`${server.url}/?ok=${encodeURIComponent('<b>done</b>')}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Signed in as ravi');
    expect(text).not.toContain('done');
    const formToken = /name="form" value="([^"]+)"/.exec(text)![1]!;
    expect((await form('/logout', '', { cookie })).status).toBe(401);
    const logout = await form('/logout', `form=${encodeURIComponent(formToken)}`, { cookie });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
  });
});

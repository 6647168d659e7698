import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote } from '../releases/manager';
import { readHistory } from '../releases/store';
import { fakeRelease, serveStore } from '../releases/test-store';
import type { Running } from '../site-server/listen';
import { accountsFile, addAccount, listAccounts, removeAccount } from './accounts';
import { startReleaseConsole } from './release-console';

// Named release-manager accounts on the release page, over HTTP on a store of its own: the shared token
// creates the first account and nothing after it; each account signs in with its own password; the history
// names the signed-in account whatever a form says; a removed account's live session stops working.

const TOKEN = 'the-bootstrap-token';

describe('release console: named accounts', () => {
  let server: Running;
  let stopStore: () => Promise<void>;
  const post = (action: string, fields: Record<string, string>, cookie = '') =>
    fetch(`${server.url}${action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';
  /** A signed-in account's cookie and its page's form token. */
  const signIn = async (account: string, password: string) => {
    const login = await post('/login', { account, password });
    expect(login.status).toBe(303);
    const cookie = cookieOf(login);
    const page = await (await fetch(server.url, { headers: { cookie } })).text();
    return { cookie, form: /name="form" value="([^"]+)"/.exec(page)![1]! };
  };
  const accounts = async () => (await listAccounts()).map((a) => a.name);
  const lastRecord = async () => (await readHistory('main')).at(-1)!;

  beforeAll(async () => {
    process.env.RELEASES_DIR = path.join(await mkdtemp(path.join(tmpdir(), 'console-accounts-')), 'store');
    for (const v of ['1.0.0', '1.1.0']) await fakeRelease(v);
    stopStore = await serveStore();
    await promote('main', 'remote_footer', '1.0.0', 'asha');
    server = await startReleaseConsole({
      port: 0,
      token: TOKEN,
      // Many refusals from one address in this file: the per-IP limit has its own tests (sign-in-attacks).
      signInLimits: { perIp: 100, windowMs: 60_000, failureDelayMs: 10, maxWaiting: 32, maxWaitingFailed: 16 },
    });
  });
  afterAll(async () => {
    await server.close();
    await stopStore();
    delete process.env.RELEASES_DIR;
  });

  it('with no account, offers the first account behind the token; the token signs nobody in', async () => {
    const page = await fetch(server.url);
    expect(page.status).toBe(401);
    const text = await page.text();
    expect(text).toContain('<form method="post" action="/first-account"');
    expect(text).toContain('Create the first account');
    expect(text).not.toContain('action="/login"');

    // the token in the sign-in form, under any name: refused
    expect((await post('/login', { account: 'asha', password: TOKEN })).status).toBe(401);
    // a wrong token, a bad name, a short password, two passwords that differ: no account
    const first = { account: 'asha', password: 'a long enough password', repeat: 'a long enough password' };
    const wrong = await post('/first-account', { ...first, token: 'not-the-token' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong release token');
    expect((await post('/first-account', { ...first, account: '../x', token: TOKEN })).status).toBe(400);
    const short = await post('/first-account', { ...first, password: 'short', repeat: 'short', token: TOKEN });
    expect(await short.text()).toContain('Refused: refused: a password is 12 to 200 characters');
    const differ = await post('/first-account', { ...first, repeat: 'another long password', token: TOKEN });
    expect(await differ.text()).toContain('the two passwords differ');
    expect(await accounts()).toEqual([]);

    const created = await post('/first-account', { ...first, token: TOKEN });
    expect(created.status).toBe(303);
    expect(await accounts()).toEqual(['asha']);
    expect(await readFile(accountsFile(), 'utf8')).not.toContain(first.password);
    const signedIn = await (await fetch(server.url, { headers: { cookie: cookieOf(created) } })).text();
    expect(signedIn).toContain('Signed in as asha');
  });

  it('once an account exists the token creates none and signs nobody in; the sign-in page no longer offers it', async () => {
    const again = await post('/first-account', {
      account: 'mallory',
      password: 'mallory password',
      repeat: 'mallory password',
      token: TOKEN,
    });
    expect(again.status).toBe(403);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.text()).toContain('Refused: accounts exist; sign in with your own account');
    expect(await accounts()).toEqual(['asha']);
    for (const account of ['asha', 'mallory', 'admin'])
      expect((await post('/login', { account, password: TOKEN })).status).toBe(401);
    const page = await (await fetch(server.url)).text();
    expect(page).toContain('action="/login"');
    expect(page).not.toContain('first-account');
  });

  it('refuses a wrong password and an unknown account with the same answer, and no session', async () => {
    const ravi = await addAccount('ravi');
    const answers = [
      await post('/login', { account: 'ravi', password: `${ravi}x` }),
      await post('/login', { account: 'ravi', password: '' }),
      await post('/login', { account: 'nobody', password: ravi }),
      await post('/login', { account: 'ravi', password: 'a long enough password' }), // asha's
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toContain('Wrong account or password');
    }
    expect((await signIn('ravi', ravi)).cookie).toMatch(/^release_session=/);
  });

  it("writes the session's account into the history, whatever names a change form carries", async () => {
    const password = await addAccount('priya');
    const { cookie, form } = await signIn('priya', password);
    const forged = { user: 'mallory', who: 'mallory', account: 'mallory', name: 'mallory' };
    const done = await post(
      '/canary',
      { form, site: 'main', remote: 'remote_footer', version: '1.1.0', percent: '10', ...forged },
      cookie,
    );
    expect(done.status).toBe(303);
    expect(await lastRecord()).toMatchObject({ action: 'canary', who: 'priya', canary: { version: '1.1.0' } });
    const page = await (
      await fetch(new URL(done.headers.get('location')!, server.url), { headers: { cookie } })
    ).text();
    expect(page).toMatch(/<p class="ok" role="status">Done at \S+ by priya: main remote_footer canary/);
    expect(page).toMatch(/<td data-testid="who">priya<\/td>/);
    expect(page).not.toContain('mallory');
  });

  it("ends a removed account's live sessions, even after an account of that name is made again", async () => {
    const password = await addAccount('kiran');
    const { cookie, form } = await signIn('kiran', password);
    expect((await fetch(server.url, { headers: { cookie } })).status).toBe(200);
    await removeAccount('kiran');
    const before = await readHistory('main');
    expect((await fetch(server.url, { headers: { cookie } })).status).toBe(401);
    const change = await post(
      '/canary',
      { form, site: 'main', remote: 'remote_footer', version: '1.1.0', percent: '20' },
      cookie,
    );
    expect(change.status).toBe(401);
    await addAccount('kiran');
    expect((await fetch(server.url, { headers: { cookie } })).status).toBe(401);
    expect(await readHistory('main')).toEqual(before);
  });
});

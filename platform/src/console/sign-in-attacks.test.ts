import { request } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addAccount } from './accounts';
import { startReleaseConsole } from './release-console';
import { weakTokenReason } from './token-strength';

// Guessing a release manager's password, over HTTP against the real console: many wrong sign-ins at once
// from one address, and from many (every 127.x address is this machine's loopback).

const STRONG = 'Vd3q9XkR2mW7pL0sT4yB8nF1cH6jZ5aE-uGx_oIw'; // 40 random base64url characters

/** A sign-in to asha's account from a given local address; answers its status. */
function signIn(
  url: string,
  password: string,
  localAddress = '127.0.0.1',
): Promise<{ status: number; headers: Record<string, unknown> }> {
  const { port } = new URL(url);
  const body = new URLSearchParams({ account: 'asha', password }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/login',
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe("release console: guessing a release manager's password", () => {
  let store: string;
  let password = '';
  beforeAll(async () => {
    store = path.join(await mkdtemp(path.join(tmpdir(), 'console-attack-')), 'store');
    process.env.RELEASES_DIR = store;
    password = await addAccount('asha');
  });
  afterAll(() => delete process.env.RELEASES_DIR);

  it('200 parallel wrong sign-ins from one address: 10 are checked, the rest refused with Retry-After', async () => {
    const server = await startReleaseConsole({ port: 0, token: STRONG });
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signIn(server.url, `guess-${i}`)));
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `200 parallel wrong sign-ins from one address: ${JSON.stringify(tally(answers.map((a) => a.status)))} in ${seconds.toFixed(1)} s`,
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 190 });
      expect(seconds).toBeGreaterThanOrEqual(10 * 0.4 - 0.1);
      expect(Number(answers.find((a) => a.status === 429)!.headers['retry-after'])).toBeGreaterThan(800);
      // The address stays refused, even with the right password, until its window ends.
      expect((await signIn(server.url, password)).status).toBe(429);
      // Another address still signs in.
      expect((await signIn(server.url, password, '127.0.0.2')).status).toBe(303);
    } finally {
      await server.close();
    }
    // Ten wrong guesses each hold the turn 0.4 s: the test takes at least 4 s by design.
  }, 30_000);

  it('from many addresses at once: one check at a time, each wrong one holding the turn', async () => {
    const server = await startReleaseConsole({
      port: 0,
      token: STRONG,
      signInLimits: { perIp: 10, windowMs: 60_000, failureDelayMs: 100, maxWaiting: 32 },
    });
    try {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => signIn(server.url, `guess-${i}`, `127.0.${10 + (i % 20)}.1`)),
      );
      const seconds = (Date.now() - started) / 1000;
      const statuses = tally(answers.map((a) => a.status));
      console.log(
        `40 parallel wrong sign-ins from 20 addresses: ${JSON.stringify(statuses)} in ${seconds.toFixed(1)} s`,
      );
      expect(statuses).toEqual({ 401: 32, 429: 8 });
      expect(seconds).toBeGreaterThanOrEqual(32 * 0.1 - 0.1);
    } finally {
      await server.close();
    }
    // 32 checks one after another, each a scrypt and a 0.1 s hold.
  }, 30_000);

  it('in production: refuses to start with a short or predictable token, and sets a Secure cookie', async () => {
    for (const token of [
      'e2e-release-token',
      'a'.repeat(64),
      'abababababababababababababababababab',
      'passwordpasswordpasswordpassword',
    ]) {
      expect(weakTokenReason(token)).toBeDefined();
      await expect(startReleaseConsole({ port: 0, token, production: true })).rejects.toThrow(
        /RELEASE_CONSOLE_TOKEN is/,
      );
    }
    expect(weakTokenReason(STRONG)).toBeUndefined();
    const server = await startReleaseConsole({ port: 0, token: STRONG, production: true });
    try {
      const login = await signIn(server.url, password);
      expect(login.status).toBe(303);
      expect(login.headers['set-cookie']).toEqual([
        expect.stringMatching(/^release_session=[^;]+; HttpOnly; SameSite=Strict; Path=\/; Secure$/),
      ]);
    } finally {
      await server.close();
    }
  });

  it('sign-out revokes the session on the server: the old cookie, replayed, signs nobody in', async () => {
    const server = await startReleaseConsole({ port: 0, token: STRONG });
    try {
      const login = await fetch(`${server.url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account: 'asha', password }).toString(),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const page = await (await fetch(server.url, { headers: { cookie } })).text();
      const form = /name="form" value="([^"]+)"/.exec(page)![1]!;
      const logout = await fetch(`${server.url}/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ form }).toString(),
      });
      expect(logout.status).toBe(303);
      const replayed = await fetch(server.url, { headers: { cookie } });
      expect(replayed.status).toBe(401);
      const change = await fetch(`${server.url}/promote`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ form, site: 'main', remote: 'remote_footer', version: '1.0.0' }).toString(),
      });
      expect(change.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

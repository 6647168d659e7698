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
      // The first is checked at once (the address had not failed yet); the nine after it each hold the turn.
      expect(seconds).toBeGreaterThanOrEqual(9 * 0.4 - 0.1);
      expect(Number(answers.find((a) => a.status === 429)!.headers['retry-after'])).toBeGreaterThan(800);
      // The address stays refused, even with the right password, until its window ends.
      expect((await signIn(server.url, password)).status).toBe(429);
      // Another address still signs in.
      expect((await signIn(server.url, password, '127.0.0.2')).status).toBe(303);
    } finally {
      await server.close();
    }
    // Nine wrong guesses each hold the turn 0.4 s: the test takes at least 3.6 s by design.
  }, 30_000);

  it('from many addresses at once: addresses that failed share 16 slots, each wrong one holding the turn', async () => {
    const server = await startReleaseConsole({
      port: 0,
      token: STRONG,
      signInLimits: { perIp: 10, windowMs: 60_000, failureDelayMs: 100, maxWaiting: 40, maxWaitingFailed: 16 },
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
      // Each address's first attempt is checked; of the second ones (already counted), 16 wait and 4 are refused.
      expect(statuses).toEqual({ 401: 36, 429: 4 });
      expect(seconds).toBeGreaterThanOrEqual(16 * 0.1 - 0.1);
    } finally {
      await server.close();
    }
    // 36 checks one after another, each a scrypt, 16 of them with a 0.1 s hold.
  }, 30_000);

  it('45 addresses that keep guessing do not keep the release manager out: her address is served at once', async () => {
    const server = await startReleaseConsole({ port: 0, token: STRONG });
    const attackers = Array.from({ length: 45 }, (_, i) => `127.1.${i}.1`);
    const failedOnce = new Set<string>();
    let attacking = true;
    const guessing = attackers.map(async (address) => {
      for (let i = 0; attacking; i += 1) {
        const { status } = await signIn(server.url, `guess-${i}`, address);
        if (status === 401) failedOnce.add(address);
        // Refused at once: the attacker tries again a moment later.
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    try {
      while (failedOnce.size < attackers.length) await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      const manager = await signIn(server.url, password, '127.0.0.200');
      const seconds = (Date.now() - started) / 1000;
      console.log(`the manager, while 45 addresses guess: ${manager.status} in ${seconds.toFixed(1)} s`);
      expect(manager.status).toBe(303);
      // Behind at most the one wrong check holding the turn.
      expect(seconds).toBeLessThan(3);
    } finally {
      attacking = false;
      await Promise.all(guessing);
      await server.close();
    }
  }, 60_000);

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

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app';
import { configFromEnv } from '../../src/config';
import { LOCAL_SECRET_FILE, localSecret } from '../../src/lib/local-secret';
import { TEST_CONFIG, useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';

/** The development outbox only when switched on, only to this machine, never all messages; a kept secret. */
describe('configuration defaults', () => {
  it('the outbox is off unless DEV_OUTBOX=1, and never in production', () => {
    expect(configFromEnv({}).devOutbox).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(configFromEnv({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(
      configFromEnv({
        NODE_ENV: 'production',
        APP_SECRET: 's'.repeat(32),
        RELEASE_BEACON_SECRET: 'b'.repeat(32),
        DEV_OUTBOX: '1',
      }).devOutbox,
    ).toBe(false);
  });

  it('production still refuses to start without APP_SECRET, or without RELEASE_BEACON_SECRET', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow('APP_SECRET must be set in production');
    expect(() => configFromEnv({ NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) })).toThrow(
      'RELEASE_BEACON_SECRET must be set in production',
    );
  });
});

describe('the embedded default secret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pharmasetu-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated once into the data folder, mode 600, and read back on the next start', () => {
    const first = localSecret(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dir, LOCAL_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(localSecret(dir)).toBe(first);
  });

  it('replaces a file that does not hold a secret', () => {
    writeFileSync(join(dir, LOCAL_SECRET_FILE), 'junk', { mode: 0o644 });
    const secret = localSecret(dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(localSecret(dir)).toBe(secret);
    expect(statSync(join(dir, LOCAL_SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});

describe.each(DATABASES)('development routes (%s)', (kind) => {
  const t = useApp(kind);
  beforeAll(async () => {
    await t.db.query(
      "INSERT INTO dev_outbox (channel, to_address, subject, body) VALUES ('sms', '+919876512345', NULL, '123456 is your code'), ('email', 'a@example.com', 'Code', '654321 is your code')",
    );
  });

  it('without DEV_OUTBOX the routes do not exist', async () => {
    const app = buildApp({
      db: t.db,
      env: {},
      mail: [],
      config: { ...TEST_CONFIG, devOutbox: configFromEnv({}).devOutbox },
    });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox?to=%2B919876512345', '/dev/enquiries?mobile=9876512345']) {
        const r = await app.inject(url);
        expect(r.statusCode).toBe(404);
        expect(r.json()).toEqual({ error: 'Not found' });
      }
    } finally {
      await app.close();
    }
  });

  it('answers this machine only: another address, or anything through a proxy, gets 404', async () => {
    for (const url of ['/dev/outbox?to=%2B919876512345', '/dev/enquiries?mobile=9876512345', '/metrics']) {
      const remote = await t.app.inject({ url, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual({ error: 'Not found' });
      const proxied = await t.app.inject({ url, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.statusCode).toBe(404);
      expect((await t.app.inject({ url, remoteAddress: '::1' })).statusCode).toBe(200);
    }
  });

  it('answers a request addressed to this machine only: a rebinding page on another host name gets 404', async () => {
    const refused = [
      'attacker.example',
      'attacker.example:4001',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
      'localhost.',
      'user@localhost',
      '127.0.0.2',
      '[::2]',
      'localhost:4001/x',
      'l'.repeat(5000),
    ];
    for (const url of ['/dev/outbox?to=%2B919876512345', '/dev/enquiries?mobile=9876512345']) {
      for (const host of refused) {
        const r = await t.app.inject({ url, headers: { host } });
        expect([url, host.slice(0, 30), r.statusCode, r.json()]).toEqual([
          url,
          host.slice(0, 30),
          404,
          { error: 'Not found' },
        ]);
      }
      for (const host of ['localhost', 'localhost:4001', 'LOCALHOST:3000', '127.0.0.1:4001', '[::1]', '[::1]:4001']) {
        const r = await t.app.inject({ url, headers: { host } });
        expect([host, r.statusCode]).toEqual([host, 200]);
      }
    }
  });

  it('never lists every message: a recipient is required', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox?to=', '/dev/outbox?to=%20']) {
      const r = await t.app.inject(url);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: 'Please give the recipient: ?to=' });
    }
    const one = await t.app.inject('/dev/outbox?to=%2B919876512345');
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.json().messages.map((m: { to: string; otp: string }) => [m.to, m.otp])).toEqual([
      ['+919876512345', '123456'],
    ]);
  });
  it('matches one exact recipient only: a partial number, a dash or a wildcard lists nothing (400)', async () => {
    const attempts = [
      '-',
      '+',
      ' - ',
      '12345',
      '%25',
      '_',
      '%2B91',
      '@',
      'example.com',
      '9876512345%25',
      '+91 98765-1234',
    ];
    for (const to of attempts) {
      const r = await t.app.inject(`/dev/outbox?to=${encodeURIComponent(to)}`);
      expect([to, r.statusCode, r.json()]).toEqual([
        to,
        400,
        { error: 'Invalid recipient: give one mobile number or e-mail address' },
      ]);
    }
    // The same number however it is typed, and an address in any case, still find their own messages only.
    for (const [to, expected] of [
      ['9876512345', '+919876512345'],
      ['+91 98765 12345', '+919876512345'],
      ['A@Example.com', 'a@example.com'],
    ]) {
      const r = await t.app.inject(`/dev/outbox?to=${encodeURIComponent(to!)}`);
      expect(r.json().messages.map((m: { to: string }) => m.to)).toEqual([expected]);
    }
  });
});

describe.each(DATABASES)('a restart with the kept secret keeps the visitor (%s)', (kind) => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'pharmasetu-secret-'))));
  const t = useApp(kind, () => ({ config: { ...TEST_CONFIG, secret: localSecret(dir) } }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a CSRF token from before the restart is still accepted after it (and refused by an api with another secret)', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const restarted = buildApp({ db: t.db, env: {}, mail: [], config: { ...TEST_CONFIG, secret: localSecret(dir) } });
    const other = buildApp({
      db: t.db,
      env: {},
      mail: [],
      config: { ...TEST_CONFIG, secret: 'a-different-random-secret' },
    });
    try {
      const after = new Visitor(restarted);
      for (const [k, v] of visitor.cookies) after.cookies.set(k, v);
      const ok = await after.post('/web/footer/subscribe', { email: `kept-${kind}@example.com` });
      expect(ok.statusCode).toBe(200);
      const lost = new Visitor(other);
      for (const [k, v] of visitor.cookies) lost.cookies.set(k, v);
      const refused = await lost.request({
        method: 'POST',
        url: '/web/footer/subscribe',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')! },
        payload: JSON.stringify({ email: `lost-${kind}@example.com` }),
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await restarted.close();
      await other.close();
    }
  });
});

describe('OTP per-IP limits from the environment', () => {
  it('default to 20 codes and 10 numbers an hour; the e2e suite raises them', () => {
    expect(configFromEnv({}).otpSendLimits).toMatchObject({
      resendSeconds: 120,
      perIpPerHour: 20,
      distinctNumbersPerIpPerHour: 10,
    });
    expect(
      configFromEnv({ OTP_LIMIT_PER_IP_PER_HOUR: '1000', OTP_NUMBERS_PER_IP_PER_HOUR: '500' }).otpSendLimits,
    ).toMatchObject({ resendSeconds: 120, perIpPerHour: 1000, distinctNumbersPerIpPerHour: 500 });
  });
});

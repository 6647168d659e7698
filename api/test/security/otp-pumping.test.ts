import { randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_OTP_SEND_LIMITS, type OtpSendLimits } from '../../src/config';
import { OTP_SEND_ERRORS } from '../../src/plugins/otp-send-limits';
import { UNKNOWN_LISTING } from '../../src/services/enquiries';
import { OTP_ERRORS } from '../../src/services/otp';
import { startApp, TEST_CONFIG, Visitor, type TestApp } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { LISTING } from './support';
import { redisIsUp, TEST_REDIS_URL } from '../helpers/redis';

/** SMS pumping. One address, many numbers, quick resends: refused with 429, Retry-After, and nothing sent. */
describe.each(DATABASES)('OTP send limits (%s)', (kind) => {
  let t: TestApp;
  let seq = 0;
  const mobile = () => `98${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
  const start = (limits: Partial<OtpSendLimits> = {}) =>
    startApp(kind, { config: { ...TEST_CONFIG, otpSendLimits: { ...DEFAULT_OTP_SEND_LIMITS, ...limits } } });
  const generate = (visitor: Visitor, number: string, ip = '203.0.113.10', extra: Record<string, unknown> = {}) =>
    visitor.request({
      method: 'POST',
      url: '/enquiry/otp/generate',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')! },
      payload: JSON.stringify({ mobile: number, country: 'IN', ...extra }),
      remoteAddress: ip,
    });
  const visitor = async () => {
    const v = new Visitor(t.app);
    await v.get('/csrf');
    return v;
  };
  const sent = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM dev_outbox')).rows[0]!.n);
  const otps = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM otps')).rows[0]!.n);

  beforeAll(async () => {
    t = await start();
  });
  afterAll(() => t.close());

  it('the defaults are the documented ones (README, SECURITY.md)', () => {
    expect(DEFAULT_OTP_SEND_LIMITS).toEqual({
      resendSeconds: 120,
      perSessionPerHour: 5,
      distinctNumbersPerSessionPerHour: 3,
      perIpPerHour: 20,
      distinctNumbersPerIpPerHour: 10,
    });
  });

  it('three quick resends to one number: one code, then 429 with Retry-After until the 120 s have passed', async () => {
    const v = await visitor();
    const number = mobile();
    const before = await sent();
    const answers = [await generate(v, number), await generate(v, number), await generate(v, number)];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 429, 429]);
    for (const r of answers.slice(1)) {
      expect(r.json()).toEqual({ error: OTP_SEND_ERRORS.resend(120) });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(100);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(120);
    }
    // A new session (cookies dropped) does not reset the number's interval.
    const other = await visitor();
    expect((await generate(other, number)).statusCode).toBe(429);
    expect(await sent()).toBe(before + 1);
  });

  it('parallel requests for one number send one code', async () => {
    const number = mobile();
    const before = await sent();
    const visitors = await Promise.all(Array.from({ length: 5 }, visitor));
    const codes = (await Promise.all(visitors.map((v) => generate(v, number, '203.0.113.11'))))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 429, 429, 429, 429]);
    expect(await sent()).toBe(before + 1);
  });

  it('one session waits the interval before a code to another number', async () => {
    const v = await visitor();
    expect((await generate(v, mobile(), '203.0.113.12')).statusCode).toBe(200);
    const second = await generate(v, mobile(), '203.0.113.12');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ error: OTP_SEND_ERRORS.resend(120) });
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('one address, 100 numbers in a burst (fresh session each): 10 codes go out, the rest are refused', async () => {
    const before = { sent: await sent(), otps: await otps() };
    const statuses: number[] = [];
    let refusal;
    for (let i = 0; i < 100; i++) {
      const r = await generate(await visitor(), mobile(), '198.51.100.7');
      statuses.push(r.statusCode);
      if (r.statusCode === 429) refusal ??= r;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(refusal!.json()).toEqual({ error: OTP_SEND_ERRORS.tooManyNumbers });
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await sent()).toBe(before.sent + 10);
    expect(await otps()).toBe(before.otps + 10);
    // Another address is not affected.
    expect((await generate(await visitor(), mobile(), '198.51.100.8')).statusCode).toBe(200);
  });

  it('an IPv6 caller rotating addresses inside its /64 is counted as one', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++)
      statuses.push((await generate(await visitor(), mobile(), `2001:db8:7:7::${i.toString(16)}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('a request refused with 400 (unknown listing, bad body) uses up neither the resend interval nor the quotas, and stores nothing', async () => {
    const v = await visitor();
    const number = mobile();
    const before = { sent: await sent(), otps: await otps() };
    const unknown = await generate(v, number, '203.0.113.13', { listing_slug: 'no-such-company-anywhere' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { error: UNKNOWN_LISTING }]);
    const bad = await generate(v, '12', '203.0.113.13');
    expect(bad.statusCode).toBe(400);
    expect({ sent: await sent(), otps: await otps() }).toEqual(before);
    // The first real request is sent at once (before: 429 'Please wait 120 seconds', the refusal had started the interval).
    const real = await generate(v, number, '203.0.113.13', { listing_slug: LISTING });
    expect(real.statusCode).toBe(200);
    expect(await sent()).toBe(before.sent + 1);
    // And a refusal by the limits themselves is not counted either: the interval still ends when the sent code's does.
    const again = await generate(v, number, '203.0.113.13');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
  });

  it('a code that could not be sent (503) does not count: the visitor may ask again at once', async () => {
    let failNext = true;
    const flaky = await startApp(kind, {
      config: { ...TEST_CONFIG, otpSendLimits: DEFAULT_OTP_SEND_LIMITS },
      sms: {
        name: 'flaky',
        send: async () => {
          if (failNext) {
            failNext = false;
            throw new Error('gateway down');
          }
        },
      },
    });
    try {
      const v = new Visitor(flaky.app);
      await v.get('/csrf');
      const number = mobile();
      const post = () =>
        v.request({
          method: 'POST',
          url: '/enquiry/otp/generate',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': v.cookies.get('XSRF-TOKEN')! },
          payload: JSON.stringify({ mobile: number, country: 'IN' }),
          remoteAddress: '203.0.113.14',
        });
      const failed = await post();
      expect([failed.statusCode, failed.json()]).toEqual([503, { error: OTP_ERRORS.sendFailed }]);
      expect(
        Number(
          (await flaky.db.query<{ n: string }>('SELECT count(*) AS n FROM otps WHERE mobile = $1', [number])).rows[0]!
            .n,
        ),
      ).toBe(0);
      const retried = await post();
      expect(retried.statusCode).toBe(200); // before: 429, the failed send had used up the 120 s interval
      expect((await post()).statusCode).toBe(429); // the sent code does count
    } finally {
      await flaky.close();
    }
  });

  describe('per session and per address totals', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await start({ resendSeconds: 0 });
    });
    afterAll(() => limited.close());

    it('a session gets 3 distinct numbers an hour, and 5 codes', async () => {
      const app = t;
      t = limited;
      try {
        const v = await visitor();
        const numbers = [mobile(), mobile(), mobile(), mobile()];
        const codes = [];
        for (const n of numbers) codes.push((await generate(v, n, '192.0.2.1')).statusCode);
        expect(codes).toEqual([200, 200, 200, 429]);
        // Resends to the numbers it already has count as codes, not as new numbers: 5 in all.
        codes.length = 0;
        for (const n of [numbers[0]!, numbers[1]!, numbers[2]!])
          codes.push((await generate(v, n, '192.0.2.1')).statusCode);
        expect(codes).toEqual([200, 200, 429]);
        const last = await generate(v, numbers[0]!, '192.0.2.1');
        expect(last.json()).toEqual({ error: OTP_SEND_ERRORS.tooMany });
        expect(Number(last.headers['retry-after'])).toBeGreaterThan(3000);
      } finally {
        t = app;
      }
    });

    it("the service's own limit (3 codes per number per 10 minutes) answers 429 with Retry-After, and refusals cost no quota", async () => {
      const app = t;
      t = limited;
      try {
        const v = await visitor();
        const number = mobile();
        const codes = [];
        for (let i = 0; i < 3; i++) codes.push((await generate(v, number, '192.0.2.3')).statusCode);
        expect(codes).toEqual([200, 200, 200]);
        const before = { sent: await sent(), otps: await otps() };
        const refused = await generate(v, number, '192.0.2.3');
        expect([refused.statusCode, refused.json()]).toEqual([429, { error: OTP_ERRORS.tooManySends }]);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
        expect({ sent: await sent(), otps: await otps() }).toEqual(before);
        // Refused by the service, so not counted: the session still has its 5th code (and its 2nd and 3rd numbers).
        for (let i = 0; i < 3; i++) expect((await generate(v, number, '192.0.2.3')).statusCode).toBe(429);
        expect((await generate(v, mobile(), '192.0.2.3')).statusCode).toBe(200);
        expect((await generate(v, mobile(), '192.0.2.3')).statusCode).toBe(200);
        expect((await generate(v, mobile(), '192.0.2.3')).json()).toEqual({ error: OTP_SEND_ERRORS.tooManyNumbers });
      } finally {
        t = app;
      }
    });

    it('an address gets 20 codes an hour, whatever the sessions', async () => {
      const app = t;
      t = limited;
      try {
        const numbers = Array.from({ length: 10 }, mobile); // the OTP service itself allows 3 codes per number per 10 minutes
        const codes = [];
        for (let i = 0; i < 22; i++)
          codes.push((await generate(await visitor(), numbers[i % 10]!, '192.0.2.2')).statusCode);
        expect(codes.filter((c) => c === 200)).toHaveLength(20);
        expect(codes.slice(20)).toEqual([429, 429]);
      } finally {
        t = app;
      }
    });
  });
});

// Only where a Redis answers (CI has one), like the per-IP limit's own Redis test.
if (redisIsUp())
  describe('OTP send limits shared through Redis', () => {
    it('two api instances count one number together', async () => {
      const config = {
        ...TEST_CONFIG,
        redisUrl: TEST_REDIS_URL,
        redisNamespace: `test-otp-${randomBytes(4).toString('hex')}-`,
        otpSendLimits: DEFAULT_OTP_SEND_LIMITS,
      };
      const a = await startApp(DATABASES[DATABASES.length - 1]!, { config });
      const { buildApp } = await import('../../src/app');
      const b = buildApp({ db: a.db, env: {}, mail: [], config });
      try {
        await b.ready();
        const number = `97${randomInt(10_000_000, 100_000_000)}`;
        const post = async (app: typeof b) => {
          const v = new Visitor(app);
          await v.get('/csrf');
          return (await v.post('/enquiry/otp/generate', { mobile: number, country: 'IN' })).statusCode;
        };
        expect([await post(a.app), await post(b)]).toEqual([200, 429]);
      } finally {
        await b.close();
        await a.close();
      }
    });
  });

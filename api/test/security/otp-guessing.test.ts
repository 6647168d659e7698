import type { FastifyInstance } from 'fastify';
import { DEFAULT_OTP_GUESS_LIMITS, DEFAULT_OTP_SEND_LIMITS } from '../../src/config';
import { TEST_CONFIG, useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';

// Guessing someone's OTP across codes: each code allows 5 wrong checks, but a new sign-in (a new cookie) or a
// new buyer session used to start again at 0, so one caller kept guessing the same number's codes (3 codes
// a number per 10 minutes: 15 guesses, about 90 an hour). Wrong codes now count per number and per IP across
// codes and sessions: the 5th locks the number for 600 s. Each attack runs against the real api and database.

const LOCKED = { error: 'Too many incorrect attempts. Please request a new OTP later.' };
const INVALID = { error: 'Invalid OTP' };

/** A code that is not `otp` (the attacker's guess). */
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

/** A fresh visitor (own session and cookies) at `ip`, posting JSON with its CSRF token as the browser does. */
async function visitorAt(app: FastifyInstance, ip: string, origin = 'http://localhost:3000') {
  const visitor = new Visitor(app, origin);
  await visitor.request({ method: 'GET', url: '/csrf', remoteAddress: ip });
  return (url: string, body: unknown) =>
    visitor.request({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')! },
      payload: JSON.stringify(body),
    });
}

describe.each(DATABASES)('OTP guesses across codes and sign-ins (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4, config: { otpGuessLimits: { ...DEFAULT_OTP_GUESS_LIMITS, perIp: 1_000 } } });
  const mobiles: string[] = [];
  beforeAll(async () => {
    mobiles.push(
      ...(
        await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts ORDER BY company_id LIMIT 4')
      ).rows.map((r) => r.mobile),
    );
  });
  /** Wrong codes the database checked for a number, over all its codes. */
  const wrongCodesChecked = async (mobile: string) =>
    Number(
      (
        await t.db.query<{ n: number }>(
          'SELECT coalesce(sum(failed_attempts), 0)::int AS n FROM otps WHERE mobile = $1',
          [mobile],
        )
      ).rows[0]!.n,
    );
  const newestOtp = async (mobile: string) =>
    (await new Visitor(t.app).get(`/dev/outbox?to=${mobile}`)).json().messages[0].otp as string;

  /** A fresh sign-in for `mobile` from `ip`: a new cookie and a new code. */
  async function signIn(mobile: string, ip = '198.51.100.7') {
    const post = await visitorAt(t.app, ip, 'http://localhost:3400');
    expect((await post('/seller/sign-in/otp', { mobile, country: 'IN' })).statusCode).toBe(200);
    const verify = (otp: string) => post('/seller/sign-in/verify', { otp });
    return { otp: await newestOtp(mobile), verify };
  }

  it("a new sign-in does not start the count again: the 5th wrong code locks the seller's number for 600 s", async () => {
    const mobile = mobiles[0]!;
    const answers: [number, unknown][] = [];
    // Three sign-ins (the most codes a number gets in 10 minutes), five wrong codes each, as the attack did.
    let last = await signIn(mobile);
    for (let s = 0; s < 3; s++) {
      if (s > 0) last = await signIn(mobile);
      for (let g = 0; g < 5; g++) {
        const r = await last.verify(wrong(last.otp));
        answers.push([r.statusCode, r.json()]);
      }
    }
    const checked = await wrongCodesChecked(mobile);
    console.log(`wrong codes checked for one seller's number across 3 sign-ins: ${checked} of ${answers.length}`);
    expect(checked).toBe(5);
    // The 5th wrong code is also its code's 5th: both locks answer the same.
    expect(answers.slice(0, 4)).toEqual(Array(4).fill([400, INVALID]));
    expect(answers.slice(4)).toEqual(Array(11).fill([429, LOCKED]));
    // Locked means locked: the right code of the newest sign-in, even from another address, waits too.
    const right = await last.verify(last.otp);
    expect([right.statusCode, right.json()]).toEqual([429, LOCKED]);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(right.cookies.find((c: { name: string }) => c.name === 'seller_session')).toBeUndefined();
  });

  it('parallel wrong codes on fresh sign-ins: exactly five are checked, the rest wait out the lock', async () => {
    const mobile = mobiles[1]!;
    const sessions = [await signIn(mobile)];
    // One code per sign-in; the number's 3-per-10-minutes send limit gives three sign-ins.
    sessions.push(await signIn(mobile), await signIn(mobile));
    const tries = Array.from({ length: 30 }, (_, i) => sessions[i % 3]!);
    const answers = await Promise.all(tries.map((s) => s.verify(wrong(s.otp))));
    expect(await wrongCodesChecked(mobile)).toBe(5);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
  });

  it("a buyer's number from three sessions: the 5th wrong code locks it, its right code included", async () => {
    const mobile = '9812355501';
    const answers: number[] = [];
    let last: { otp: string; post: Awaited<ReturnType<typeof visitorAt>> } | undefined;
    // Each session asks its own code (a new buyer session starts a new code), then guesses it five times.
    for (let s = 0; s < 3; s++) {
      const post = await visitorAt(t.app, `198.51.100.${20 + s}`);
      expect((await post('/enquiry/otp/generate', { mobile, country: 'IN', isd_code: '91' })).statusCode).toBe(200);
      last = { otp: await newestOtp(mobile), post };
      for (let g = 0; g < 5; g++)
        answers.push((await post('/enquiry/otp/validate', { otp: wrong(last.otp) })).statusCode);
    }
    expect(await wrongCodesChecked(mobile)).toBe(5);
    expect(answers).toEqual([...Array(4).fill(400), ...Array(11).fill(429)]);
    const right = await last!.post('/enquiry/otp/validate', { otp: last!.otp });
    expect([right.statusCode, right.json()]).toEqual([429, LOCKED]);
  });

  it('a right code is not a wrong guess', async () => {
    const seller = await signIn(mobiles[2]!);
    for (let g = 0; g < 4; g++) expect((await seller.verify(wrong(seller.otp))).statusCode).toBe(400);
    expect((await seller.verify(seller.otp)).statusCode).toBe(200);
    expect(await wrongCodesChecked(mobiles[2]!)).toBe(4);
  });
});

describe.each(DATABASES)('OTP guesses per IP (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4, config: { ...TEST_CONFIG, otpGuessLimits: DEFAULT_OTP_GUESS_LIMITS } });

  it('one address guessing many numbers is locked after 20 wrong codes, whatever the number', async () => {
    const mobiles = (
      await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts ORDER BY company_id DESC LIMIT 6')
    ).rows.map((r) => r.mobile);
    const ip = '203.0.113.50';
    const answers: number[] = [];
    for (const mobile of mobiles) {
      const post = await visitorAt(t.app, ip, 'http://localhost:3400');
      expect((await post('/seller/sign-in/otp', { mobile, country: 'IN' })).statusCode).toBe(200);
      for (let g = 0; g < 4; g++) answers.push((await post('/seller/sign-in/verify', { otp: '000000' })).statusCode);
    }
    // Five numbers' four wrong codes each are checked (the 20th locks the address); the sixth number's are not.
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(answers.slice(20)).toEqual([429, 429, 429, 429]);
    // A buyer's code checked from that address waits out the same lock.
    const post = await visitorAt(t.app, ip);
    expect(
      (await post('/enquiry/otp/generate', { mobile: '9812399001', country: 'IN', isd_code: '91' })).statusCode,
    ).toBe(200);
    const refused = await post('/enquiry/otp/validate', { otp: '000000' });
    expect([refused.statusCode, refused.json()]).toEqual([429, LOCKED]);
  });
});

describe.each(DATABASES)("buyers' and sellers' OTP sends share the per-IP limits (%s)", (kind) => {
  const t = useApp(kind, { poolMax: 4, config: { ...TEST_CONFIG, otpSendLimits: DEFAULT_OTP_SEND_LIMITS } });

  /** A POST from a fresh visitor at `ip`. */
  const postFrom = async (ip: string, origin: string, url: string, body: unknown) =>
    (await visitorAt(t.app, ip, origin))(url, body);

  it('one address gets 10 distinct numbers an hour in all, whether it asks as a buyer or as a seller', async () => {
    const ip = '192.0.2.77';
    const sellers = (
      await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts ORDER BY company_id LIMIT 6')
    ).rows.map((r) => r.mobile);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (
          await postFrom(ip, 'http://localhost:3000', '/enquiry/otp/generate', {
            mobile: `98123770${String(i).padStart(2, '0')}`,
            country: 'IN',
            isd_code: '91',
          })
        ).statusCode,
      );
    for (const mobile of sellers)
      answers.push(
        (await postFrom(ip, 'http://localhost:3400', '/seller/sign-in/otp', { mobile, country: 'IN' })).statusCode,
      );
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await postFrom(ip, 'http://localhost:3400', '/seller/sign-in/otp', {
      mobile: sellers[5],
      country: 'IN',
    });
    expect(refused.json()).toEqual({ error: 'Too many different mobile numbers. Please try again later.' });
  });
});

import { DEFAULT_OTP_GUESS_LIMITS, DEFAULT_OTP_SEND_LIMITS } from '../../src/config';
import { TEST_CONFIG, useApp, Visitor, visitorAt } from '../helpers/app';
import { DATABASES } from '../helpers/databases';

// Guessing someone's OTP, and locking its owner out by guessing. A wrong guess counts against the code it aimed at
// (5 wrong checks lock that code), the session that made it (its failures carry over to its next codes) and the
// address that sent it (20 an hour lock that address), never against the number as such: a stranger who knows a
// number and asks codes for it (each an SMS to its owner, 3 per 10 minutes) locks only those codes and itself, and
// the owner's own code, asked in the owner's session from the owner's address, still works. Each attack runs
// against the real api and database, and ends with the owner succeeding.

const LOCKED = { error: 'Too many incorrect attempts. Please request a new OTP later.' };
const INVALID = { error: 'Invalid OTP' };

/** A code that is not `otp` (the attacker's guess). */
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

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

  it("a stranger's wrong codes on its own sign-ins lock those codes, not the seller: its own sign-in succeeds", async () => {
    const mobile = mobiles[0]!;
    const answers: [number, unknown][] = [];
    // Two sign-ins by a stranger (two codes reach the seller's phone), five wrong codes each.
    for (let s = 0; s < 2; s++) {
      const stranger = await signIn(mobile, '198.51.100.7');
      for (let g = 0; g < 5; g++) {
        const r = await stranger.verify(wrong(stranger.otp));
        answers.push([r.statusCode, r.json()]);
      }
      // Locked means locked: the stranger's own code, right or not, is refused once five were wrong.
      expect((await stranger.verify(stranger.otp)).statusCode).toBe(429);
    }
    expect(answers).toEqual([
      ...Array(4).fill([400, INVALID]),
      [429, LOCKED],
      ...Array(4).fill([400, INVALID]),
      [429, LOCKED],
    ]);
    expect(await wrongCodesChecked(mobile)).toBe(10);
    // The seller, from its own address, signs in with the code it is sent (the number's third in 10 minutes).
    const owner = await signIn(mobile, '203.0.113.9');
    const right = await owner.verify(owner.otp);
    expect(right.statusCode).toBe(200);
    expect(right.cookies.find((c: { name: string }) => c.name === 'seller_session')).toBeDefined();
  });

  it('parallel wrong codes on one sign-in: exactly five are checked, the rest are refused', async () => {
    const mobile = mobiles[1]!;
    const stranger = await signIn(mobile);
    const answers = await Promise.all(Array.from({ length: 30 }, () => stranger.verify(wrong(stranger.otp))));
    expect(await wrongCodesChecked(mobile)).toBe(5);
    expect(answers.filter((a) => a.statusCode === 400).length).toBe(4);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(26);
    const owner = await signIn(mobile, '203.0.113.10');
    expect((await owner.verify(owner.otp)).statusCode).toBe(200);
  });

  it("a stranger's five wrong codes for a buyer's number: the buyer's own code, asked later in its session, verifies", async () => {
    const mobile = '9812355501';
    const stranger = await visitorAt(t.app, '198.51.100.20');
    expect((await stranger('/enquiry/otp/generate', { mobile, country: 'IN', isd_code: '91' })).statusCode).toBe(200);
    const strangersCode = await newestOtp(mobile);
    const answers: number[] = [];
    for (let g = 0; g < 5; g++)
      answers.push((await stranger('/enquiry/otp/validate', { otp: wrong(strangersCode) })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    // The stranger's session stays locked, even for a new code it asks.
    expect((await stranger('/enquiry/otp/generate', { mobile, country: 'IN', isd_code: '91' })).statusCode).toBe(429);
    const buyer = await visitorAt(t.app, '203.0.113.21');
    expect((await buyer('/enquiry/otp/generate', { mobile, country: 'IN', isd_code: '91' })).statusCode).toBe(200);
    const verified = await buyer('/enquiry/otp/validate', { otp: await newestOtp(mobile) });
    expect([verified.statusCode, verified.json()]).toEqual([200, { status: 'verified', mobile, country: 'IN' }]);
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

import { buildApp } from '../src/app';
import { TEST_CONFIG, useApp, validEnquiry, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';

const LISTING = 'deltawell-organics'; // a seeded company

/** The newest message the dev outbox holds for `to`. */
const latestOtp = async (visitor: Visitor, to: string) => {
  const r = await visitor.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  return r.json().messages[0];
};

describe.each(DATABASES)('OTP and the dev outbox (%s)', (kind) => {
  const t = useApp(kind);

  it('sends an SMS OTP for India, captured by the outbox, and validates it once for that session', async () => {
    const visitor = new Visitor(t.app);
    const sent = await visitor.post('/enquiry/otp/generate', {
      mobile: '9900000001',
      country: 'IN',
      email: '',
      email_otp: false,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'sent', channel: 'sms', expires_in: 600 });
    const message = await latestOtp(visitor, '9900000001');
    expect(message).toEqual({
      id: expect.any(Number),
      channel: 'sms',
      to: '+919900000001',
      subject: null,
      text: expect.stringContaining('is your PharmaSetu verification code'),
      otp: expect.stringMatching(/^\d{6}$/),
      created_at: expect.any(String),
    });
    const stored = (await t.db.query<{ code_hash: string }>("SELECT code_hash FROM otps WHERE mobile = '9900000001'"))
      .rows[0]!;
    expect(stored.code_hash).not.toContain(message.otp); // hashed at rest

    const stranger = new Visitor(t.app);
    expect((await stranger.post('/enquiry/otp/validate', { otp: message.otp })).json()).toEqual({
      error: 'Please request an OTP first',
    });
    const ok = await visitor.post('/enquiry/otp/validate', { otp: message.otp });
    expect(ok.json()).toEqual({ status: 'verified', mobile: '9900000001', country: 'IN' });
    expect((await visitor.post('/enquiry/otp/validate', { otp: message.otp })).json()).toEqual({
      error: 'Please request an OTP first',
    });

    // A company-listing enquiry posted after the OTP is stored as verified.
    const { enquiry_id } = (
      await visitor.post('/enquiry/new', validEnquiry('9900000001', { listing_slug: LISTING }))
    ).json();
    const row = (
      await t.db.query<{ verified_at: Date | null }>('SELECT verified_at FROM enquiries WHERE public_id = $1', [
        enquiry_id,
      ])
    ).rows[0]!;
    expect(row.verified_at).not.toBeNull();
  });

  it('sends by e-mail when email_otp is set for a non-India mobile on a company page', async () => {
    const visitor = new Visitor(t.app);
    const sent = await visitor.post('/enquiry/otp/generate', {
      mobile: '501234567',
      country: 'AE',
      email: 'Buyer@Example.ae',
      email_otp: true,
      listing_slug: LISTING,
    });
    expect(sent.json()).toMatchObject({ channel: 'email' });
    const message = await latestOtp(visitor, 'buyer@example.ae');
    expect(message).toMatchObject({
      channel: 'email',
      to: 'buyer@example.ae',
      subject: 'Your PharmaSetu verification code',
    });
    expect((await visitor.post('/enquiry/otp/validate', { otp: message.otp })).json()).toMatchObject({
      status: 'verified',
      country: 'AE',
    });
  });

  it('allows 5 checks per code, and a resend does not reset the failures', async () => {
    const visitor = new Visitor(t.app);
    await visitor.post('/enquiry/otp/generate', { mobile: '9900000002', country: 'IN' });
    const good = (await latestOtp(visitor, '9900000002')).otp as string;
    const wrong = good === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push((await visitor.post('/enquiry/otp/validate', { otp: wrong })).json().error);
    expect(answers).toEqual(['Invalid OTP', 'Invalid OTP', 'Invalid OTP']);
    await visitor.post('/enquiry/otp/generate', { mobile: '9900000002', country: 'IN' });
    const resent = (await latestOtp(visitor, '9900000002')).otp as string;
    const wrongNow = resent === '000000' ? '111111' : '000000';
    expect((await visitor.post('/enquiry/otp/validate', { otp: wrongNow })).json()).toEqual({ error: 'Invalid OTP' }); // 4th
    const fifth = await visitor.post('/enquiry/otp/validate', { otp: wrongNow });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ error: 'Too many incorrect attempts. Please request a new OTP later.' });
    expect((await visitor.post('/enquiry/otp/validate', { otp: resent })).json().error).toBe(
      'Too many incorrect attempts. Please request a new OTP later.',
    );
  });

  it('a browser on a site may read Retry-After (CORS exposes it): the card counts down to it', async () => {
    const origin = 'http://localhost:3100'; // a site of the local configuration
    const r = await t.app.inject({ method: 'GET', url: '/csrf', headers: { origin } });
    expect(r.headers['access-control-allow-origin']).toBe(origin);
    expect(String(r.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
  });

  it('sends at most 3 codes per number per 10 minutes, whatever the session', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await new Visitor(t.app).post('/enquiry/otp/generate', { mobile: '9900000003', country: 'IN' })).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(
      (await new Visitor(t.app).post('/enquiry/otp/generate', { mobile: '9900000003', country: 'IN' })).json(),
    ).toEqual({
      error: 'Too many OTP requests. Please try again after 10 minutes.',
    });
  });

  it('refuses an expired code and messages of the schemas', async () => {
    const visitor = new Visitor(t.app);
    await visitor.post('/enquiry/otp/generate', { mobile: '9900000004', country: 'IN' });
    const { otp } = await latestOtp(visitor, '9900000004');
    await t.db.query("UPDATE otps SET expires_at = now() - interval '1 second' WHERE mobile = '9900000004'");
    expect((await visitor.post('/enquiry/otp/validate', { otp })).json()).toEqual({
      error: 'OTP has expired. Please request a new OTP.',
    });
    expect((await visitor.post('/enquiry/otp/validate', { otp: '' })).json()).toEqual({ error: 'Please Enter OTP' });
    expect((await visitor.post('/enquiry/otp/generate', { mobile: '4900000004', country: 'IN' })).json()).toEqual({
      error: 'Please enter 10 digit valid mobile number',
    });
    expect(
      (
        await visitor.post('/enquiry/otp/generate', {
          mobile: '501234567',
          country: 'AE',
          email_otp: true,
          email: 'x',
          listing_slug: LISTING,
        })
      ).json(),
    ).toEqual({ error: 'Please enter a valid email' });
  });

  it('the session cookie (made by the OTP request when the visitor has none) is HttpOnly, signed and SameSite=Lax', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/health'); // the CSRF cookie only, no session
    const r = await visitor.post('/enquiry/otp/generate', { mobile: '9900000005', country: 'IN' });
    expect(r.statusCode).toBe(200);
    const sid = (r.cookies as { name: string; httpOnly?: boolean; sameSite?: string; value: string }[]).find(
      (c) => c.name === 'sid',
    );
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(sid!.value).toMatch(/\./); // value.signature
  });

  it('in production there is no outbox route, and with no provider an OTP is a send failure that stores nothing', async () => {
    const prod = buildApp({
      db: t.db,
      env: {},
      mail: [],
      config: { ...TEST_CONFIG, env: 'production', devOutbox: false },
    });
    await prod.ready();
    const visitor = new Visitor(prod);
    expect((await visitor.get('/dev/outbox')).statusCode).toBe(404);
    const r = await visitor.post('/enquiry/otp/generate', { mobile: '9900000006', country: 'IN' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ error: 'Could not send the OTP. Please try again.' });
    expect((await t.db.query("SELECT 1 FROM otps WHERE mobile = '9900000006'")).rows).toHaveLength(0);
    await prod.close();
  });
});

// The clock of a code (its expiry) is moved in the database below; the per-number guess limit's lock (memory or
// Redis, test/security/otp-guessing.test.ts) is not, so it is out of the way here.
describe.each(DATABASES)("a locked code's Retry-After (%s)", (kind) => {
  const t = useApp(kind, {
    config: { otpGuessLimits: { perIp: 1_000_000, windowSeconds: 3600, lockSeconds: 600 } },
  });
  it('a locked code says when a new one may be asked for; none is sent before then, and the one sent after works', async () => {
    const visitor = new Visitor(t.app);
    await visitor.post('/enquiry/otp/generate', { mobile: '9900000012', country: 'IN' });
    const good = (await latestOtp(visitor, '9900000012')).otp as string;
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await visitor.post('/enquiry/otp/validate', { otp: wrong });
    const fifth = await visitor.post('/enquiry/otp/validate', { otp: wrong });
    expect(fifth.statusCode).toBe(429);
    // Until the locked code expires (10 minutes after it was sent): not a fixed 10 minutes from now.
    await t.db.query(
      "UPDATE otps SET created_at = created_at - interval '7 minutes', expires_at = expires_at - interval '7 minutes' WHERE mobile = '9900000012'",
    );
    const locked = await visitor.post('/enquiry/otp/validate', { otp: good });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(170);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(180);

    // A code asked for meanwhile would be locked at its first check: it is refused, with the same time, and not sent.
    const early = await visitor.post('/enquiry/otp/generate', { mobile: '9900000012', country: 'IN' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ error: 'Too many incorrect attempts. Please request a new OTP later.' });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(170);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(180);
    expect((await visitor.get('/dev/outbox?to=9900000012')).json().messages).toHaveLength(1);

    // Once it has expired: the check says so, and a new code is sent and works.
    await t.db.query(
      "UPDATE otps SET created_at = created_at - interval '3 minutes', expires_at = expires_at - interval '3 minutes' WHERE mobile = '9900000012'",
    );
    expect((await visitor.post('/enquiry/otp/validate', { otp: good })).json()).toEqual({
      error: 'OTP has expired. Please request a new OTP.',
    });
    const resent = await visitor.post('/enquiry/otp/generate', { mobile: '9900000012', country: 'IN' });
    expect(resent.statusCode).toBe(200);
    const fresh = (await latestOtp(visitor, '9900000012')).otp as string;
    expect((await visitor.post('/enquiry/otp/validate', { otp: fresh })).json()).toMatchObject({ status: 'verified' });
  });
});

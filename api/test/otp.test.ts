import { buildApp } from '../src/app';
import { TEST_CONFIG, useApp, validEnquiry, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';

const LISTING = 'deltawell-organics'; // a seeded company

describe.each(DATABASES)('OTP and the dev outbox (%s)', (kind) => {
  const t = useApp(kind);

  const latestOtp = async (visitor: Visitor, to: string) => {
    const r = await visitor.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
    return r.json().messages[0];
  };

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

import { useApp, validEnquiry, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { codeSentTo, count, LISTING, requestCode, storedEnquiry } from './support';

// An e-mail OTP must never verify an Indian number: the code would go to whatever mailbox the attacker typed.
describe.each(DATABASES)('security: e-mail OTP only where spec §5 allows it (%s)', (kind) => {
  const t = useApp(kind);

  const otpRows = (mobile: string) =>
    t.db
      .query('SELECT channel, email, listing_slug FROM otps WHERE mobile = $1 ORDER BY id', [mobile])
      .then((r) => r.rows);
  const mailsTo = (to: string) => count(t.db, 'dev_outbox WHERE to_address = $1', [to]);

  it('an Indian number gets its code by SMS whatever the body asks, on a company page or not', async () => {
    const attacker = new Visitor(t.app);
    for (const [mobile, extra] of [
      ['9812400001', {}],
      ['9812400002', { listing_slug: LISTING }],
    ] as const) {
      const r = await attacker.post('/enquiry/otp/generate', {
        mobile,
        country: 'IN',
        email: 'attacker@example.com',
        email_otp: true,
        ...extra,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ status: 'sent', channel: 'sms', expires_in: 600 });
      expect(await count(t.db, 'dev_outbox WHERE to_address = $1', [`+91${mobile}`])).toBe(1);
    }
    expect(await mailsTo('attacker@example.com')).toBe(0);
    expect(await otpRows('9812400001')).toEqual([{ channel: 'sms', email: null, listing_slug: null }]);
    expect(await otpRows('9812400002')).toEqual([{ channel: 'sms', email: null, listing_slug: LISTING }]);
  });

  it('a non-India number off a company page gets an SMS too', async () => {
    const r = await new Visitor(t.app).post('/enquiry/otp/generate', {
      mobile: '501234501',
      country: 'AE',
      email: 'attacker@example.com',
      email_otp: true,
    });
    expect(r.json()).toMatchObject({ channel: 'sms' });
    expect(await mailsTo('attacker@example.com')).toBe(0);
    expect(await otpRows('501234501')).toEqual([{ channel: 'sms', email: null, listing_slug: null }]);
  });

  it('an e-mail code verifies that e-mail for the enquiry, never the mobile', async () => {
    const visitor = new Visitor(t.app);
    const request = {
      mobile: '501234502',
      country: 'AE',
      email: 'Buyer@Example.ae',
      email_otp: true,
      listing_slug: LISTING,
    };
    const code = await requestCode(t.db, visitor, request, 'buyer@example.ae');
    expect(await otpRows('501234502')).toEqual([
      { channel: 'email', email: 'buyer@example.ae', listing_slug: LISTING },
    ]);
    expect((await visitor.post('/enquiry/otp/validate', { otp: code })).json()).toEqual({
      status: 'verified',
      mobile: '501234502',
      country: 'AE',
    });
    expect(await count(t.db, 'verified_mobiles WHERE mobile = $1', ['501234502'])).toBe(0);
    expect(
      await count(t.db, 'verified_emails WHERE mobile = $1 AND email = $2', ['501234502', 'buyer@example.ae']),
    ).toBe(1);

    // The company-page enquiry posted next, with that e-mail, is verified by e-mail.
    const uae = { country_code: 'AE', isd_code: '971', listing_slug: LISTING };
    const listed = (
      await visitor.post('/enquiry/new', validEnquiry('501234502', { ...uae, email: 'buyer@example.ae' }))
    ).json();
    expect(await storedEnquiry(t.db, listed.enquiry_id)).toMatchObject({
      verified_by: 'email',
      verified_at: expect.any(Date),
    });
    // Another e-mail, or a general enquiry without one, from the same session and mobile is not verified.
    const otherMail = (
      await visitor.post(
        '/enquiry/new',
        validEnquiry('501234502', {
          ...uae,
          email: 'someone-else@example.ae',
          service_type: '3rd Party Manufacturing',
        }),
      )
    ).json();
    expect(await storedEnquiry(t.db, otherMail.enquiry_id)).toMatchObject({ verified_by: null, verified_at: null });
    const general = (
      await visitor.post(
        '/enquiry/new',
        validEnquiry('501234502', {
          country_code: 'AE',
          isd_code: '971',
          message: 'A general enquiry from the same phone',
        }),
      )
    ).json();
    expect(await storedEnquiry(t.db, general.enquiry_id)).toMatchObject({ verified_by: null, verified_at: null });
  });

  it('an e-mail code validated after the post verifies only the enquiries carrying that e-mail', async () => {
    const visitor = new Visitor(t.app);
    const uae = { country_code: 'AE', isd_code: '971', listing_slug: LISTING };
    const withMail = (
      await visitor.post('/enquiry/new', validEnquiry('501234503', { ...uae, email: 'late@example.ae' }))
    ).json();
    const general = (
      await visitor.post(
        '/enquiry/new',
        validEnquiry('501234503', { country_code: 'AE', isd_code: '971', service_type: '3rd Party Manufacturing' }),
      )
    ).json();
    const code = await requestCode(
      t.db,
      visitor,
      { mobile: '501234503', country: 'AE', email: 'late@example.ae', email_otp: true, listing_slug: LISTING },
      'late@example.ae',
    );
    expect((await visitor.post('/enquiry/otp/validate', { otp: code })).statusCode).toBe(200);
    expect(await storedEnquiry(t.db, withMail.enquiry_id)).toMatchObject({ verified_by: 'email' });
    expect(await storedEnquiry(t.db, general.enquiry_id)).toMatchObject({ verified_by: null, verified_at: null });
  });

  it('an SMS code still verifies the mobile for the session', async () => {
    const visitor = new Visitor(t.app);
    const code = await requestCode(t.db, visitor, { mobile: '9812400004', country: 'IN' }, '+919812400004');
    expect((await visitor.post('/enquiry/otp/validate', { otp: code })).statusCode).toBe(200);
    const { enquiry_id } = (await visitor.post('/enquiry/new', validEnquiry('9812400004'))).json();
    expect(await storedEnquiry(t.db, enquiry_id)).toMatchObject({ verified_by: 'sms', verified_at: expect.any(Date) });
    expect(await codeSentTo(t.db, 'attacker@example.com')).toBeUndefined();
  });
});

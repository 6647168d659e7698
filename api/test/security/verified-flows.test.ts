import { useApp, validEnquiry, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { LISTING, requestCode, storedEnquiry } from './support';

// Every enquiry whose OTP was validated is stored as verified, general-flow ones too (whose step 0 has no session
// yet). Each flow of spec §4 is walked here as the requirement card does it, through the real api and database.
describe.each(DATABASES)('security: every enquiry whose OTP was validated is stored as verified (%s)', (kind) => {
  const t = useApp(kind);

  const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await response;
    expect([r.statusCode, r.body]).toEqual([200, expect.any(String)]);
    return r.json() as { enquiry_id: string } & Record<string, unknown>;
  };
  const requirementOf = async (id: number) =>
    (await t.db.query('SELECT medicine_type, pcd_area, quantity FROM enquiry_requirements WHERE enquiry_id = $1', [id]))
      .rows[0];
  const customer = (enquiry_id: string, extra: Record<string, unknown> = {}) => ({
    enquiry_id,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    address: 'Mohali, Punjab, India',
    gst_number: 1,
    drug_license: 2,
    ...extra,
  });

  it('general: post at step 0, update, OTP, then the stored additional payload', async () => {
    const startedAt = new Date(Date.now() - 1000);
    const card = new Visitor(t.app);
    const posted = await ok(
      card.post('/enquiry/new', validEnquiry('9812500001'), { 'idempotency-key': 'flow-general-new' }),
    );
    expect(posted.customerDataComplete).toBe(false);
    await ok(card.post('/enquiry/update', customer(posted.enquiry_id), { 'idempotency-key': 'flow-general-customer' }));
    const additional = {
      enquiry_id: posted.enquiry_id,
      medicine_type: ['Tablets'],
      investment: 50001,
      pcd_area: 'Pune, Maharashtra, India',
    };
    await ok(card.post('/enquiry/update', additional, { 'idempotency-key': 'flow-general-additional' }));
    expect(await storedEnquiry(t.db, posted.enquiry_id)).toMatchObject({ verified_at: null });

    const code = await requestCode(t.db, card, { mobile: '9812500001', country: 'IN' }, '+919812500001');
    expect(await ok(card.post('/enquiry/otp/validate', { otp: code }))).toEqual({
      status: 'verified',
      mobile: '9812500001',
      country: 'IN',
    });
    await ok(card.post('/enquiry/update', additional, { 'idempotency-key': 'flow-general-final' }));

    const row = (await storedEnquiry(t.db, posted.enquiry_id))!;
    expect(row.verified_by).toBe('sms');
    expect(row.verified_at!.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
    expect(row.verified_at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await requirementOf(row.id)).toEqual({
      medicine_type: ['Tablets'],
      pcd_area: 'Pune, Maharashtra, India',
      quantity: null,
    });
  });

  it('company listing (India): OTP first, then the post, then steps 1 and 2', async () => {
    const card = new Visitor(t.app);
    const code = await requestCode(
      t.db,
      card,
      { mobile: '9812500002', country: 'IN', listing_slug: LISTING },
      '+919812500002',
    );
    await ok(card.post('/enquiry/otp/validate', { otp: code }));
    const posted = await ok(
      card.post('/enquiry/new', validEnquiry('9812500002', { listing_slug: LISTING }), {
        'idempotency-key': 'flow-listing-new',
      }),
    );
    expect(await storedEnquiry(t.db, posted.enquiry_id)).toMatchObject({
      verified_by: 'sms',
      verified_at: expect.any(Date),
      listing_slug: LISTING,
    });
    await ok(card.post('/enquiry/update', customer(posted.enquiry_id, { listing_slug: LISTING })));
    await ok(
      card.post('/enquiry/update', {
        enquiry_id: posted.enquiry_id,
        medicine_type: ['Capsules'],
        pcd_area: 'Ludhiana, Punjab, India',
      }),
    );
    const row = (await storedEnquiry(t.db, posted.enquiry_id))!;
    expect(row.verified_by).toBe('sms');
    expect(await requirementOf(row.id)).toMatchObject({ medicine_type: ['Capsules'] });
  });

  it('company listing (non-India): e-mail OTP first, then the post with that e-mail', async () => {
    const card = new Visitor(t.app);
    const code = await requestCode(
      t.db,
      card,
      { mobile: '501234511', country: 'AE', email: 'dubai@example.ae', email_otp: true, listing_slug: LISTING },
      'dubai@example.ae',
    );
    await ok(card.post('/enquiry/otp/validate', { otp: code }));
    const posted = await ok(
      card.post(
        '/enquiry/new',
        validEnquiry('501234511', {
          country_code: 'AE',
          isd_code: '971',
          email: 'dubai@example.ae',
          listing_slug: LISTING,
        }),
      ),
    );
    expect(await storedEnquiry(t.db, posted.enquiry_id)).toMatchObject({
      verified_by: 'email',
      verified_at: expect.any(Date),
      email: 'dubai@example.ae',
    });
  });

  it('without a valid code nothing is verified: a wrong code, or no code at all', async () => {
    const card = new Visitor(t.app);
    const posted = await ok(card.post('/enquiry/new', validEnquiry('9812500003')));
    const code = await requestCode(t.db, card, { mobile: '9812500003', country: 'IN' }, '+919812500003');
    const wrong = await card.post('/enquiry/otp/validate', { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.json()).toEqual({ error: 'Invalid OTP' });
    expect(await storedEnquiry(t.db, posted.enquiry_id)).toMatchObject({ verified_at: null, verified_by: null });
  });
});

import { buildApp } from '../src/app';
import { TEST_CONFIG, useApp, validEnquiry, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';
import { proveMobile, registerCompany } from './helpers/join-free';

const valid = {
  company_name: ' Sanjeevani Remedies Pvt Ltd ',
  contact_name: 'Rajesh Gupta',
  mobile: '98140 12345',
  country_code: 'IN',
  email: 'Rajesh@Sanjeevani.in',
  city: 'Mohali, Punjab, India',
  service_types: ['PCD Pharma Franchise', '3rd Party Manufacturing'],
  categories: ['Gynaecology', 'Hormones'],
  gst_number: '27aapfu0939f1zv',
};
const THANKS = 'Thank you for registering. Our team will call you within one working day.';

describe.each(DATABASES)('seller registration and the dev enquiries route (%s)', (kind) => {
  const t = useApp(kind);
  // One session proves 9000000001 once (a number gets 3 codes in 10 minutes): the refusals below are for what it sends.
  let prover: Visitor | undefined;
  const proved = async () => {
    if (!prover) {
      prover = new Visitor(t.app);
      await proveMobile(prover, '9000000001');
    }
    return prover;
  };
  const registrations = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM seller_registrations')).rows[0]!.n;

  it('POST /api/registration stores the registration (normalised, free package) and answers 201 with the confirmation', async () => {
    const { reply: r } = await registerCompany(t.app, valid);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ registration_id: expect.any(Number), message: THANKS });
    const row = (
      await t.db.query(
        `SELECT company_name, contact_name, country_code, isd_code, mobile, email, city, state, service_types, categories,
           gst_number, package_id FROM seller_registrations WHERE id = $1`,
        [r.json().registration_id],
      )
    ).rows[0];
    expect(row).toEqual({
      company_name: 'Sanjeevani Remedies Pvt Ltd',
      contact_name: 'Rajesh Gupta',
      country_code: 'IN',
      isd_code: '91',
      mobile: '9814012345',
      email: 'rajesh@sanjeevani.in',
      city: 'Mohali',
      state: 'Punjab',
      service_types: ['PCD Pharma Franchise', '3rd Party Manufacturing'],
      categories: ['Gynaecology', 'Hormones'],
      gst_number: '27AAPFU0939F1ZV',
      package_id: 5,
    });
  });

  it('the same mobile or e-mail again → 409, and nothing more is stored', async () => {
    const before = await registrations();
    const mobile = await registerCompany(t.app, { ...valid, email: 'other@firm.in', gst_number: '' });
    expect([mobile.reply.statusCode, mobile.reply.json()]).toEqual([
      409,
      { error: 'This mobile number is already registered' },
    ]);
    const email = await registerCompany(t.app, {
      ...valid,
      mobile: '9814012399',
      email: 'RAJESH@sanjeevani.in ',
      gst_number: null,
    });
    expect([email.reply.statusCode, email.reply.json()]).toEqual([409, { error: 'This email is already registered' }]);
    expect(await registrations()).toBe(before);
    const dubai = new Visitor(t.app);
    await proveMobile(dubai, '501234567', 'AE', '971');
    const other = await dubai.post('/api/registration', {
      ...valid,
      mobile: '+971 50 123 4567',
      country_code: 'AE',
      email: 'dubai@firm.ae',
      city: 'Dubai, Dubayy, United Arab Emirates',
      gst_number: undefined,
    });
    expect([other.statusCode, other.body]).toEqual([201, expect.any(String)]);
    expect(await registrations()).toBe(before + 1);
  });

  it.each([
    [{ company_name: '  ' }, 'Please enter your company name'],
    [{ company_name: undefined }, 'Please enter your company name'],
    [{ contact_name: '' }, 'Please enter your name'],
    [{ mobile: 'abc' }, 'Please enter a valid mobile number'],
    [{ mobile: '98140123' }, 'Please enter 10 digit valid mobile number'],
    [{ mobile: '5814012345' }, 'Please enter 10 digit valid mobile number'],
    [{ mobile: '501234567', country_code: 'XX' }, 'Please enter a valid mobile number'],
    [{ email: 'rajesh@' }, 'Please enter a valid email'],
    [{ email: '' }, 'Please enter a valid email'],
    [{ city: ' ' }, 'Please enter your city'],
    [{ city: 'Mohali' }, 'Please choose your city from the list'],
    [{ city: 'Atlantis, Punjab, India' }, 'Please choose your city from the list'],
    [{ service_types: [] }, 'Please choose the services you offer'],
    [{ service_types: ['Wholesale'] }, 'Please choose the services you offer'],
    [{ categories: [] }, 'Please choose at least one category from the list'],
    [{ categories: ['Anything we like'] }, 'Please choose at least one category from the list'],
    [
      { service_types: ['PCD Pharma Franchise'], categories: ['Hormones'] },
      'Please choose at least one category from the list',
    ],
    [{ gst_number: '27AAPFU0939F1ZX' }, 'Please enter a valid GST number'],
  ])('refuses %j with "%s" and stores nothing', async (change, error) => {
    const before = await registrations();
    const visitor = await proved();
    const r = await visitor.post('/api/registration', {
      ...valid,
      mobile: '9000000001',
      email: 'new@firm.in',
      ...change,
    });
    expect([r.statusCode, r.json()]).toEqual([400, { error }]);
    expect(await registrations()).toBe(before);
  });

  it('without a mobile proved by OTP in this session → 403, nothing stored; a code proved by another session does not count', async () => {
    const before = await registrations();
    const stranger = new Visitor(t.app);
    const r = await stranger.post('/api/registration', { ...valid, mobile: '9000000003', email: 'n3@firm.in' });
    expect([r.statusCode, r.json()]).toEqual([403, { error: 'Please verify your mobile number with the OTP first' }]);
    await proveMobile(new Visitor(t.app), '9000000003');
    const again = await stranger.post('/api/registration', { ...valid, mobile: '9000000003', email: 'n3@firm.in' });
    expect(again.statusCode).toBe(403);
    const owner = new Visitor(t.app);
    await proveMobile(owner, '9000000004');
    const otherNumber = await owner.post('/api/registration', { ...valid, mobile: '9000000003', email: 'n3@firm.in' });
    expect(otherNumber.statusCode).toBe(403);
    expect(await registrations()).toBe(before);
  });

  it('refuses a post without the CSRF header (403) and a body that is not an object (400)', async () => {
    const before = await registrations();
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, mobile: '9000000002', email: 'csrf@firm.in' }),
    });
    expect([noCsrf.statusCode, noCsrf.json()]).toEqual([403, { error: 'Invalid CSRF token' }]);
    expect((await t.visitor.post('/api/registration', '[1]')).statusCode).toBe(400);
    expect(await registrations()).toBe(before);
  });

  it('GET /dev/enquiries?mobile= answers the stored enquiries, requirements and customers of that mobile', async () => {
    const posted = (
      await t.visitor.post(
        '/enquiry/new',
        validEnquiry('9877700011', { source: 'Website-Molecule', service_type: '3rd Party Manufacturing' }),
      )
    ).json();
    expect(
      (
        await t.visitor.post('/enquiry/update', {
          enquiry_id: posted.enquiry_id,
          quantity: '20 units',
          order_value: 99999,
        })
      ).statusCode,
    ).toBe(200);
    await t.visitor.post('/enquiry/new', validEnquiry('9877700012'));
    const r = await t.visitor.get('/dev/enquiries?mobile=9877700011');
    expect(r.statusCode).toBe(200);
    const stored = r.json();
    expect(stored.enquiries).toEqual([
      expect.objectContaining({
        public_id: posted.enquiry_id,
        service_type: '3rd Party Manufacturing',
        source: 'Website-Molecule',
        mobile: '9877700011',
        listing_slug: null,
        duplicate_of: null,
        verified_at: null,
        verified_by: null,
      }),
    ]);
    expect(stored.requirements).toEqual([
      expect.objectContaining({ enquiry_id: stored.enquiries[0].id, quantity: '20 units', order_value: 99999 }),
    ]);
    expect(stored.customers).toEqual([expect.objectContaining({ mobile: '9877700011', country_code: 'IN' })]);
    expect((await t.visitor.get('/dev/enquiries?mobile=98x')).statusCode).toBe(400);
  });

  it('GET /dev/enquiries does not exist in production', async () => {
    const production = buildApp({
      env: {},
      mail: [],
      db: t.db,
      config: { ...TEST_CONFIG, env: 'production', devOutbox: false },
    });
    await production.ready();
    try {
      const r = await production.inject({ method: 'GET', url: '/dev/enquiries?mobile=9877700011' });
      expect([r.statusCode, r.json()]).toEqual([404, { error: 'Not found' }]);
    } finally {
      await production.close();
    }
  });
});

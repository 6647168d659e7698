import { useApp, validEnquiry, validCallback, Visitor } from '../helpers/app';
import { DATABASES, writableRowCounts } from '../helpers/databases';
import { LISTING, storedEnquiry } from './support';

const UNKNOWN = { error: 'This company listing does not exist' };

// An unknown listing_slug must not be stored as if it named a company.
describe.each(DATABASES)('security: an unknown listing_slug is refused and nothing is stored (%s)', (kind) => {
  const t = useApp(kind);

  it('/enquiry/new', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const before = await writableRowCounts(t.db);
    const r = await visitor.post('/enquiry/new', validEnquiry('9812700001', { listing_slug: 'no-such-company' }), {
      'idempotency-key': 'unknown-listing',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(UNKNOWN);
    expect(await writableRowCounts(t.db)).toEqual(before); // no enquiry, no customer, no idempotency key
    const known = await visitor.post('/enquiry/new', validEnquiry('9812700001', { listing_slug: LISTING }));
    expect(known.statusCode).toBe(200);
    expect(await storedEnquiry(t.db, known.json().enquiry_id)).toMatchObject({ listing_slug: LISTING });
  });

  it('/enquiry/otp/generate', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const before = await writableRowCounts(t.db);
    for (const body of [
      { mobile: '9812700002', country: 'IN', listing_slug: 'no-such-company' },
      { mobile: '501234521', country: 'AE', email: 'x@example.ae', email_otp: true, listing_slug: 'no-such-company' },
    ]) {
      const r = await visitor.post('/enquiry/otp/generate', body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual(UNKNOWN);
    }
    expect(await writableRowCounts(t.db)).toEqual(before); // no code stored, nothing sent
  });

  it('/api/post-quick-enquiry', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const quick = validCallback('9812700004', { name: 'Anita Sharma' });
    const before = await writableRowCounts(t.db);
    const r = await visitor.post(
      '/api/post-quick-enquiry',
      { ...quick, listing_slug: 'no-such-company' },
      { 'idempotency-key': 'quick-unknown-listing' },
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(UNKNOWN);
    expect(await writableRowCounts(t.db)).toEqual(before);
    expect((await visitor.post('/api/post-quick-enquiry', { ...quick, listing_slug: LISTING })).statusCode).toBe(200);
  });

  it('/enquiry/update (step 1 carries the listing too)', async () => {
    const visitor = new Visitor(t.app);
    const { enquiry_id } = (await visitor.post('/enquiry/new', validEnquiry('9812700003'))).json();
    const before = await writableRowCounts(t.db);
    const r = await visitor.post('/enquiry/update', {
      enquiry_id,
      name: 'Asha',
      email: 'asha@example.com',
      address: 'Pune, Maharashtra, India',
      gst_number: 0,
      drug_license: 0,
      listing_slug: 'no-such-company',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(UNKNOWN);
    expect(await writableRowCounts(t.db)).toEqual(before);
    expect((await t.db.query("SELECT name FROM customers WHERE mobile = '9812700003'")).rows[0]).toEqual({
      name: null,
    });
  });
});

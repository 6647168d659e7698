import { useApp, validEnquiry, validCallback } from './helpers/app';
import { DATABASES } from './helpers/databases';
import { requestCode } from './security/support';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DATABASES)('requirement enquiry: /enquiry/new and /enquiry/update (%s)', (kind) => {
  const t = useApp(kind);
  const count = async (table: string) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

  it('stores a step-0 enquiry and answers customerDataComplete, customer_mobile, enquiry_id', async () => {
    const r = await t.visitor.post(
      '/enquiry/new',
      validEnquiry('9811111111', {
        mobile: '098111 11111',
        message: '  Need Cefixime 200 franchise  ',
        required_when: 'Immediately',
        call_time: 'Anytime',
      }),
    );
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toEqual({
      customerDataComplete: false,
      customer_mobile: '9811111111',
      enquiry_id: expect.stringMatching(UUID_V4),
    });
    const row = (await t.db.query('SELECT * FROM enquiries WHERE public_id = $1', [body.enquiry_id])).rows[0];
    expect(row).toMatchObject({
      mobile: '9811111111',
      country_code: 'IN',
      isd_code: '91',
      message: 'Need Cefixime 200 franchise',
      source: 'Website',
      required_when: 'Immediately',
      call_time: 'Anytime',
      verified_at: null,
      closed_at: null,
    });
  });

  it.each([
    [{ service_type: 'Wholesale' }, 'Please select the service you are looking for'],
    [{ mobile: 'call me' }, 'Please enter a valid mobile number'],
    [{ mobile: '5123456789' }, 'Please enter 10 digit valid mobile number'],
    [{ message: '   ' }, 'Please enter your message'],
    [{ message: 'hi there' }, 'Message should be atleast 10 characters long'],
    [
      { country_code: 'AE', isd_code: '971', mobile: '501234567', listing_slug: 'acme-pharma' },
      'Please enter a valid email',
    ],
  ])('refuses %j with "%s" and stores nothing', async (change, message) => {
    const before = await count('enquiries');
    const r = await t.visitor.post('/enquiry/new', validEnquiry('9822222222', change));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: message });
    expect(await count('enquiries')).toBe(before);
  });

  it('two unverified enquiries of one mobile are two enquiries: neither is a duplicate, neither has an outcome', async () => {
    const first = (await t.visitor.post('/enquiry/new', validEnquiry('9833333333'))).json();
    const second = (
      await t.visitor.post(
        '/enquiry/new',
        validEnquiry('9833333333', { message: 'Second message about the same need' }),
      )
    ).json();
    expect(Object.keys(second).sort()).toEqual(['customerDataComplete', 'customer_mobile', 'enquiry_id']);
    expect(second.enquiry_id).not.toBe(first.enquiry_id);
    expect(await count("enquiries WHERE mobile = '9833333333'")).toBe(2);
    // Duplicates are decided among verified enquiries only, when one is routed (the delivery ledger).
    expect(await count("lead_routings r JOIN enquiries e ON e.id = r.enquiry_id WHERE e.mobile = '9833333333'")).toBe(
      0,
    );
  });

  it("step 1 is kept with its enquiry; it becomes the mobile's profile only once that enquiry is verified by SMS", async () => {
    const { enquiry_id } = (await t.visitor.post('/enquiry/new', validEnquiry('9844444444'))).json();
    const customer = {
      enquiry_id,
      name: 'Ravi Kumar',
      email: 'Ravi@Example.com',
      address: 'Mohali, Punjab, India',
      gst_number: 1,
      drug_license: '2',
      firm_name: 'Ravi Medicos',
      experience: '3 - 5 years',
      profession: 'Distributor / Stockist',
    };
    const r = await t.visitor.post('/enquiry/update', customer);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'updated', enquiry_id, customerDataComplete: true });
    const profile = () =>
      t.db.query(
        "SELECT name, email, address, gst_number, drug_license, firm_name FROM customers WHERE mobile = '9844444444'",
      );
    const own = await t.db.query(
      `SELECT c.name, c.email, c.address, c.gst_number, c.drug_license, c.firm_name, c.experience, c.profession
       FROM enquiry_contacts c JOIN enquiries e ON e.id = c.enquiry_id WHERE e.public_id = $1`,
      [enquiry_id],
    );
    expect(own.rows).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        address: 'Mohali, Punjab, India',
        gst_number: 1,
        drug_license: 2,
        firm_name: 'Ravi Medicos',
        experience: '3 - 5 years',
        profession: 'Distributor / Stockist',
      },
    ]);
    const unverified = {
      name: null,
      email: null,
      address: null,
      gst_number: null,
      drug_license: null,
      firm_name: null,
    };
    expect((await profile()).rows).toEqual([unverified]);
    const beforeVerified = await t.visitor.post(
      '/enquiry/new',
      validEnquiry('9844444444', { service_type: '3rd Party Manufacturing' }),
    );
    expect(beforeVerified.json().customerDataComplete).toBe(false);

    const code = await requestCode(t.db, t.visitor, { mobile: '9844444444', country: 'IN' }, '+919844444444');
    expect((await t.visitor.post('/enquiry/otp/validate', { otp: code })).statusCode).toBe(200);
    expect((await profile()).rows[0]).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      address: 'Mohali, Punjab, India',
      gst_number: 1,
      drug_license: 2,
      firm_name: 'Ravi Medicos',
    });
    const again = (
      await t.visitor.post('/enquiry/new', validEnquiry('9844444444', { service_type: '3rd Party Manufacturing' }))
    ).json();
    expect(again.customerDataComplete).toBe(true);
  });

  it('step 1 refuses an unknown enquiry, an address that is no known city, and bad choices', async () => {
    const { enquiry_id } = (await t.visitor.post('/enquiry/new', validEnquiry('9855555555'))).json();
    const customer = {
      enquiry_id,
      name: 'Asha',
      email: 'asha@example.com',
      address: 'Pune, Maharashtra, India',
      gst_number: 0,
      drug_license: 0,
    };
    const unknownId = await t.visitor.post('/enquiry/update', {
      ...customer,
      enquiry_id: '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70',
    });
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json()).toEqual({ error: 'Enquiry not found' });
    expect((await t.visitor.post('/enquiry/update', { ...customer, enquiry_id: 999999 })).json()).toEqual({
      error: 'Invalid enquiry',
    });
    const unknown = await t.visitor.post('/enquiry/update', { ...customer, address: 'Atlantis, Maharashtra, India' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Please choose correct address' });
    expect((await t.visitor.post('/enquiry/update', { ...customer, gst_number: 5 })).json()).toEqual({
      error: 'Please select gst',
    });
    expect((await t.db.query("SELECT name FROM customers WHERE mobile = '9855555555'")).rows[0]).toEqual({
      name: null,
    });
  });

  it('step 2 stores the requirement; PCD needs a picked, known area whatever service_type the body claims', async () => {
    const pcd = (await t.visitor.post('/enquiry/new', validEnquiry('9866666666'))).json();
    const none = await t.visitor.post('/enquiry/update', { enquiry_id: pcd.enquiry_id });
    expect(none.json()).toEqual({ error: 'Please enter a value to submit' });
    const noArea = await t.visitor.post('/enquiry/update', {
      enquiry_id: pcd.enquiry_id,
      medicine_type: ['Tablets'],
      service_type: '3rd Party Manufacturing',
    });
    expect(noArea.json()).toEqual({ error: 'Please enter area of operation' });
    expect(
      (
        await t.visitor.post('/enquiry/update', {
          enquiry_id: pcd.enquiry_id,
          medicine_type: ['Tablets'],
          pcd_area: 'Gotham, Punjab, India',
        })
      ).json(),
    ).toEqual({ error: 'Please choose correct area' });
    const ok = await t.visitor.post('/enquiry/update', {
      enquiry_id: pcd.enquiry_id,
      medicine_type: ['Tablets', 'Capsules'],
      service_for: ['Gynaecology'],
      selling_purpose: 'Retail counter sale',
      investment: 50001,
      pcd_area: 'Ludhiana, Punjab, India',
    });
    expect(ok.json()).toEqual({ status: 'updated', enquiry_id: pcd.enquiry_id, customerDataComplete: false });
    const row = (
      await t.db.query(
        'SELECT medicine_type, service_for, investment, pcd_area FROM enquiry_requirements WHERE enquiry_id = (SELECT id FROM enquiries WHERE public_id = $1)',
        [pcd.enquiry_id],
      )
    ).rows[0];
    expect(row).toEqual({
      medicine_type: ['Tablets', 'Capsules'],
      service_for: ['Gynaecology'],
      investment: 50001,
      pcd_area: 'Ludhiana, Punjab, India',
    });
    const third = (
      await t.visitor.post('/enquiry/new', validEnquiry('9866666667', { service_type: '3rd Party Manufacturing' }))
    ).json();
    const manufacturing = await t.visitor.post('/enquiry/update', {
      enquiry_id: third.enquiry_id,
      quantity: '20 units',
      order_value: '100001',
    });
    expect(manufacturing.statusCode).toBe(200);
    expect(
      (
        await t.db.query(
          'SELECT quantity, order_value FROM enquiry_requirements WHERE enquiry_id = (SELECT id FROM enquiries WHERE public_id = $1)',
          [third.enquiry_id],
        )
      ).rows[0],
    ).toEqual({ quantity: '20 units', order_value: 100001 });
  });

  describe('Idempotency-Key', () => {
    it('answers the first answer again for the same key and body, and creates nothing', async () => {
      const before = await count('enquiries');
      const body = validEnquiry('9877777777');
      const first = await t.visitor.post('/enquiry/new', body, { 'idempotency-key': 'idem-1' });
      const second = await t.visitor.post('/enquiry/new', body, { 'idempotency-key': 'idem-1' });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await count('enquiries')).toBe(before + 1);
    });

    it('answers 422 for the same key with another body', async () => {
      await t.visitor.post('/enquiry/new', validEnquiry('9877777778'), { 'idempotency-key': 'idem-2' });
      const other = await t.visitor.post('/enquiry/new', validEnquiry('9877777779'), { 'idempotency-key': 'idem-2' });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ error: 'Idempotency-Key was already used with a different request' });
    });

    it('keys are per call, refuse malformed keys, and cover /enquiry/update and quick enquiries', async () => {
      const { enquiry_id } = (
        await t.visitor.post('/enquiry/new', validEnquiry('9877777780', { service_type: '3rd Party Manufacturing' }), {
          'idempotency-key': 'shared',
        })
      ).json();
      const update = { enquiry_id, quantity: '50 boxes' };
      const u1 = await t.visitor.post('/enquiry/update', update, { 'idempotency-key': 'shared' });
      expect(u1.statusCode).toBe(200);
      expect((await t.visitor.post('/enquiry/update', update, { 'idempotency-key': 'shared' })).json()).toEqual(
        u1.json(),
      );
      expect(
        (await t.visitor.post('/enquiry/new', validEnquiry(), { 'idempotency-key': 'bad key with spaces' })).json(),
      ).toEqual({ error: 'Invalid Idempotency-Key' });
      const quick = validCallback('9876501234');
      const q1 = (await t.visitor.post('/api/post-quick-enquiry', quick, { 'idempotency-key': 'q-1' })).json();
      const q2 = (await t.visitor.post('/api/post-quick-enquiry', quick, { 'idempotency-key': 'q-1' })).json();
      expect(q2).toEqual(q1);
      expect(
        Number(
          (
            await t.db.query<{ n: string }>(
              "SELECT count(*) AS n FROM quick_enquiries WHERE phone_number = '9876501234'",
            )
          ).rows[0]!.n,
        ),
      ).toBe(1);
    });
  });
});

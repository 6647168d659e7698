import { useApp, validEnquiry, Visitor } from '../helpers/app';
import { DATABASES, writableRowCounts } from '../helpers/databases';
import { codeSentTo, count, storedEnquiry, UUID_V4 } from './support';

// An enquiry belongs to the session that posted it: another session can neither name it nor change it.
describe.each(DATABASES)('security: an enquiry belongs to the session that posted it (%s)', (kind) => {
  const t = useApp(kind);

  const customer = (enquiry_id: unknown) => ({
    enquiry_id,
    name: 'Mallory',
    email: 'm@example.in',
    address: 'Mohali, Punjab, India',
    gst_number: 1,
    drug_license: 1,
  });
  const customerRow = async (mobile: string) =>
    (
      await t.db.query('SELECT name, email, address, gst_number, drug_license FROM customers WHERE mobile = $1', [
        mobile,
      ])
    ).rows[0];

  it('GET /csrf (before the first post) gives the visitor a signed, HttpOnly session cookie, and the enquiry is stored with it', async () => {
    const visitor = new Visitor(t.app);
    const csrf = await visitor.get('/csrf');
    const sid = (csrf.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string }[]).find(
      (c) => c.name === 'sid',
    );
    const r = await visitor.post('/enquiry/new', validEnquiry('9812300001'));
    expect(r.statusCode).toBe(200);
    expect((r.cookies as { name: string }[]).some((c) => c.name === 'sid')).toBe(false);
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(sid!.value).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_+/=-]+$/); // value.signature
    expect((await storedEnquiry(t.db, r.json().enquiry_id))!.session_id).toBe(sid!.value.split('.')[0]);
    // The same visitor keeps its session: a second post sets no new cookie.
    const again = await visitor.post(
      '/enquiry/new',
      validEnquiry('9812300001', { service_type: '3rd Party Manufacturing' }),
    );
    expect((again.cookies as { name: string }[]).some((c) => c.name === 'sid')).toBe(false);
  });

  it('answers only a random public id: not the serial id, and never another enquiry of the same mobile', async () => {
    const victim = new Visitor(t.app);
    const posted = (await victim.post('/enquiry/new', validEnquiry('9812300002'))).json();
    expect(posted.enquiry_id).toMatch(UUID_V4);
    const internalId = (await storedEnquiry(t.db, posted.enquiry_id))!.id;

    const attacker = new Visitor(t.app);
    const probe = await attacker.post(
      '/enquiry/new',
      validEnquiry('9812300002', { message: 'Probing whose enquiry this mobile has' }),
    );
    expect(probe.statusCode).toBe(200);
    expect(Object.keys(probe.json()).sort()).toEqual(['customerDataComplete', 'customer_mobile', 'enquiry_id']);
    expect(probe.body).not.toContain(posted.enquiry_id);
    expect(probe.json().enquiry_id).not.toBe(posted.enquiry_id);
    expect(probe.json().enquiry_id).not.toBe(String(internalId));
    const ids = new Set([
      posted.enquiry_id,
      probe.json().enquiry_id,
      (await attacker.post('/enquiry/new', validEnquiry('9812300003'))).json().enquiry_id,
    ]);
    expect(ids.size).toBe(3);
  });

  it("refuses another session's update with the same 404 as an unknown id, and changes nothing", async () => {
    const victim = new Visitor(t.app);
    const { enquiry_id } = (await victim.post('/enquiry/new', validEnquiry('9812300004'))).json();
    const internalId = (await storedEnquiry(t.db, enquiry_id))!.id;
    const before = await writableRowCounts(t.db);
    const customerBefore = await customerRow('9812300004');

    const attacker = new Visitor(t.app);
    const unknown = await attacker.post('/enquiry/update', customer('5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70'));
    const attacks = [
      await attacker.post('/enquiry/update', customer(enquiry_id)),
      await attacker.post('/enquiry/update', customer(enquiry_id.toUpperCase())),
      await attacker.post('/enquiry/update', {
        enquiry_id,
        quantity: '1 unit',
        medicine_type: ['Tablets'],
        pcd_area: 'Pune, Maharashtra, India',
      }),
      // Without any cookie at all, only the CSRF pair.
      await new Visitor(t.app).post('/enquiry/update', customer(enquiry_id)),
    ];
    for (const r of [unknown, ...attacks]) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'Enquiry not found' });
    }
    // The old serial ids are no ids at all.
    for (const id of [internalId, String(internalId)]) {
      const r = await attacker.post('/enquiry/update', customer(id));
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: 'Invalid enquiry' });
    }
    expect(await customerRow('9812300004')).toEqual(customerBefore);
    expect(await count(t.db, 'enquiry_requirements WHERE enquiry_id = $1', [internalId])).toBe(0);
    expect(await writableRowCounts(t.db)).toEqual(before);

    // Its owner still can (its own details, kept with it until the mobile is verified).
    const own = await victim.post('/enquiry/update', { ...customer(enquiry_id), name: 'Ravi Kumar' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: 'updated', enquiry_id, customerDataComplete: true });
    expect((await t.db.query('SELECT name FROM enquiry_contacts WHERE enquiry_id = $1', [internalId])).rows).toEqual([
      { name: 'Ravi Kumar' },
    ]);
  });

  it("a stranger's own enquiry with the victim's mobile cannot overwrite the victim's verified details", async () => {
    const victim = new Visitor(t.app);
    const { enquiry_id } = (await victim.post('/enquiry/new', validEnquiry('9812300007'))).json();
    expect(
      (await victim.post('/enquiry/update', { ...customer(enquiry_id), name: 'Ravi Kumar', email: 'ravi@example.com' }))
        .statusCode,
    ).toBe(200);
    expect((await victim.post('/enquiry/otp/generate', { mobile: '9812300007', country: 'IN' })).statusCode).toBe(200);
    expect(
      (await victim.post('/enquiry/otp/validate', { otp: await codeSentTo(t.db, '+919812300007') })).statusCode,
    ).toBe(200);
    const onFile = await customerRow('9812300007');
    expect(onFile).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com' });

    // The stranger's step 1 is accepted, and stays with the stranger's own (unverified) enquiry.
    const attacker = new Visitor(t.app);
    const own = (
      await attacker.post(
        '/enquiry/new',
        validEnquiry('9812300007', { message: 'An enquiry of my own with their mobile' }),
      )
    ).json();
    // Nor is the stranger told that the number has a profile on file: only a session that proved it is.
    expect(own.customerDataComplete).toBe(false);
    const r = await attacker.post('/enquiry/update', customer(own.enquiry_id));
    expect([r.statusCode, r.json()]).toEqual([
      200,
      { status: 'updated', enquiry_id: own.enquiry_id, customerDataComplete: true },
    ]);
    expect(await customerRow('9812300007')).toEqual(onFile);

    // A session that verified the mobile by SMS changes them with its own enquiry.
    const owner = new Visitor(t.app);
    expect((await owner.post('/enquiry/otp/generate', { mobile: '9812300007', country: 'IN' })).statusCode).toBe(200);
    expect(
      (await owner.post('/enquiry/otp/validate', { otp: await codeSentTo(t.db, '+919812300007') })).statusCode,
    ).toBe(200);
    const mine = (
      await owner.post('/enquiry/new', validEnquiry('9812300007', { service_type: '3rd Party Manufacturing' }))
    ).json();
    expect(
      (
        await owner.post('/enquiry/update', {
          ...customer(mine.enquiry_id),
          name: 'Ravi K',
          email: 'ravi.k@example.com',
        })
      ).statusCode,
    ).toBe(200);
    expect(await customerRow('9812300007')).toMatchObject({ name: 'Ravi K', email: 'ravi.k@example.com' });
  });

  it("a valid code in another session never verifies the victim's enquiry", async () => {
    const victim = new Visitor(t.app);
    const { enquiry_id } = (await victim.post('/enquiry/new', validEnquiry('9812300005'))).json();
    // The attacker gets a valid code for that mobile (say it reads the phone) and validates it in its own session.
    const attacker = new Visitor(t.app);
    expect((await attacker.post('/enquiry/otp/generate', { mobile: '9812300005', country: 'IN' })).statusCode).toBe(
      200,
    );
    const code = await codeSentTo(t.db, '+919812300005');
    const validated = await attacker.post('/enquiry/otp/validate', { otp: code });
    expect(validated.json()).toMatchObject({ status: 'verified' });
    expect(await storedEnquiry(t.db, enquiry_id)).toMatchObject({ verified_at: null, verified_by: null });
    // And a code the victim's session asked for cannot be validated by another session (one code per number here).
    const second = (await victim.post('/enquiry/new', validEnquiry('9812300006'))).json();
    expect((await victim.post('/enquiry/otp/generate', { mobile: '9812300006', country: 'IN' })).statusCode).toBe(200);
    const victimCode = await codeSentTo(t.db, '+919812300006');
    expect((await new Visitor(t.app).post('/enquiry/otp/validate', { otp: victimCode })).json()).toEqual({
      error: 'Please request an OTP first',
    });
    expect(await storedEnquiry(t.db, second.enquiry_id)).toMatchObject({ verified_at: null });
    expect(await count(t.db, 'verified_mobiles WHERE mobile = $1', ['9812300006'])).toBe(0);
  });
});

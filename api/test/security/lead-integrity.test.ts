import { useApp, validEnquiry, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { internalEnquiryId } from '../seller-leads/internal-id';
import { Buyer, companiesOf, outcomesOf, PUNJAB_PCD, twoCompanies } from './buyer-steps';

// A buyer's verified requirement reaches the right sellers, and only verified data decides anything tied to a mobile.
// Each attack or lost-lead case is made here through the real api and database.
describe.each(DATABASES)('lead integrity: only verified data decides (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  const buyer = (mobile: string, visitor = new Visitor(t.app)) => new Buyer(t.db, visitor, mobile);
  const profile = async (mobile: string) =>
    (await t.db.query('SELECT name, email, address FROM customers WHERE mobile = $1', [mobile])).rows[0];

  it('a buyer who left after step 1 and returns in a new session: the verified enquiry is routed, not a duplicate of the abandoned one', async () => {
    const first = buyer('9821000001');
    const abandoned = await first.post();
    await first.contact(abandoned.enquiry_id);

    const returning = buyer('9821000001');
    const { id, answer } = await returning.general();
    const sellers = await companiesOf(t.db, id);
    expect(sellers).toHaveLength(10);
    expect(await outcomesOf(t.db, id)).toMatchObject([
      { outcome: 'routed', companies: 10, duplicate_of: null, reason: null, state: 'Punjab' },
    ]);
    expect(answer.delivery).toEqual({ status: 'routed', sellers: 10 });
    // The abandoned one was never verified: it has no outcome and reached nobody.
    const abandonedId = await internalEnquiryId(t.db, abandoned.enquiry_id);
    expect([await outcomesOf(t.db, abandonedId), await companiesOf(t.db, abandonedId)]).toEqual([[], []]);
  });

  it('one buyer enquiring on two company pages the same day: each company gets its own lead', async () => {
    const [a, b] = await twoCompanies(t.db);
    const visitor = new Visitor(t.app);
    const onA = await buyer('9821000002', visitor).onCompanyPage(a!.slug);
    // The session proved the mobile on the first page: the second page's code request needs no code (none is sent).
    const codes = () => t.db.query("SELECT 1 FROM otps WHERE mobile = '9821000002'");
    const sentBefore = (await codes()).rows.length;
    const asked = await visitor.post('/enquiry/otp/generate', {
      mobile: '9821000002',
      country: 'IN',
      listing_slug: b!.slug,
    });
    expect([asked.statusCode, asked.json()]).toEqual([200, { status: 'verified' }]);
    expect((await codes()).rows.length).toBe(sentBefore);
    const onB = await buyer('9821000002', visitor).onCompanyPage(b!.slug, PUNJAB_PCD, { verify: false });
    expect(await companiesOf(t.db, onA.id)).toEqual([a!.id]);
    expect(await companiesOf(t.db, onB.id)).toEqual([b!.id]);
    expect(onA.answer.delivery).toEqual({ status: 'routed', sellers: 1, company: a!.name });
    expect(onB.answer.delivery).toEqual({ status: 'routed', sellers: 1, company: b!.name });
    const sms = await t.db.query<{ body: string }>(
      `SELECT body FROM notification_outbox WHERE to_address = '+919821000002' ORDER BY id`,
    );
    expect(sms.rows.map((r) => r.body.replace(/close\?r=\S+/, 'close?r=…'))).toEqual([
      `PharmaSetu: your requirement for PCD Pharma Franchise was sent to 1 seller, ${a!.name}. Close it when you are done: http://localhost:4001/enquiry/close?r=…`,
      `PharmaSetu: your requirement for PCD Pharma Franchise was sent to 1 seller, ${b!.name}. Close it when you are done: http://localhost:4001/enquiry/close?r=…`,
    ]);
  });

  it('the same verified requirement twice: the second is a duplicate of the first, said plainly, and no seller gets it twice', async () => {
    const [a] = await twoCompanies(t.db);
    const first = await buyer('9821000003').general();
    const again = await buyer('9821000003').general();
    expect(await outcomesOf(t.db, again.id)).toEqual([
      { outcome: 'duplicate', companies: 0, duplicate_of: first.id, reason: null, scope: null, state: 'Punjab' },
    ]);
    expect(await companiesOf(t.db, again.id)).toEqual([]);
    const { rows } = await t.db.query<{ routed_at: Date }>(
      'SELECT routed_at FROM lead_routings WHERE enquiry_id = $1',
      [first.id],
    );
    expect(again.answer.delivery).toEqual({
      status: 'duplicate',
      since: rows[0]!.routed_at.toISOString(),
      sellers: 10,
      companies: [],
    });
    // A company page's enquiry is not a duplicate of the general one, and a second one on that page names the company.
    const visitor = new Visitor(t.app);
    const onA = await buyer('9821000003', visitor).onCompanyPage(a!.slug);
    expect(onA.answer.delivery).toMatchObject({ status: 'routed', company: a!.name });
    const onAagain = await buyer('9821000003', visitor).onCompanyPage(a!.slug, PUNJAB_PCD, { verify: false });
    expect(onAagain.answer.delivery).toMatchObject({ status: 'duplicate', sellers: 1, companies: [a!.name] });
    expect(await companiesOf(t.db, onAagain.id)).toEqual([]);
  });

  it("an unverified profile overwrite changes nothing: the owner's verified enquiry is routed by the owner's place and carries the owner's name", async () => {
    // The attacker: step 0 for the victim's mobile, then step 1 with their own details. No OTP.
    const attacker = buyer('9821000004');
    const planted = await attacker.post();
    const step1 = await attacker.contact(planted.enquiry_id, {
      name: 'Mallory Attacker',
      email: 'mallory@example.com',
      address: 'Chennai, Tamil Nadu, India',
    });
    expect(step1).toEqual({ status: 'updated', enquiry_id: planted.enquiry_id, customerDataComplete: true });
    expect(await profile('9821000004')).toEqual({ name: null, email: null, address: null });

    // The owner, in their own session, is asked for their details (nothing on file), verifies and is routed by them.
    const owner = buyer('9821000004');
    const posted = await owner.post({ service_type: '3rd Party Manufacturing' });
    expect(posted.customerDataComplete).toBe(false);
    await owner.contact(posted.enquiry_id, { name: 'Gurpreet Sandhu', address: 'Mohali, Punjab, India' });
    await owner.requirement(posted.enquiry_id, { quantity: '20 units' });
    await owner.verify();
    const id = await internalEnquiryId(t.db, posted.enquiry_id);
    expect(await outcomesOf(t.db, id)).toMatchObject([{ outcome: 'routed', state: 'Punjab' }]);
    expect(await profile('9821000004')).toEqual({
      name: 'Gurpreet Sandhu',
      email: 'owner9821000004@example.com',
      address: 'Mohali, Punjab, India',
    });
    const seller = await t.db.query<{ name: string }>(
      'SELECT c.name FROM seller_leads l JOIN enquiry_contacts c ON c.enquiry_id = l.enquiry_id WHERE l.enquiry_id = $1 LIMIT 1',
      [id],
    );
    expect(seller.rows).toEqual([{ name: 'Gurpreet Sandhu' }]);
    // The attacker's details stayed with the attacker's own, unverified, enquiry.
    const own = await t.db.query('SELECT name FROM enquiry_contacts WHERE enquiry_id = $1', [
      await internalEnquiryId(t.db, planted.enquiry_id),
    ]);
    expect(own.rows).toEqual([{ name: 'Mallory Attacker' }]);
  });

  it('a verified profile is not changed by a later unverified step 1, nor told to a session that has not proved the number', async () => {
    await buyer('9821000005').general(PUNJAB_PCD, { name: 'Harpreet Kaur' });
    // A stranger's session learns nothing from step 0: whether this number has bought here is not public.
    const attacker = buyer('9821000005');
    const planted = await attacker.post();
    expect(planted.customerDataComplete).toBe(false);
    await attacker.contact(planted.enquiry_id, { name: 'Mallory Attacker', address: 'Chennai, Tamil Nadu, India' });
    expect(await profile('9821000005')).toMatchObject({ name: 'Harpreet Kaur', address: 'Mohali, Punjab, India' });

    // The owner, back the next day, is told once its session proved the number (a code asked first, as on a company
    // page): no step 1, routed by the verified profile.
    const owner = buyer('9821000005');
    await owner.verify();
    const posted = await owner.post({ service_type: '3rd Party Manufacturing' });
    expect(posted.customerDataComplete).toBe(true);
    await owner.requirement(posted.enquiry_id, { quantity: '50 units' });
    const id = await internalEnquiryId(t.db, posted.enquiry_id);
    expect(await outcomesOf(t.db, id)).toMatchObject([{ outcome: 'routed', state: 'Punjab' }]);
    expect((await t.db.query('SELECT name FROM enquiry_contacts WHERE enquiry_id = $1', [id])).rows).toEqual([
      { name: 'Harpreet Kaur' },
    ]);
  });
});

describe.each(DATABASES)('lead integrity: the per-mobile limit (%s)', (kind) => {
  const t = useApp(kind, { config: { rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: 3 } } });

  it("planted unverified enquiries from other sessions do not count against the owner's posts", async () => {
    for (let i = 0; i < 3; i++) {
      const stranger = new Visitor(t.app);
      expect((await stranger.post('/enquiry/new', validEnquiry('9821000006'))).statusCode).toBe(200);
    }
    const owner = new Buyer(t.db, new Visitor(t.app), '9821000006');
    const { id } = await owner.general();
    expect(await outcomesOf(t.db, id)).toMatchObject([{ outcome: 'routed' }]);
    // The owner's own session still has its limit (its posts and the verified ones count).
    for (let i = 0; i < 2; i++)
      expect((await owner.visitor.post('/enquiry/new', validEnquiry('9821000006'))).statusCode).toBe(200);
    const over = await owner.visitor.post('/enquiry/new', validEnquiry('9821000006'));
    expect([over.statusCode, over.json()]).toEqual([
      429,
      { error: 'Too many requests for this mobile number. Please try again later.' },
    ]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);
  });
});

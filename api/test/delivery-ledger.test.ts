import { DeliveryLedgerRepository } from '../src/repositories/delivery-ledger';
import { useApp, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';
import { internalEnquiryId } from './seller-leads/internal-id';
import { Buyer, companiesOf, outcomesOf, PUNJAB_PCD } from './security/buyer-steps';

const OPERATOR_TOKEN = 'operator-token-0123456789';

// Every verified requirement ends in exactly one recorded outcome: routed to N companies, a duplicate, or not routable
// with a reason. Operators see the not-routable ones; /health counts them; free members get their turn.
describe.each(DATABASES)('the delivery ledger (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4, config: { operatorToken: OPERATOR_TOKEN } });
  const buyer = (mobile: string) => new Buyer(t.db, new Visitor(t.app), mobile);
  const ops = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/ops/delivery-ledger', headers: authorization ? { authorization } : {} });

  it('no company in the place or the states next to it: not routable, told to the buyer, counted in /health, listed for operators', async () => {
    const before = (await t.app.inject('/health')).json().leads.not_routable_7d as number;
    const { id, publicId, answer } = await buyer('9823000001').general({
      medicine_type: ['Tablets'],
      pcd_area: 'Dubai, Dubayy, United Arab Emirates',
    });
    expect(await outcomesOf(t.db, id)).toEqual([
      { outcome: 'not_routable', companies: 0, duplicate_of: null, reason: 'no-match', scope: null, state: 'Dubayy' },
    ]);
    expect(answer.delivery).toEqual({ status: 'not_routable', reason: 'no-match', state: 'Dubayy' });
    const sms = await t.db.query<{ body: string }>(
      `SELECT body FROM notification_outbox WHERE to_address = '+919823000001'`,
    );
    expect(sms.rows).toEqual([
      {
        body: 'PharmaSetu: no seller matches your requirement for PCD Pharma Franchise in Dubayy yet. Our team has it and will look for sellers for you.',
      },
    ]);
    const health = await t.app.inject('/health');
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok', leads: { not_routable_7d: before + 1 } });

    const listed = await ops(`Bearer ${OPERATOR_TOKEN}`);
    expect([listed.statusCode, listed.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(listed.json().not_routable).toContainEqual({
      enquiry_id: publicId,
      recorded_at: expect.any(String),
      reason: 'no-match',
      service_type: 'PCD Pharma Franchise',
      state: 'Dubayy',
      listing_slug: null,
      message: 'Looking for a PCD franchise for paracetamol and cefixime',
      buyer_name: 'Gurpreet Sandhu',
      buyer_phone: '+919823000001',
      buyer_email: 'owner9823000001@example.com',
    });
  });

  it('the operator view is refused without the token, with a wrong one, and does not exist without one configured', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      OPERATOR_TOKEN,
      `Basic ${OPERATOR_TOKEN}`,
    ]) {
      const r = await ops(authorization);
      expect([authorization, r.statusCode, r.json()]).toEqual([
        authorization,
        401,
        { error: 'An operator token is required' },
      ]);
    }
  });

  it('a place with no company widens to the neighbouring states (Mizoram → Assam, Manipur, Tripura)', async () => {
    const { id } = await buyer('9823000002').general({
      medicine_type: ['Tablets'],
      pcd_area: 'Aizawl, Mizoram, India',
    });
    expect(await outcomesOf(t.db, id)).toMatchObject([{ outcome: 'routed', scope: 'nearby', state: 'Mizoram' }]);
    const { rows } = await t.db.query<{ near: boolean }>(
      `SELECT (c.state = ANY ($2::text[]) OR p.states && $2::text[]) AS near FROM seller_leads l JOIN companies c ON c.id = l.company_id
       JOIN company_lead_preferences p ON p.company_id = c.id WHERE l.enquiry_id = $1`,
      [id, ['Assam', 'Manipur', 'Tripura']],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.near)).toBe(true);
  });

  it('an enquiry verified after the routing window expired: one outcome, expired, and the buyer is told', async () => {
    const b = buyer('9823000003');
    const posted = await b.post({ service_type: '3rd Party Manufacturing' });
    await b.contact(posted.enquiry_id);
    await b.requirement(posted.enquiry_id, { quantity: '20 units' });
    await t.db.query(`UPDATE enquiries SET created_at = now() - interval '3 days 1 minute' WHERE public_id = $1`, [
      posted.enquiry_id,
    ]);
    await b.verify();
    const answer = await b.requirement(posted.enquiry_id, { quantity: '20 units' });
    expect(answer.delivery).toEqual({ status: 'not_routable', reason: 'expired', state: 'Punjab' });
    const id = await internalEnquiryId(t.db, posted.enquiry_id);
    expect(await outcomesOf(t.db, id)).toMatchObject([{ outcome: 'not_routable', reason: 'expired' }]);
    expect(await companiesOf(t.db, id)).toEqual([]);
  });

  it('rotation: a new matching free member gets the next matching lead, and the next lead goes to others than the last ten', async () => {
    // Every seeded company was served a lead yesterday; a new free member in Ludhiana (Punjab) joins today.
    const served = await buyer('9823000004').general({
      medicine_type: ['Capsules'],
      pcd_area: 'Pune, Maharashtra, India',
    });
    await t.db.query(
      `INSERT INTO seller_leads (enquiry_id, company_id, routed_at) SELECT $1, id, now() - interval '1 day' FROM companies
       ON CONFLICT DO NOTHING`,
      [served.id],
    );
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, city, state, rank) VALUES ('Newcomer Remedies', 'newcomer-remedies', 'Ludhiana', 'Punjab', 0)
       RETURNING id`,
    );
    const newcomer = Number(rows[0]!.id);
    await t.db.query('INSERT INTO company_packages (company_id, package_id) VALUES ($1, 5)', [newcomer]);
    await t.db.query(
      `INSERT INTO company_lead_preferences (company_id, service_types, states) VALUES ($1, '{PCD Pharma Franchise}', '{Punjab}')`,
      [newcomer],
    );
    await t.db.query(
      `INSERT INTO seller_accounts (company_id, country_code, isd_code, mobile, email, name) VALUES ($1, 'IN', '91', '9700999999', 'newcomer@example.com', 'Newcomer')`,
      [newcomer],
    );

    const next = await buyer('9823000005').general(PUNJAB_PCD);
    const first = await companiesOf(t.db, next.id);
    expect(first).toContain(newcomer);
    expect(first).toHaveLength(10);
    const after = await buyer('9823000006').general(PUNJAB_PCD);
    const second = await companiesOf(t.db, after.id);
    expect(second).toHaveLength(10);
    expect(second.filter((c) => first.includes(c))).toEqual([]);
  });

  it('an unlisted company is routed no lead: not on its own page, not in a general requirement', async () => {
    const { rows } = await t.db.query<{ id: number; slug: string; name: string }>(
      `UPDATE companies SET listed = false WHERE id = (SELECT id FROM companies ORDER BY id DESC LIMIT 1) RETURNING id, slug, name`,
    );
    const hidden = rows[0]!;
    const onPage = await buyer('9823000007')
      .post({ listing_slug: hidden.slug })
      .catch((e: Error) => e.message);
    expect(onPage).toBe('/enquiry/new answered 400: {"error":"This company listing does not exist"}');
    const leads = await t.db.query('SELECT 1 FROM seller_leads WHERE company_id = $1', [hidden.id]);
    const routedBefore = leads.rows.length;
    for (const mobile of ['9823000008', '9823000009']) await buyer(mobile).general(PUNJAB_PCD);
    expect((await t.db.query('SELECT 1 FROM seller_leads WHERE company_id = $1', [hidden.id])).rows).toHaveLength(
      routedBefore,
    );
    await t.db.query('UPDATE companies SET listed = true WHERE id = $1', [hidden.id]);
  });

  it('every verified enquiry of this file has exactly one outcome, none pending', async () => {
    const counts = await new DeliveryLedgerRepository(t.db).counts();
    expect(counts).toMatchObject({ without_outcome: 0, more_than_one: 0, pending: 0 });
    const notRoutable = Object.values(counts.not_routable).reduce((a, b) => a + b, 0);
    expect(counts.routed + counts.duplicate + notRoutable).toBe(counts.verified);
    const ledger = await ops(`Bearer ${OPERATOR_TOKEN}`);
    expect(ledger.json().counts).toEqual(counts);
  });
});

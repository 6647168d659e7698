import { routeLead } from '../src/seller-leads/routing';
import { TEST_LEAD_SETTINGS, useApp, validEnquiry, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';
import { verifiedRequirement } from './seller-leads/buyer-flow';
import { internalEnquiryId } from './seller-leads/internal-id';

describe.each(DATABASES)('lead routing when the OTP is validated (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  const leadsOf = async (enquiryId: number) =>
    (
      await t.db.query<{
        company_id: number;
        status: string;
        service_types: string[];
        states: string[];
        state: string;
        categories: string[];
        medicine_types: string[];
      }>(
        `SELECT l.company_id, l.status, p.service_types, p.states, c.state, p.categories, p.medicine_types FROM seller_leads l
       JOIN companies c ON c.id = l.company_id JOIN company_lead_preferences p ON p.company_id = l.company_id WHERE l.enquiry_id = $1`,
        [enquiryId],
      )
    ).rows;

  it('every seeded company has a package, preferences and a seller account', async () => {
    const { rows } = await t.db.query<{
      companies: number;
      packages: number;
      prefs: number;
      accounts: number;
      free: number;
    }>(
      `SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM company_packages) AS packages,
        (SELECT count(*)::int FROM company_lead_preferences) AS prefs, (SELECT count(DISTINCT company_id)::int FROM seller_accounts) AS accounts,
        (SELECT weekly_lead_quota FROM packages WHERE id = 5) AS free`,
    );
    expect(rows[0]).toEqual({ companies: 1200, packages: 1200, prefs: 1200, accounts: 1200, free: 3 });
  });

  it('a general PCD requirement in Punjab goes to at most 10 matching companies, each with an e-mail and an SMS in the outbox', async () => {
    const { enquiryId, validated } = await verifiedRequirement(t.app, '9812300001');
    expect(validated).toEqual({ statusCode: 200, body: { status: 'verified', mobile: '9812300001', country: 'IN' } });
    const leads = await leadsOf(enquiryId);
    expect(leads.length).toBe(10);
    for (const lead of leads) {
      expect(lead.status).toBe('new');
      expect(lead.service_types).toContain('PCD Pharma Franchise');
      expect(lead.states.includes('Punjab') || lead.state === 'Punjab').toBe(true);
      const anyKind = lead.categories.length + lead.medicine_types.length === 0;
      expect(anyKind || lead.categories.includes('Gynaecology') || lead.medicine_types.includes('Tablets')).toBe(true);
    }
    const outbox = (
      await t.db.query<{ channel: string; to_address: string; body: string; lead_id: number; company_id: number }>(
        `SELECT o.channel, o.to_address, o.body, o.lead_id, l.company_id FROM notification_outbox o JOIN seller_leads l ON l.id = o.lead_id WHERE l.enquiry_id = $1`,
        [enquiryId],
      )
    ).rows;
    expect(outbox.filter((o) => o.channel === 'email').length).toBe(10);
    expect(outbox.filter((o) => o.channel === 'sms').length).toBe(10);
    expect(outbox.every((o) => !o.body.includes('9812300001'))).toBe(true); // the buyer's mobile stays behind the sign-in
  });

  it('GET /dev/enquiries?mobile= names the companies a verified requirement went to, with the mobile each signs in with', async () => {
    const { visitor, enquiryId } = await verifiedRequirement(t.app, '9812300009');
    const routed = await t.db.query<{ company_id: number; mobile: string; email: string }>(
      `SELECT l.company_id, a.mobile, a.email FROM seller_leads l JOIN seller_accounts a ON a.company_id = l.company_id WHERE l.enquiry_id = $1 ORDER BY l.id`,
      [enquiryId],
    );
    const { leads } = (await visitor.get('/dev/enquiries?mobile=9812300009')).json() as {
      leads: { enquiry_id: number; company_id: number; seller_mobile: string; seller_email: string; status: string }[];
    };
    expect(leads).toHaveLength(10);
    expect(
      leads.map((l) => [Number(l.enquiry_id), Number(l.company_id), l.seller_mobile, l.seller_email, l.status]),
    ).toEqual(routed.rows.map((r) => [enquiryId, Number(r.company_id), r.mobile, r.email, 'new']));
  });

  it('favours companies with weekly quota left and matching stated preferences', async () => {
    // Use up the quota of the companies that got the previous lead: the next identical lead prefers others.
    const first = await verifiedRequirement(t.app, '9812300002');
    const firstCompanies = (await leadsOf(first.enquiryId)).map((l) => l.company_id);
    await t.db.query(
      `INSERT INTO seller_leads (enquiry_id, company_id) SELECT $1, c FROM unnest($2::int[]) c, generate_series(1, 1) ON CONFLICT DO NOTHING`,
      [first.enquiryId, firstCompanies],
    );
    await t.db.query(`UPDATE packages SET weekly_lead_quota = 1`);
    const second = await verifiedRequirement(t.app, '9812300003');
    const secondCompanies = (await leadsOf(second.enquiryId)).map((l) => l.company_id);
    await t.db.query(
      `UPDATE packages p SET weekly_lead_quota = q FROM (VALUES (5, 3), (1, 5), (2, 12), (3, 30), (4, 75)) AS v(id, q) WHERE p.id = v.id`,
    );
    expect(secondCompanies.length).toBe(10);
    expect(secondCompanies.filter((c) => firstCompanies.includes(c))).toEqual([]);
    const stated = (await leadsOf(second.enquiryId)).filter(
      (l) =>
        l.states.includes('Punjab') && (l.categories.includes('Gynaecology') || l.medicine_types.includes('Tablets')),
    );
    expect(stated.length).toBeGreaterThan(0);
  });

  it('a company-listing enquiry posted after its OTP goes to that company only', async () => {
    const visitor = new Visitor(t.app);
    await visitor.post('/enquiry/otp/generate', { mobile: '9812300004', country: 'IN' });
    const otp = (await visitor.get('/dev/outbox?to=9812300004')).json().messages[0].otp;
    expect((await visitor.post('/enquiry/otp/validate', { otp })).statusCode).toBe(200);
    const company = (
      await t.db.query<{ id: number; slug: string }>('SELECT id, slug FROM companies ORDER BY id DESC LIMIT 1')
    ).rows[0]!;
    const { enquiry_id } = (
      await visitor.post('/enquiry/new', validEnquiry('9812300004', { listing_slug: company.slug }))
    ).json();
    // It waits for the buyer's step 2, which routes it at once.
    expect(await leadsOf(await internalEnquiryId(t.db, enquiry_id))).toEqual([]);
    const step2 = await visitor.post('/enquiry/update', {
      enquiry_id,
      medicine_type: ['Tablets'],
      pcd_area: 'Pune, Maharashtra, India',
    });
    expect(step2.json().delivery).toEqual({ status: 'routed', sellers: 1, company: expect.any(String) });
    expect((await leadsOf(await internalEnquiryId(t.db, enquiry_id))).map((l) => l.company_id)).toEqual([company.id]);
  });

  it('an enquiry verified more than 3 days after it was posted is not routed; none is routed twice', async () => {
    const old = await verifiedRequirement(t.app, '9812300005', undefined, {
      beforeOtp: async (id) =>
        void (await t.db.query(`UPDATE enquiries SET created_at = now() - interval '3 days 1 minute' WHERE id = $1`, [
          id,
        ])),
    });
    expect(old.validated.statusCode).toBe(200);
    expect(await leadsOf(old.enquiryId)).toEqual([]);
    const fresh = await verifiedRequirement(t.app, '9812300006');
    const before = await t.db.query('SELECT count(*)::int AS n FROM notification_outbox');
    const again = await t.db.transaction((tx) => routeLead(tx, fresh.enquiryId, TEST_LEAD_SETTINGS));
    expect(again).toEqual({ enquiryId: fresh.enquiryId, companies: [], reason: 'already routed' });
    expect(
      (await t.db.query('SELECT outcome, reason FROM lead_routings WHERE enquiry_id = $1', [old.enquiryId])).rows,
    ).toEqual([{ outcome: 'not_routable', reason: 'expired' }]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM notification_outbox')).rows).toEqual(before.rows);
  });

  it('an unverified enquiry is not routed', async () => {
    const visitor = new Visitor(t.app);
    const { enquiry_id } = (await visitor.post('/enquiry/new', validEnquiry('9812300007'))).json();
    const id = await internalEnquiryId(t.db, enquiry_id);
    expect(await t.db.transaction((tx) => routeLead(tx, id, TEST_LEAD_SETTINGS))).toEqual({
      enquiryId: id,
      companies: [],
      reason: 'not verified',
    });
    expect(await leadsOf(id)).toEqual([]);
  });
});

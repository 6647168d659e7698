import { HOT_LEAD_HOURS, SELLER_MESSAGES } from '@pharmasetu/shared-contracts';
import { useApp } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { verifiedRequirement } from '../seller-leads/buyer-flow';
import { signInSeller } from '../seller-leads/seller-sign-in';

interface Row {
  id: number;
  hot: boolean;
}

describe.each(DATABASES)('hot leads: what the buyer said and when, decided by the api (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  let company: number;
  let mobile: string;
  let otherMobile: string;
  /** The company's lead of each buyer: needs it now (hot), just exploring (cold), soon but routed long ago (cold). */
  const lead = { now: 0, exploring: 0, aged: 0 };

  beforeAll(async () => {
    // Each buyer asks on the company's own page, so the three leads are that company's whatever the rotation.
    const { rows } = await t.db.query<{ id: number; slug: string }>(
      `SELECT c.id, c.slug FROM companies c JOIN seller_accounts a ON a.company_id = c.id
       WHERE c.id NOT IN (SELECT company_id FROM seller_leads) ORDER BY c.id LIMIT 1`,
    );
    company = Number(rows[0]!.id);
    const ask = async (buyer: string, required_when: string) =>
      (await verifiedRequirement(t.app, buyer, undefined, { enquiry: { required_when, listing_slug: rows[0]!.slug } }))
        .enquiryId;
    const enquiries = {
      now: await ask('9812600011', 'Immediately'),
      exploring: await ask('9812600012', 'Just exploring'),
      aged: await ask('9812600013', 'Within 15 days'),
    };
    for (const key of Object.keys(enquiries) as (keyof typeof enquiries)[]) {
      const found = await t.db.query<{ id: number }>(
        'SELECT id FROM seller_leads WHERE company_id = $1 AND enquiry_id = $2',
        [company, enquiries[key]],
      );
      lead[key] = Number(found.rows[0]!.id);
    }
    await t.db.query(
      `UPDATE seller_leads SET routed_at = now() - interval '${HOT_LEAD_HOURS + 1} hours' WHERE id = $1`,
      [lead.aged],
    );
    const mobileOf = async (sql: string) => (await t.db.query<{ mobile: string }>(sql, [company])).rows[0]!.mobile;
    mobile = await mobileOf('SELECT mobile FROM seller_accounts WHERE company_id = $1');
    otherMobile = await mobileOf(
      'SELECT mobile FROM seller_accounts WHERE company_id <> $1 AND company_id NOT IN (SELECT company_id FROM seller_leads) ORDER BY id LIMIT 1',
    );
  });

  const ours = (rows: Row[]) => rows.filter((r) => Object.values(lead).includes(r.id));

  it('marks only the recent buyer who needs it now as hot, lists hot only or hot first, and says so on the lead page', async () => {
    const seller = await signInSeller(t.app, mobile);
    const all: Row[] = (await seller.get('/seller/leads?offset=0')).json().leads;
    expect(ours(all).map((r) => [r.id, r.hot])).toEqual([
      [lead.exploring, false],
      [lead.now, true],
      [lead.aged, false],
    ]);
    const only: Row[] = (await seller.get('/seller/leads?offset=0&hot=only')).json().leads;
    expect(only.map((r) => r.id)).toEqual([lead.now]);
    const first: Row[] = (await seller.get('/seller/leads?offset=0&hot=first')).json().leads;
    expect(ours(first).map((r) => r.id)).toEqual([lead.now, lead.exploring, lead.aged]);
    // Hot first still pages: one lead a page, the hot one on the first.
    expect((await seller.get('/seller/leads?offset=0&limit=1&hot=first')).json().leads[0].id).toBe(lead.now);
    // The other filters still apply with it.
    expect((await seller.get('/seller/leads?offset=0&hot=only&status=quoted')).json().leads).toEqual([]);
    expect((await seller.get(`/seller/leads/${lead.now}`)).json()).toMatchObject({
      hot: true,
      required_when: 'Immediately',
    });
    expect((await seller.get(`/seller/leads/${lead.aged}`)).json()).toMatchObject({
      hot: false,
      required_when: 'Within 15 days',
    });
  });

  it('refuses any other hot value with a clear 400, and another company sees none of these leads hot or not', async () => {
    const seller = await signInSeller(t.app, mobile);
    for (const hot of ['yes', 'ONLY', "only' OR true --", 'x'.repeat(500), '']) {
      const r = await seller.get(`/seller/leads?offset=0&hot=${encodeURIComponent(hot)}`);
      expect([r.statusCode, r.json()]).toEqual([400, { error: SELLER_MESSAGES.hot }]);
    }
    expect((await seller.get(`/seller/leads?offset=0&hot=${'x'.repeat(5000)}`)).statusCode).toBe(414);
    expect((await seller.get('/seller/leads.csv?offset=0&hot=everything')).statusCode).toBe(400);
    const other = await signInSeller(t.app, otherMobile);
    for (const hot of ['only', 'first']) {
      const leads: Row[] = (await other.get(`/seller/leads?offset=0&hot=${hot}`)).json().leads;
      expect(ours(leads)).toEqual([]);
    }
    expect((await other.get(`/seller/leads/${lead.now}`)).statusCode).toBe(404);
  });
});

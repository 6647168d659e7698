import { LEAD_NOTE_MAX } from '@pharmasetu/shared-contracts';
import { LEAD_EDITS_PER_MINUTE } from '../../src/routes/seller-leads';
import { useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { verifiedRequirement } from '../seller-leads/buyer-flow';
import { signInSeller } from '../seller-leads/seller-sign-in';

/** A calendar date `days` from today (UTC), as YYYY-MM-DD. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe.each(DATABASES)('sellers act on their leads: status, note, follow-up, contact, quota (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  let leadId: number;
  let routedCompany: number;
  let routedMobile: string;
  let otherMobile: string;
  const row = async () =>
    (
      await t.db.query(
        'SELECT status, not_relevant_reason, note, follow_up_on::text AS follow_up_on FROM seller_leads WHERE id = $1',
        [leadId],
      )
    ).rows[0];
  const events = async () =>
    (await t.db.query('SELECT kind, detail FROM seller_lead_events WHERE lead_id = $1 ORDER BY id', [leadId])).rows;

  beforeAll(async () => {
    const buyer = await verifiedRequirement(t.app, '9812500041');
    const lead = (
      await t.db.query<{ id: number; company_id: number }>(
        'SELECT id, company_id FROM seller_leads WHERE enquiry_id = $1 ORDER BY id LIMIT 1',
        [buyer.enquiryId],
      )
    ).rows[0]!;
    leadId = Number(lead.id);
    routedCompany = Number(lead.company_id);
    const mobileOf = async (sql: string) =>
      (await t.db.query<{ mobile: string }>(sql, [routedCompany])).rows[0]!.mobile;
    routedMobile = await mobileOf('SELECT mobile FROM seller_accounts WHERE company_id = $1');
    otherMobile = await mobileOf(
      'SELECT mobile FROM seller_accounts WHERE company_id <> $1 AND company_id NOT IN (SELECT company_id FROM seller_leads) ORDER BY id LIMIT 1',
    );
  });
  beforeEach(
    async () =>
      void (await t.db.query('DELETE FROM otps WHERE mobile = ANY ($1::text[])', [[routedMobile, otherMobile]])),
  );

  it('marks quoted, converted, not relevant with a reason; notes, follow-ups and contacts; each stamped in the timeline', async () => {
    const seller = await signInSeller(t.app, routedMobile);
    expect((await seller.post(`/seller/leads/${leadId}/status`, { status: 'quoted' })).statusCode).toBe(200);
    expect(
      (await seller.post(`/seller/leads/${leadId}/note`, { note: '  Sent rates for\n20 products ' })).json(),
    ).toEqual({ id: leadId, note: 'Sent rates for\n20 products' });
    const due = dayFromNow(0);
    expect((await seller.post(`/seller/leads/${leadId}/follow-up`, { follow_up_on: due })).json()).toEqual({
      id: leadId,
      follow_up_on: due,
    });
    expect((await seller.post(`/seller/leads/${leadId}/contact`, { channel: 'whatsapp' })).statusCode).toBe(200);
    expect((await seller.post(`/seller/leads/${leadId}/contact`, { channel: 'call' })).statusCode).toBe(200);
    // Saving the same note again stamps nothing.
    await seller.post(`/seller/leads/${leadId}/note`, { note: 'Sent rates for\n20 products' });
    expect(await row()).toEqual({
      status: 'quoted',
      not_relevant_reason: null,
      note: 'Sent rates for\n20 products',
      follow_up_on: due,
    });
    const details = (await seller.get(`/seller/leads/${leadId}`)).json();
    expect(details).toMatchObject({ status: 'quoted', note: 'Sent rates for\n20 products', follow_up_on: due });
    expect(details.timeline.map((e: { kind: string; detail: string }) => `${e.kind}:${e.detail}`)).toEqual([
      'status:quoted',
      'note:added',
      `follow_up:${due}`,
      'whatsapp:',
      'call:',
    ]);
    expect(new Date(details.timeline[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // A follow-up dated today or earlier (India's date) of an open lead is due on the dashboard; a converted one is not.
    // (Today in UTC is today or yesterday in India's terms... never tomorrow: India is ahead of UTC.)
    expect((await seller.get('/seller/follow-ups')).json().leads.map((l: { id: number }) => l.id)).toEqual([leadId]);
    expect((await seller.get('/seller/leads?offset=0')).json().leads[0].follow_up_on).toBe(due);
    await seller.post(`/seller/leads/${leadId}/status`, { status: 'converted' });
    expect((await seller.get('/seller/follow-ups')).json().leads).toEqual([]);

    const noReason = await seller.post(`/seller/leads/${leadId}/status`, { status: 'not_relevant' });
    expect([noReason.statusCode, noReason.json()]).toEqual([
      400,
      { error: 'Please choose why the lead is not relevant' },
    ]);
    const freeText = await seller.post(`/seller/leads/${leadId}/status`, {
      status: 'not_relevant',
      reason: 'they were rude',
    });
    expect(freeText.statusCode).toBe(400);
    const reasonOnQuoted = await seller.post(`/seller/leads/${leadId}/status`, {
      status: 'quoted',
      reason: 'Order too small',
    });
    expect(reasonOnQuoted.statusCode).toBe(400);
    expect((await row())!.status).toBe('converted');
    const ok = await seller.post(`/seller/leads/${leadId}/status`, {
      status: 'not_relevant',
      reason: 'Order too small',
    });
    expect(ok.json()).toEqual({ id: leadId, status: 'not_relevant', reason: 'Order too small' });
    await seller.post(`/seller/leads/${leadId}/follow-up`, { follow_up_on: null });
    expect((await events()).slice(-3)).toEqual([
      { kind: 'status', detail: 'converted' },
      { kind: 'status', detail: 'not_relevant: Order too small' },
      { kind: 'follow_up', detail: 'cleared' },
    ]);
  });

  it('bad input: a clear 400, and nothing already stored is lost', async () => {
    const seller = await signInSeller(t.app, routedMobile);
    await seller.post(`/seller/leads/${leadId}/note`, { note: 'kept' });
    await seller.post(`/seller/leads/${leadId}/follow-up`, { follow_up_on: dayFromNow(3) });
    const before = await row();
    const eventsBefore = await events();
    const noteError = {
      error: `Please keep the note to ${LEAD_NOTE_MAX} characters or fewer, without control characters`,
    };
    for (const note of ['x'.repeat(LEAD_NOTE_MAX + 1), 'nul\u0000byte', 'bell\u0007', 42, null]) {
      const r = await seller.post(`/seller/leads/${leadId}/note`, { note });
      expect([r.statusCode, r.json()]).toEqual([400, noteError]);
    }
    expect((await seller.post(`/seller/leads/${leadId}/note`, { note: 'x'.repeat(LEAD_NOTE_MAX) })).statusCode).toBe(
      200,
    );
    await seller.post(`/seller/leads/${leadId}/note`, { note: 'kept' });
    for (const follow_up_on of ['2026-02-30', 'tomorrow', dayFromNow(400), dayFromNow(-30), '2026-1-1', 20260101]) {
      const r = await seller.post(`/seller/leads/${leadId}/follow-up`, { follow_up_on });
      expect([String(follow_up_on), r.statusCode, r.json()]).toEqual([
        String(follow_up_on),
        400,
        { error: 'Please choose a follow-up date within a year' },
      ]);
    }
    const contact = await seller.post(`/seller/leads/${leadId}/contact`, { channel: 'sms' });
    expect([contact.statusCode, contact.json()]).toEqual([400, { error: 'Please choose call or WhatsApp' }]);
    const extra = await seller.post(`/seller/leads/${leadId}/note`, { note: 'x', company_id: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await row()).toEqual(before);
    expect((await events()).length).toBe(eventsBefore.length + 2); // the 2000-character note and back
  });

  it("another company's seller gets 404 for every action on the lead; no session is 404 or 401; nothing changes", async () => {
    const other = await signInSeller(t.app, otherMobile);
    const anonymous = new Visitor(t.app, 'http://localhost:3400');
    const before = await row();
    const eventsBefore = await events();
    const actions: [string, unknown][] = [
      ['status', { status: 'quoted' }],
      ['note', { note: 'mine now' }],
      ['follow-up', { follow_up_on: dayFromNow(1) }],
      ['contact', { channel: 'whatsapp' }],
    ];
    for (const [action, body] of actions) {
      for (const who of [other, anonymous]) {
        const r = await who.post(`/seller/leads/${leadId}/${action}`, body);
        expect([action, r.statusCode, r.json()]).toEqual([action, 404, { error: 'Lead not found' }]);
      }
    }
    for (const id of ['abc', '0', '99999999', '1;DROP'])
      expect((await other.post(`/seller/leads/${id}/note`, { note: 'x' })).statusCode).toBe(404);
    expect((await other.get('/seller/follow-ups')).json().leads).toEqual([]);
    for (const url of ['/seller/follow-ups', '/seller/quota']) {
      const r = await anonymous.get(url);
      expect([url, r.statusCode, r.json()]).toEqual([url, 401, { error: 'Please sign in' }]);
    }
    expect(await row()).toEqual(before);
    expect(await events()).toEqual(eventsBefore);
  });

  it("the quota: this week's leads against the package's, and when one more fits", async () => {
    const seller = await signInSeller(t.app, routedMobile);
    const expected = (
      await t.db.query<{ id: number; name: string; weekly_lead_quota: number; used: number; oldest: Date }>(
        `SELECT pk.id, pk.name, pk.weekly_lead_quota,
           (SELECT count(*)::int FROM seller_leads WHERE company_id = $1 AND routed_at > now() - interval '7 days') AS used,
           (SELECT min(routed_at) FROM seller_leads WHERE company_id = $1 AND routed_at > now() - interval '7 days') AS oldest
         FROM company_packages cp JOIN packages pk ON pk.id = cp.package_id WHERE cp.company_id = $1`,
        [routedCompany],
      )
    ).rows[0]!;
    const quota = (await seller.get('/seller/quota')).json();
    expect(expected.used).toBeGreaterThan(0);
    expect(quota).toMatchObject({
      package: { id: Number(expected.id), name: expected.name },
      weekly_quota: expected.weekly_lead_quota,
      used: expected.used,
      left: Math.max(0, expected.weekly_lead_quota - expected.used),
    });
    expect(Date.parse(quota.next_free_at)).toBe(new Date(expected.oldest).getTime() + 7 * 24 * 3600 * 1000);
  });

  it('lead reach: each reason general leads cannot arrive is named, and goes once it is fixed', async () => {
    const seller = await signInSeller(t.app, otherMobile);
    const companyId = (await seller.get('/seller/me')).json().company.id as number;
    const saved = (await t.db.query('SELECT state FROM companies WHERE id = $1', [companyId])).rows[0] as {
      state: string;
    };
    expect((await seller.get('/seller/lead-reach')).json()).toEqual({
      listed: true,
      company_state: saved.state,
      problems: [],
    });
    await t.db.query("UPDATE companies SET state = '' WHERE id = $1", [companyId]);
    await t.db.query('DELETE FROM company_lead_preferences WHERE company_id = $1', [companyId]);
    await t.db.query('DELETE FROM company_packages WHERE company_id = $1', [companyId]);
    expect((await seller.get('/seller/lead-reach')).json().problems).toEqual([
      'no_service_type',
      'no_place',
      'no_package',
    ]);
    const prefs = await seller.post('/seller/preferences', {
      service_types: ['PCD Pharma Franchise'],
      states: ['Goa'],
      categories: [],
      medicine_types: [],
    });
    expect(prefs.statusCode).toBe(200);
    expect((await seller.get('/seller/lead-reach')).json().problems).toEqual(['no_package']);
    const anonymous = await new Visitor(t.app, 'http://localhost:3400').get('/seller/lead-reach');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'Please sign in' }]);
  });

  it('a minimum order value: saved with the preferences, and routing keeps smaller 3rd party requirements away', async () => {
    const seller = await signInSeller(t.app, routedMobile);
    const prefs = (await seller.get('/seller/preferences')).json();
    expect(prefs.min_order_value).toBeNull();
    const bad = await seller.post('/seller/preferences', { ...prefs, min_order_value: 50000 });
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'Please choose valid preferences' }]);
    const saved = await seller.post('/seller/preferences', { ...prefs, min_order_value: 100001 });
    expect(saved.json()).toEqual({ ...prefs, min_order_value: 100001 });
    expect((await seller.get('/seller/preferences')).json().min_order_value).toBe(100001);
    await seller.post('/seller/preferences', { ...prefs, min_order_value: null });

    const thirdParty = (mobile: string, order_value: number) =>
      verifiedRequirement(
        t.app,
        mobile,
        {
          medicine_type: ['Tablets'],
          service_for: ['Allopathic Formulations'],
          quantity: '20,000 strips',
          order_value,
        },
        { serviceType: '3rd Party Manufacturing' },
      );
    const routedTo = async (enquiryId: number) =>
      (await t.db.query('SELECT company_id FROM seller_leads WHERE enquiry_id = $1', [enquiryId])).rows.length;
    try {
      await t.db.query('UPDATE company_lead_preferences SET min_order_value = 100001');
      expect(await routedTo((await thirdParty('9812500051', 99999)).enquiryId)).toBe(0);
      expect(await routedTo((await thirdParty('9812500052', 100001)).enquiryId)).toBeGreaterThan(0);
      // A PCD requirement names no order value: the minimum does not hold it back.
      expect(await routedTo((await verifiedRequirement(t.app, '9812500053')).enquiryId)).toBeGreaterThan(0);
    } finally {
      await t.db.query('UPDATE company_lead_preferences SET min_order_value = NULL');
    }
  });

  it(`edits are rate-limited per company: ${LEAD_EDITS_PER_MINUTE} a minute, then 429 with Retry-After`, async () => {
    const seller = await signInSeller(t.app, routedMobile);
    const codes: number[] = [];
    for (let i = 0; i <= LEAD_EDITS_PER_MINUTE; i++)
      codes.push((await seller.post(`/seller/leads/${leadId}/contact`, { channel: 'call' })).statusCode);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(LEAD_EDITS_PER_MINUTE);
    const refused = await seller.post(`/seller/leads/${leadId}/note`, { note: 'too fast' });
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { error: 'Too many changes at once. Please wait a minute and try again.' },
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await row())!.note).not.toBe('too fast');
  });
});

import { DEFAULT_OTP_SEND_LIMITS } from '../../src/config';
import { useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { verifiedRequirement } from '../seller-leads/buyer-flow';
import { signInSeller } from '../seller-leads/seller-sign-in';

describe.each(DATABASES)('sellers: sign-in, leads, CSV, preferences, and the attacks refused (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  let enquiryId: number;
  let leadId: number;
  let routedMobile: string;
  let otherMobile: string;
  let routedCompany: number;
  let otherCompany: number;
  const mobileOf = async (companyId: number) =>
    (await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts WHERE company_id = $1', [companyId]))
      .rows[0]!.mobile;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: number }>(sql, params)).rows[0]!.n);

  beforeAll(async () => {
    const buyer = await verifiedRequirement(t.app, '9812500001', {
      medicine_type: ['Tablets'],
      service_for: ['Gynaecology'],
      pcd_area: 'Ludhiana, Punjab, India',
    });
    enquiryId = buyer.enquiryId;
    const lead = (
      await t.db.query<{ id: number; company_id: number }>(
        'SELECT id, company_id FROM seller_leads WHERE enquiry_id = $1 ORDER BY id LIMIT 1',
        [enquiryId],
      )
    ).rows[0]!;
    leadId = Number(lead.id);
    routedCompany = Number(lead.company_id);
    otherCompany = Number(
      (
        await t.db.query<{ id: number }>(
          'SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM seller_leads) ORDER BY id LIMIT 1',
        )
      ).rows[0]!.id,
    );
    routedMobile = await mobileOf(routedCompany);
    otherMobile = await mobileOf(otherCompany);
  });
  // Each test starts with these sellers' OTP send window empty (the limits themselves are tested below).
  beforeEach(
    async () =>
      void (await t.db.query('DELETE FROM otps WHERE mobile = ANY ($1::text[])', [[routedMobile, otherMobile]])),
  );

  it('signs a seller in with the registered mobile and an SMS OTP: an httpOnly session cookie, and /seller/me names the company', async () => {
    const seller = new Visitor(t.app, 'http://localhost:3400');
    expect((await seller.post('/seller/sign-in/otp', { mobile: routedMobile, country: 'IN' })).json()).toEqual({
      status: 'sent',
      channel: 'sms',
      expires_in: 600,
    });
    const otp = (await seller.get(`/dev/outbox?to=${routedMobile}`)).json().messages[0].otp;
    const verified = await seller.post('/seller/sign-in/verify', { otp });
    expect(verified.statusCode).toBe(200);
    const company = (
      await t.db.query<{ name: string; slug: string }>('SELECT name, slug FROM companies WHERE id = $1', [
        routedCompany,
      ])
    ).rows[0]!;
    expect(verified.json()).toEqual({
      name: expect.any(String),
      company: { id: routedCompany, name: company.name, slug: company.slug },
    });
    const cookie = (verified.cookies as { name: string; httpOnly?: boolean }[]).find(
      (c) => c.name === 'seller_session',
    )!;
    expect(cookie.httpOnly).toBe(true);
    expect((await seller.get('/seller/me')).json().company.id).toBe(routedCompany);
    // The code is single use.
    expect((await seller.post('/seller/sign-in/verify', { otp })).json()).toEqual({
      error: 'Please request an OTP first',
    });
  });

  it('an unregistered mobile gets the same answer, but no code is made or sent, and cannot sign in', async () => {
    const stranger = new Visitor(t.app, 'http://localhost:3400');
    const before = await count('SELECT count(*)::int AS n FROM otps');
    expect((await stranger.post('/seller/sign-in/otp', { mobile: '9898989898', country: 'IN' })).json()).toEqual({
      status: 'sent',
      channel: 'sms',
      expires_in: 600,
    });
    expect(await count('SELECT count(*)::int AS n FROM otps')).toBe(before);
    expect((await stranger.get('/dev/outbox?to=9898989898')).json().messages).toEqual([]);
    const r = await stranger.post('/seller/sign-in/verify', { otp: '123456' });
    expect([r.statusCode, r.json()]).toEqual([400, { error: 'Invalid OTP' }]);
  });

  it("the answers never tell whether a mobile is a seller's: sends and wrong codes answer alike for both", async () => {
    const sessions = await count('SELECT count(*)::int AS n FROM seller_sessions');
    const answers = async (sendsTo: string, checksFor: string) => {
      const visitor = new Visitor(t.app, 'http://localhost:3400');
      const sends = [];
      for (let i = 0; i < 4; i++) {
        const r = await visitor.post('/seller/sign-in/otp', { mobile: sendsTo, country: 'IN' });
        sends.push([r.statusCode, r.json()]);
      }
      const other = new Visitor(t.app, 'http://localhost:3400');
      const asked = await other.post('/seller/sign-in/otp', { mobile: checksFor, country: 'IN' });
      const checks = [[asked.statusCode, asked.json()]];
      const sent = (await other.get(`/dev/outbox?to=${checksFor}`)).json().messages.map((m: { otp: string }) => m.otp);
      const wrong = sent.includes('000001') ? '000002' : '000001';
      for (let i = 0; i < 6; i++) {
        const r = await other.post('/seller/sign-in/verify', { otp: wrong });
        checks.push([r.statusCode, r.json()]);
      }
      return { sends, checks };
    };
    // Two sellers' numbers of their own: the wrong codes lock the second for 600 s.
    const [sendsTo, checksFor] = (
      await t.db.query<{ mobile: string }>(
        'SELECT mobile FROM seller_accounts WHERE company_id NOT IN ($1, $2) ORDER BY company_id OFFSET 1 LIMIT 2',
        [routedCompany, otherCompany],
      )
    ).rows.map((r) => r.mobile);
    const seller = await answers(sendsTo!, checksFor!);
    const stranger = await answers('9898989811', '9898989812');
    expect(stranger).toEqual(seller);
    expect(seller.sends.map(([status]) => status)).toEqual([200, 200, 200, 429]);
    expect(seller.checks.map(([status]) => status)).toEqual([200, 400, 400, 400, 400, 429, 429]);
    expect(await count('SELECT count(*)::int AS n FROM seller_sessions')).toBe(sessions);
  });

  it("sign-in has the buyers' OTP limits: 5 wrong codes lock it, 3 sends per 10 minutes; no session is created", async () => {
    const sessions = await count('SELECT count(*)::int AS n FROM seller_sessions');
    const seller = new Visitor(t.app, 'http://localhost:3400');
    // A number of its own: five wrong codes lock the number itself for 600 s (test/security/otp-guessing.test.ts).
    const otherMobile = (
      await t.db.query<{ mobile: string }>(
        'SELECT mobile FROM seller_accounts WHERE company_id NOT IN ($1, $2) ORDER BY company_id LIMIT 1',
        [routedCompany, otherCompany],
      )
    ).rows[0]!.mobile;
    await seller.post('/seller/sign-in/otp', { mobile: otherMobile, country: 'IN' });
    const good = (await seller.get(`/dev/outbox?to=${otherMobile}`)).json().messages[0].otp as string;
    const wrong = good === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await seller.post('/seller/sign-in/verify', { otp: wrong })).json().error);
    expect(answers).toEqual([
      'Invalid OTP',
      'Invalid OTP',
      'Invalid OTP',
      'Invalid OTP',
      'Too many incorrect attempts. Please request a new OTP later.',
    ]);
    expect((await seller.post('/seller/sign-in/verify', { otp: good })).statusCode).toBe(429);
    await seller.post('/seller/sign-in/otp', { mobile: otherMobile, country: 'IN' });
    await seller.post('/seller/sign-in/otp', { mobile: otherMobile, country: 'IN' });
    const fourth = await seller.post('/seller/sign-in/otp', { mobile: otherMobile, country: 'IN' });
    expect([fourth.statusCode, fourth.json()]).toEqual([
      429,
      { error: 'Too many OTP requests. Please try again after 10 minutes.' },
    ]);
    expect(await count('SELECT count(*)::int AS n FROM seller_sessions')).toBe(sessions);
  });

  it("a routed seller sees the lead newest first with the buyer's contact, filters it, marks it, and exports CSV", async () => {
    const seller = await signInSeller(t.app, routedMobile);
    const list = (await seller.get('/seller/leads?offset=0')).json();
    expect(list.limit).toBe(200);
    expect(list.leads[0]).toEqual({
      id: leadId,
      service_type: 'PCD Pharma Franchise',
      state: 'Punjab',
      status: 'new',
      routed_at: expect.any(String),
      buyer_name: 'Gurpreet Sandhu',
      buyer_mobile: '9812500001',
      message: expect.any(String),
      follow_up_on: null,
      hot: false,
    });
    expect(
      (await seller.get('/seller/leads?offset=0&state=punjab&service_type=PCD%20Pharma%20Franchise&status=new'))
        .json()
        .leads.map((l: { id: number }) => l.id),
    ).toContain(leadId);
    expect((await seller.get('/seller/leads?offset=0&state=Kerala')).json().leads).toEqual([]);
    expect((await seller.get('/seller/leads?offset=0&service_type=3rd%20Party%20Manufacturing')).json().leads).toEqual(
      [],
    );
    // Spec §5: order_by takes name, title or rank; anything else means the default order (newest first).
    for (const order of ['name', 'title', 'rank', 'bogus', 'id;DROP TABLE seller_leads']) {
      const r = await seller.get(`/seller/leads?offset=0&order_by=${encodeURIComponent(order)}`);
      expect([order, r.statusCode, r.json().leads[0].id]).toEqual([order, 200, leadId]);
    }
    // Spec §5: limit and offset default to 200, also when negative.
    expect((await seller.get('/seller/leads?limit=-1&offset=-5')).json()).toEqual({
      leads: [],
      limit: 200,
      offset: 200,
    });

    const details = (await seller.get(`/seller/leads/${leadId}`)).json();
    expect(details).toMatchObject({
      id: leadId,
      buyer_name: 'Gurpreet Sandhu',
      buyer_mobile: '9812500001',
      buyer_email: 'buyer9812500001@example.com',
      categories: ['Gynaecology'],
      medicine_types: ['Tablets'],
      pcd_area: 'Ludhiana, Punjab, India',
    });

    expect((await seller.post(`/seller/leads/${leadId}/status`, { status: 'contacted' })).json()).toEqual({
      id: leadId,
      status: 'contacted',
      reason: null,
    });
    expect((await t.db.query('SELECT status FROM seller_leads WHERE id = $1', [leadId])).rows[0]).toEqual({
      status: 'contacted',
    });
    expect(
      (await seller.get('/seller/leads?offset=0&status=new')).json().leads.map((l: { id: number }) => l.id),
    ).not.toContain(leadId);
    const bad = await seller.post(`/seller/leads/${leadId}/status`, { status: 'won' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'Please choose a valid status' }]);

    const csv = await seller.get('/seller/leads.csv?offset=0&status=contacted');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n'); // (trim() would take the byte-order mark too)
    expect(
      lines[0]!.startsWith('\uFEFFLead ID,Received (IST),Status,Service type,Lead state,Name,Mobile,Email,Message,'),
    ).toBe(true);
    expect(lines[1]).toContain(`${leadId},`);
    expect(lines[1]).toContain(',Contacted,');
    expect(lines[1]).toContain(',919812500001,'); // plain digits with the country code: no '+' for a formula
    expect(lines[1]).toContain('buyer9812500001@example.com');
  });

  it('a seller the lead was not routed to: 404 for it, nothing in lists or CSV, and cannot mark it', async () => {
    const other = await signInSeller(t.app, otherMobile);
    const detail = await other.get(`/seller/leads/${leadId}`);
    expect([detail.statusCode, detail.json()]).toEqual([404, { error: 'Lead not found' }]);
    expect((await other.get('/seller/leads?offset=0')).json().leads).toEqual([]);
    const csv = await other.get('/seller/leads.csv?offset=0');
    expect(csv.body).not.toContain('9812500001');
    const before = (await t.db.query('SELECT status, status_changed_at FROM seller_leads WHERE id = $1', [leadId]))
      .rows[0];
    const mark = await other.post(`/seller/leads/${leadId}/status`, {
      status: 'not_relevant',
      reason: 'Duplicate lead',
    });
    expect([mark.statusCode, mark.json()]).toEqual([404, { error: 'Lead not found' }]);
    expect(
      (await t.db.query('SELECT status, status_changed_at FROM seller_leads WHERE id = $1', [leadId])).rows[0],
    ).toEqual(before);
  });

  it('no session, or a forged one: 404 for the lead, 401 for lists and exports, nothing changed', async () => {
    const anonymous = new Visitor(t.app, 'http://localhost:3400');
    expect((await anonymous.get(`/seller/leads/${leadId}`)).json()).toEqual({ error: 'Lead not found' });
    for (const url of ['/seller/leads', '/seller/leads.csv', '/seller/me', '/seller/preferences']) {
      const r = await anonymous.get(url);
      expect([url, r.statusCode, r.json()]).toEqual([url, 401, { error: 'Please sign in' }]);
    }
    const before = (await t.db.query('SELECT status FROM seller_leads WHERE id = $1', [leadId])).rows[0];
    expect(
      (await anonymous.post(`/seller/leads/${leadId}/status`, { status: 'not_relevant', reason: 'Duplicate lead' }))
        .statusCode,
    ).toBe(404);
    const forged = new Visitor(t.app, 'http://localhost:3400');
    forged.cookies.set('seller_session', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await forged.get('/seller/leads')).statusCode).toBe(401);
    expect(
      (
        await forged.post(`/seller/leads/${leadId}/status`, { status: 'not_relevant', reason: 'Duplicate lead' })
      ).json(),
    ).toEqual({
      error: 'Lead not found',
    });
    expect((await t.db.query('SELECT status FROM seller_leads WHERE id = $1', [leadId])).rows[0]).toEqual(before);
    // Without the CSRF header a signed-in seller's POST is refused too.
    const seller = await signInSeller(t.app, routedMobile);
    const noCsrf = await seller.request({
      method: 'POST',
      url: `/seller/leads/${leadId}/status`,
      headers: { 'content-type': 'application/json' },
      payload: '{"status":"not_relevant","reason":"Duplicate lead"}',
    });
    expect([noCsrf.statusCode, noCsrf.json()]).toEqual([403, { error: 'Invalid CSRF token' }]);
    expect((await t.db.query('SELECT status FROM seller_leads WHERE id = $1', [leadId])).rows[0]).toEqual(before);
  });

  it('bounds its inputs: bad filters and ids get a clear error', async () => {
    const seller = await signInSeller(t.app, routedMobile);
    expect((await seller.get('/seller/leads?status=bogus')).json()).toEqual({ error: 'Unknown lead status' });
    expect((await seller.get('/seller/leads?service_type=Cosmetics')).json()).toEqual({
      error: 'Unknown service type',
    });
    expect((await seller.get(`/seller/leads?state=${'x'.repeat(61)}`)).json()).toEqual({
      error: 'Please enter a valid state',
    });
    for (const id of ['abc', '-1', '99999999999', '1;DROP'])
      expect((await seller.get(`/seller/leads/${id}`)).json()).toEqual({ error: 'Lead not found' });
  });

  it("a seller changes only its own company's preferences; naming another company is refused", async () => {
    const seller = await signInSeller(t.app, otherMobile);
    const routedBefore = (
      await t.db.query(
        'SELECT service_types, states, categories, medicine_types FROM company_lead_preferences WHERE company_id = $1',
        [routedCompany],
      )
    ).rows[0];
    const attack = await seller.post('/seller/preferences', {
      company_id: routedCompany,
      service_types: ['PCD Pharma Franchise'],
      states: ['Goa'],
      categories: [],
      medicine_types: [],
    });
    expect([attack.statusCode, attack.json()]).toEqual([400, { error: 'Please choose valid preferences' }]);
    const tooMany = await seller.post('/seller/preferences', {
      service_types: ['PCD Pharma Franchise'],
      states: Array.from({ length: 41 }, (_, i) => `S${i}`),
      categories: [],
      medicine_types: [],
    });
    expect(tooMany.statusCode).toBe(400);
    const own = await seller.post('/seller/preferences', {
      service_types: ['3rd Party Manufacturing'],
      states: ['Goa', 'Kerala'],
      categories: ['Hormones'],
      medicine_types: [],
    });
    expect(own.json()).toEqual({
      service_types: ['3rd Party Manufacturing'],
      states: ['Goa', 'Kerala'],
      categories: ['Hormones'],
      medicine_types: [],
      min_order_value: null,
    });
    expect(
      (await t.db.query('SELECT states FROM company_lead_preferences WHERE company_id = $1', [otherCompany])).rows[0],
    ).toEqual({ states: ['Goa', 'Kerala'] });
    expect(
      (
        await t.db.query(
          'SELECT service_types, states, categories, medicine_types FROM company_lead_preferences WHERE company_id = $1',
          [routedCompany],
        )
      ).rows[0],
    ).toEqual(routedBefore);
  });

  it('sign-out ends the session', async () => {
    const seller = await signInSeller(t.app, routedMobile);
    const cookie = seller.cookies.get('seller_session')!;
    expect((await seller.post('/seller/sign-out', {})).json()).toEqual({ status: 'signed out' });
    seller.cookies.set('seller_session', cookie); // replaying the old cookie does not help: the session is gone
    expect((await seller.get('/seller/me')).statusCode).toBe(401);
    expect(enquiryId).toBeGreaterThan(0);
  });
});

describe.each(DATABASES)("sellers' sign-in has the buyers' send limits (%s)", (kind) => {
  const t = useApp(kind, { poolMax: 4, config: { otpSendLimits: DEFAULT_OTP_SEND_LIMITS } });
  const mobiles: string[] = [];
  beforeAll(async () => {
    mobiles.push(
      ...(
        await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts ORDER BY company_id LIMIT 13')
      ).rows.map((r) => r.mobile),
    );
  });
  const codes = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM otps')).rows[0]!.n);

  it('a second code for a registered mobile within 120 s is refused with Retry-After, and no code is made', async () => {
    const seller = new Visitor(t.app, 'http://localhost:3400');
    expect((await seller.post('/seller/sign-in/otp', { mobile: mobiles[0], country: 'IN' })).statusCode).toBe(200);
    const before = await codes();
    const again = await new Visitor(t.app, 'http://localhost:3400').post('/seller/sign-in/otp', {
      mobile: mobiles[0],
      country: 'IN',
    });
    expect([again.statusCode, again.json()]).toEqual([
      429,
      { error: 'Please wait 120 seconds before requesting another OTP.' },
    ]);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
    expect(await codes()).toBe(before);
  });

  it('a mistyped number does not hold the corrected one back: its code is sent at once; each number keeps its interval', async () => {
    const seller = new Visitor(t.app, 'http://localhost:3400');
    expect((await seller.post('/seller/sign-in/otp', { mobile: '9898900001', country: 'IN' })).statusCode).toBe(200);
    const before = await codes();
    const corrected = await seller.post('/seller/sign-in/otp', { mobile: mobiles[12], country: 'IN' });
    expect(corrected.statusCode).toBe(200);
    expect(await codes()).toBe(before + 1);
    const mistypedAgain = await seller.post('/seller/sign-in/otp', { mobile: '9898900001', country: 'IN' });
    expect([mistypedAgain.statusCode, mistypedAgain.json()]).toEqual([
      429,
      { error: 'Please wait 120 seconds before requesting another OTP.' },
    ]);
  });

  it("one address asking codes for many sellers' mobiles is stopped at the per-IP distinct-number limit (10)", async () => {
    const answers: number[] = [];
    for (const mobile of mobiles.slice(1, 12))
      answers.push(
        (await new Visitor(t.app, 'http://localhost:3400').post('/seller/sign-in/otp', { mobile, country: 'IN' }))
          .statusCode,
      );
    // The earlier tests' numbers count too (the first's and the mistyped one's, the corrected one's): 10 distinct
    // numbers an hour from this address, then 429.
    expect(answers).toEqual([...Array(7).fill(200), 429, 429, 429, 429]);
  });
});

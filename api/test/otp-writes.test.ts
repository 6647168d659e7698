import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database, Queryable } from '../src/db/database';
import { sweepRoutingQueue } from '../src/seller-leads/routing-sweep';
import { TEST_CONFIG, TEST_LEAD_SETTINGS, validEnquiry, Visitor } from './helpers/app';
import { DATABASES, openTestDatabase, type TestDatabase } from './helpers/databases';
import { internalEnquiryId } from './seller-leads/internal-id';

/**
 * OTP generate and validate, each a transaction: a wrong code's failure is committed with its error answer; concurrent
 * checks of one code verify it once; lead routing runs after the check in a transaction of its own, and a sweep
 * routes what that left queued.
 */

/** The database as the app sees it, with lead routing's transactions failing on demand (the OTP's own still work). */
function probedDatabase(db: Database) {
  const probe = { refuseRouting: false };
  const failing = (tx: Queryable): Queryable => ({
    query: (sql, params) =>
      probe.refuseRouting && sql.includes('DELETE FROM lead_routing_queue')
        ? Promise.reject(new Error('routing is down (test)'))
        : tx.query(sql, params),
  });
  const probed: Database = { ...db, transaction: (fn) => db.transaction((tx) => fn(failing(tx))) };
  return { db: probed, probe };
}

describe.each(DATABASES)('OTP writes, and the routing after them (%s)', (kind) => {
  let database: TestDatabase;
  let probed: ReturnType<typeof probedDatabase>;
  let app: FastifyInstance;
  const sent = new Map<string, string>(); // +91… → the last code texted to it
  const sms = {
    name: 'test',
    send: async (m: { to: string; text: string }) => void sent.set(m.to, m.text.slice(0, 6)),
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { poolMax: 12 });
    probed = probedDatabase(database.db);
    app = buildApp({ db: probed.db, env: {}, mail: [], sms, config: TEST_CONFIG, leadSender: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const db = () => database.db;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db().query<{ n: number }>(sql, params)).rows[0]!.n);
  const generate = (visitor: Visitor, mobile: string) =>
    visitor.post('/enquiry/otp/generate', { mobile, country: 'IN' });
  const codeOf = (mobile: string) => sent.get(`+91${mobile}`)!;
  /** Every connection of the pool open first (PostgreSQL), so that parallel requests do reach the database together. */
  const openEveryConnection = () => Promise.all(Array.from({ length: 12 }, () => db().query('SELECT pg_sleep(0.05)')));
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  /** A general requirement through steps 0, 1 and 2, and a code sent for it: ready for the OTP check. */
  async function requirementAwaitingOtp(mobile: string) {
    const visitor = new Visitor(app);
    const publicId = (await visitor.post('/enquiry/new', validEnquiry(mobile))).json().enquiry_id as string;
    const customer = {
      enquiry_id: publicId,
      name: 'Gurpreet Sandhu',
      email: `buyer${mobile}@example.com`,
      address: 'Mohali, Punjab, India',
      gst_number: 1,
      drug_license: 1,
    };
    expect((await visitor.post('/enquiry/update', customer)).statusCode).toBe(200);
    const requirement = { enquiry_id: publicId, medicine_type: ['Tablets'], pcd_area: 'Ludhiana, Punjab, India' };
    expect((await visitor.post('/enquiry/update', requirement)).statusCode).toBe(200);
    expect((await generate(visitor, mobile)).statusCode).toBe(200);
    return { visitor, enquiryId: await internalEnquiryId(db(), publicId), code: codeOf(mobile) };
  }
  const leads = (enquiryId: number) =>
    count('SELECT count(*)::int AS n FROM seller_leads WHERE enquiry_id = $1', [enquiryId]);
  const queued = (enquiryId: number) =>
    db().query<{ attempts: number; waiting: boolean }>(
      'SELECT attempts, retry_at > now() AS waiting FROM lead_routing_queue WHERE enquiry_id = $1',
      [enquiryId],
    );

  it('a code is sent, a wrong one refused, the right one verifies the mobile for the session', async () => {
    const visitor = new Visitor(app);
    expect((await generate(visitor, '9811900001')).statusCode).toBe(200);
    const bad = await visitor.post('/enquiry/otp/validate', { otp: wrong(codeOf('9811900001')) });
    expect(bad.json()).toEqual({ error: 'Invalid OTP' });
    const ok = await visitor.post('/enquiry/otp/validate', { otp: codeOf('9811900001') });
    expect(ok.json()).toEqual({ status: 'verified', mobile: '9811900001', country: 'IN' });
    expect(await count("SELECT count(*)::int AS n FROM verified_mobiles WHERE mobile = '9811900001'")).toBe(1);
  });

  it("a wrong code's failure is committed with its error answer, and counts towards the lock", async () => {
    const visitor = new Visitor(app);
    await generate(visitor, '9811900002');
    const code = codeOf('9811900002');
    for (let i = 1; i <= 4; i++) {
      const r = await visitor.post('/enquiry/otp/validate', { otp: wrong(code) });
      expect([r.statusCode, r.json()]).toEqual([400, { error: 'Invalid OTP' }]);
      // Read on another connection (PostgreSQL): only a committed count is seen there.
      expect(await count("SELECT failed_attempts AS n FROM otps WHERE mobile = '9811900002'")).toBe(i);
    }
    const fifth = await visitor.post('/enquiry/otp/validate', { otp: wrong(code) });
    expect([fifth.statusCode, fifth.headers['retry-after'], fifth.json()]).toEqual([
      429,
      '600',
      { error: 'Too many incorrect attempts. Please request a new OTP later.' },
    ]);
    expect(await count("SELECT failed_attempts AS n FROM otps WHERE mobile = '9811900002'")).toBe(5);
    // Locked: the right code no longer works, and nothing more is counted.
    expect((await visitor.post('/enquiry/otp/validate', { otp: code })).statusCode).toBe(429);
    expect(await count("SELECT failed_attempts AS n FROM otps WHERE mobile = '9811900002'")).toBe(5);
    expect(await count("SELECT count(*)::int AS n FROM verified_mobiles WHERE mobile = '9811900002'")).toBe(0);
  });

  it('concurrent checks of one code: exactly one is verified, and its enquiry is routed once', async () => {
    const { visitor, enquiryId, code } = await requirementAwaitingOtp('9811900003');
    await openEveryConnection();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => visitor.post('/enquiry/otp/validate', { otp: code })),
    );
    const bodies = answers.map((r) => r.json());
    expect(bodies.filter((b) => b.status === 'verified')).toEqual([
      { status: 'verified', mobile: '9811900003', country: 'IN' },
    ]);
    // The others find the code used; or, while five checks of the number are in flight (the per-number guess
    // limit counts a check before it is made), wait out that limit's lock, which the right code then gives back.
    const others = bodies.filter((b) => b.status !== 'verified');
    expect(others).toHaveLength(7);
    for (const other of others)
      expect(['Please request an OTP first', 'Too many incorrect attempts. Please request a new OTP later.']).toContain(
        other.error,
      );
    expect(await count('SELECT count(*)::int AS n FROM lead_routings WHERE enquiry_id = $1', [enquiryId])).toBe(1);
    expect(await leads(enquiryId)).toBeGreaterThan(0);
    expect((await queued(enquiryId)).rows).toEqual([]);
  });

  it('concurrent sends to one mobile: three codes in the window, then 429 with the seconds until the oldest leaves it', async () => {
    const visitors = Array.from({ length: 6 }, () => new Visitor(app));
    await Promise.all(visitors.map((v) => v.get('/csrf')));
    await openEveryConnection();
    const answers = await Promise.all(visitors.map((v) => generate(v, '9811900004')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    for (const refused of answers.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toEqual({ error: 'Too many OTP requests. Please try again after 10 minutes.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(590);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
    expect(await count("SELECT count(*)::int AS n FROM otps WHERE mobile = '9811900004'")).toBe(3);
    // The window frees when the oldest code leaves it: 4 minutes ago plus 10 is 6 minutes from now.
    await db().query(
      "UPDATE otps SET created_at = now() - interval '4 minutes' WHERE id = (SELECT min(id) FROM otps WHERE mobile = '9811900004')",
    );
    const later = await generate(new Visitor(app), '9811900004');
    expect([later.statusCode, later.headers['retry-after']]).toEqual([429, '360']);
  });

  it('a company-listing enquiry whose routing after step 2 fails: answered as being sent, queued, and swept to that company', async () => {
    const visitor = new Visitor(app);
    expect((await generate(visitor, '9811900012')).statusCode).toBe(200);
    expect((await visitor.post('/enquiry/otp/validate', { otp: codeOf('9811900012') })).statusCode).toBe(200);
    const company = (
      await db().query<{ id: number; slug: string }>('SELECT id, slug FROM companies ORDER BY id DESC LIMIT 1')
    ).rows[0]!;
    const posted = await visitor.post('/enquiry/new', validEnquiry('9811900012', { listing_slug: company.slug }));
    expect(posted.statusCode).toBe(200);
    const enquiryId = await internalEnquiryId(db(), posted.json().enquiry_id);
    // It waits for the buyer's steps; step 2 routes it, and that routing fails.
    expect((await queued(enquiryId)).rows).toEqual([{ attempts: 0, waiting: null }]);
    probed.probe.refuseRouting = true;
    let step2;
    try {
      step2 = await visitor.post('/enquiry/update', {
        enquiry_id: posted.json().enquiry_id,
        medicine_type: ['Tablets'],
        pcd_area: 'Ludhiana, Punjab, India',
      });
    } finally {
      probed.probe.refuseRouting = false;
    }
    expect([step2.statusCode, step2.json().delivery]).toEqual([200, { status: 'pending' }]);
    expect(await leads(enquiryId)).toBe(0);
    expect((await queued(enquiryId)).rows).toEqual([{ attempts: 1, waiting: true }]);
    await db().query(
      "UPDATE lead_routing_queue SET queued_at = now() - interval '31 seconds', retry_at = now() WHERE enquiry_id = $1",
      [enquiryId],
    );
    expect(await sweepRoutingQueue(db(), { graceSeconds: 30, batch: 20, settings: TEST_LEAD_SETTINGS })).toBe(1);
    const routedTo = await db().query<{ company_id: number }>(
      'SELECT company_id FROM seller_leads WHERE enquiry_id = $1',
      [enquiryId],
    );
    expect(routedTo.rows).toEqual([{ company_id: company.id }]);
    expect((await queued(enquiryId)).rows).toEqual([]);
  });

  it('a verified enquiry whose routing failed stays queued, and the sweep routes it after the grace period, once', async () => {
    const { visitor, enquiryId, code } = await requirementAwaitingOtp('9811900005');
    probed.probe.refuseRouting = true; // the routing transaction fails (the OTP check's own commits)
    let ok;
    try {
      ok = await visitor.post('/enquiry/otp/validate', { otp: code });
    } finally {
      probed.probe.refuseRouting = false;
    }
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'verified', mobile: '9811900005', country: 'IN' }]);
    expect(
      await count('SELECT count(*)::int AS n FROM enquiries WHERE id = $1 AND verified_at IS NOT NULL', [enquiryId]),
    ).toBe(1);
    expect(await leads(enquiryId)).toBe(0);
    expect((await queued(enquiryId)).rows).toEqual([{ attempts: 1, waiting: true }]);

    const sweep = () => sweepRoutingQueue(db(), { graceSeconds: 30, batch: 20, settings: TEST_LEAD_SETTINGS });
    expect(await sweep()).toBe(0); // within the grace period, and waiting for its retry
    await db().query("UPDATE lead_routing_queue SET queued_at = now() - interval '31 seconds' WHERE enquiry_id = $1", [
      enquiryId,
    ]);
    expect(await sweep()).toBe(0); // still waiting for its retry
    await db().query('UPDATE lead_routing_queue SET retry_at = now() WHERE enquiry_id = $1', [enquiryId]);
    const outboxBefore = await count('SELECT count(*)::int AS n FROM notification_outbox');
    expect(await sweep()).toBe(1);
    const routed = await leads(enquiryId);
    expect(routed).toBeGreaterThan(0);
    // Each company's e-mail and SMS, and the buyer's confirmation.
    expect(await count('SELECT count(*)::int AS n FROM notification_outbox')).toBe(outboxBefore + 2 * routed + 1);
    expect((await queued(enquiryId)).rows).toEqual([]);
    expect(await sweep()).toBe(0);
    expect(await leads(enquiryId)).toBe(routed);
  });

  it('an enquiry queued again after it was routed is not routed twice', async () => {
    const { visitor, enquiryId, code } = await requirementAwaitingOtp('9811900006');
    expect((await visitor.post('/enquiry/otp/validate', { otp: code })).json().status).toBe('verified');
    const routed = await leads(enquiryId);
    expect(routed).toBeGreaterThan(0);
    const outboxBefore = await count('SELECT count(*)::int AS n FROM notification_outbox');
    // As if another instance had queued it and died: the sweep takes it, and routing finds it claimed.
    await db().query(
      "INSERT INTO lead_routing_queue (enquiry_id, queued_at) VALUES ($1, now() - interval '1 minute')",
      [enquiryId],
    );
    expect(await sweepRoutingQueue(db(), { graceSeconds: 30, batch: 20, settings: TEST_LEAD_SETTINGS })).toBe(1);
    expect(await leads(enquiryId)).toBe(routed);
    expect(await count('SELECT count(*)::int AS n FROM notification_outbox')).toBe(outboxBefore);
    expect((await queued(enquiryId)).rows).toEqual([]);
  });

  it("the api's own sweep (LEADS_ROUTING_GRACE_SECONDS, LEADS_ROUTING_SWEEP_MS) routes a queued enquiry", async () => {
    const { visitor, enquiryId, code } = await requirementAwaitingOtp('9811900007');
    probed.probe.refuseRouting = true;
    try {
      expect((await visitor.post('/enquiry/otp/validate', { otp: code })).statusCode).toBe(200);
    } finally {
      probed.probe.refuseRouting = false;
    }
    await db().query(
      "UPDATE lead_routing_queue SET queued_at = now() - interval '2 seconds', retry_at = NULL WHERE enquiry_id = $1",
      [enquiryId],
    );
    const swept = buildApp({
      db: db(),
      env: { LEADS_ROUTING_GRACE_SECONDS: '1', LEADS_ROUTING_SWEEP_MS: '50' },
      mail: [],
      config: TEST_CONFIG,
    });
    await swept.ready();
    try {
      const deadline = Date.now() + 10_000;
      while ((await queued(enquiryId)).rows.length > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await queued(enquiryId)).rows).toEqual([]);
      expect(await leads(enquiryId)).toBeGreaterThan(0);
    } finally {
      await swept.close();
    }
  });
});

// Lead routing on PostgreSQL, in one run:
//  1. the routing query's time (p50, p95 over 200 general requirements) with the 1,200 seeded companies, then with
//     10,000 (8,800 more with generated preferences, packages and seller accounts), and the ratio;
//  2. OTP validation -> the first and the last notification of that lead handed to a provider (p50, p95), at a
//     steady 50 verified leads per second, through the real api (in-process, app.inject) and its sender loop.
// Run (under the heavy lock): DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx api/bench/lead-routing-bench.ts [seconds=5] [rate=50]
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { CONST_DATA } from '@pharmasetu/shared-contracts';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { MATCHING_SQL } from '../src/repositories/lead-routing';
import type { SmsMessage } from '../src/services/sms';
import type { MailMessage } from '../src/services/mail';

// Without DATABASE_URL (or with LEADS_BENCH_PGLITE=1) it runs on an in-memory PGlite instead.
const url = process.env.LEADS_BENCH_PGLITE
  ? undefined
  : process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.argv[2]) || 5;
const rate = Number(process.argv[3]) || 50;
const STATES = [
  'Punjab',
  'Haryana',
  'Gujarat',
  'Maharashtra',
  'Himachal Pradesh',
  'Uttar Pradesh',
  'Telangana',
  'Tamil Nadu',
];

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const fmt = (values: number[]) =>
  `p50 ${pct(values, 50).toFixed(2)} ms  p95 ${pct(values, 95).toFixed(2)} ms  (n=${values.length})`;

async function routingQueryTimes(db: Database): Promise<number[]> {
  const times: number[] = [];
  const medicine = CONST_DATA.medicineTypes;
  const categories = CONST_DATA.serviceForPCD;
  for (let i = 0; i < 200; i++) {
    const params = [
      'PCD Pharma Franchise',
      STATES[i % STATES.length],
      [categories[i % categories.length]],
      [medicine[i % medicine.length], medicine[(i * 7) % medicine.length]],
      10,
    ];
    const start = performance.now();
    await db.transaction((tx) => tx.query(MATCHING_SQL, params));
    times.push(performance.now() - start);
  }
  return times;
}

async function growTo10k(db: Database) {
  await db.query(`
    INSERT INTO companies (name, slug, city, state, rank)
    SELECT 'Bench Company ' || g, 'bench-company-' || g, 'City', (ARRAY['Punjab','Haryana','Gujarat','Maharashtra','Himachal Pradesh','Uttar Pradesh','Telangana','Tamil Nadu','Kerala','Bihar']::text[])[1 + g % 10], g % 1000
    FROM generate_series(1, 10000 - (SELECT count(*) FROM companies)::int) AS g`);
  await db.query(
    `INSERT INTO company_packages (company_id, package_id) SELECT id, CASE WHEN id % 10 < 7 THEN 5 ELSE 1 + id % 4 END FROM companies WHERE id NOT IN (SELECT company_id FROM company_packages)`,
  );
  await db.query(
    `INSERT INTO company_lead_preferences (company_id, service_types, states, categories, medicine_types)
     SELECT c.id, CASE WHEN c.id % 3 = 0 THEN ARRAY['3rd Party Manufacturing'] ELSE ARRAY['PCD Pharma Franchise'] END,
       ARRAY[c.state, ($1::text[])[1 + c.id % 8]], ARRAY[($2::text[])[1 + c.id % 15]], ARRAY[($3::text[])[1 + c.id % 18], ($3::text[])[1 + (c.id * 5) % 18]]
     FROM companies c WHERE c.id NOT IN (SELECT company_id FROM company_lead_preferences)`,
    [STATES, CONST_DATA.serviceForPCD, CONST_DATA.medicineTypes],
  );
  await db.query(`INSERT INTO seller_accounts (company_id, country_code, isd_code, mobile, email, name)
    SELECT id, 'IN', '91', '96' || lpad(id::text, 8, '0'), 'bench' || id || '@sellers.pharmasetu.in', 'Seller ' || id FROM companies WHERE id NOT IN (SELECT company_id FROM seller_accounts)`);
  await db.query('ANALYZE');
}

async function dispatchLatency(db: Database) {
  const dispatchedAt = new Map<number, number[]>(); // lead id -> provider hand-over times
  const otps = new Map<string, string>();
  const record = (text: string, to: string) => {
    const code = /^(\d{6}) is your PharmaSetu verification code/.exec(text)?.[1];
    if (code) return void otps.set(to.replace(/^\+91/, ''), code);
    const lead = Number(/\/leads\/(\d+)/.exec(text)?.[1]);
    if (lead) dispatchedAt.set(lead, [...(dispatchedAt.get(lead) ?? []), performance.now()]);
  };
  const app = buildApp({
    db,
    // Every buyer comes from this one address: the per-IP OTP limits are raised (the per-number and per-session ones stay).
    env: {
      OTP_LIMIT_PER_IP_PER_HOUR: '10000000',
      OTP_NUMBERS_PER_IP_PER_HOUR: '10000000',
      LEADS_SENDER_INTERVAL_MS: process.env.LEADS_SENDER_INTERVAL_MS ?? '250',
      LEADS_SENDER_BATCH: '500',
      LEADS_SENDER_CONCURRENCY: process.env.LEADS_SENDER_CONCURRENCY ?? '4',
    },
    mail: [{ name: 'mailtrap', priority: 1, send: async (m: MailMessage) => record(m.text, m.to) }],
    sms: { name: 'bench-sms', send: async (m: SmsMessage) => record(m.text, m.to) },
    config: {
      env: 'production',
      secret: 'bench-secret',
      devOutbox: false,
      rateLimits: { perIpPerMinute: 10_000_000, perMobilePerHour: 10_000_000 },
    },
  });
  await app.ready();
  // The CSRF token is bound to the session: a fresh one without a session, then the session's own once it has one.
  const csrfFor = async (sid?: string) =>
    (await app.inject({ method: 'GET', url: '/csrf', headers: sid ? { cookie: `sid=${sid}` } : {} })).json()
      .token as string;
  const anonymous = await csrfFor();
  const post = async (url: string, body: unknown, sid?: string, csrf = anonymous) => {
    const r = await app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': csrf,
        cookie: `XSRF-TOKEN=${csrf}${sid ? `; sid=${sid}` : ''}`,
      },
      payload: JSON.stringify(body),
    });
    if (r.statusCode !== 200) throw new Error(`${url} ${r.statusCode} ${r.body}`);
    return r;
  };

  const total = seconds * rate;
  const buyers: { mobile: string; sid: string; csrf: string; enquiryId: string }[] = [];
  for (let i = 0; i < total; i++) {
    const mobile = String(8_100_000_000 + i);
    const posted = await post('/enquiry/new', {
      service_type: 'PCD Pharma Franchise',
      mobile,
      country_code: 'IN',
      isd_code: '91',
      message: 'Need a PCD franchise for tablets in Punjab',
      source: 'Website',
    });
    const sid = (posted.cookies as { name: string; value: string }[]).find((c) => c.name === 'sid')!.value;
    const enquiryId = posted.json().enquiry_id as string; // the public id
    const csrf = await csrfFor(sid);
    await post(
      '/enquiry/update',
      {
        enquiry_id: enquiryId,
        name: 'Bench Buyer',
        email: `b${i}@example.com`,
        address: 'Mohali, Punjab, India',
        gst_number: 1,
        drug_license: 1,
      },
      sid,
      csrf,
    );
    await post(
      '/enquiry/update',
      {
        enquiry_id: enquiryId,
        medicine_type: ['Tablets'],
        service_for: ['Gynaecology'],
        pcd_area: i % 2 === 0 ? 'Ludhiana, Punjab, India' : 'Panchkula, Haryana, India',
      },
      sid,
      csrf,
    );
    await post('/enquiry/otp/generate', { mobile, country: 'IN' }, sid, csrf);
    buyers.push({ mobile, sid, csrf, enquiryId });
  }
  console.error(`${total} buyers ready; validating at ${rate}/s…`);
  const validatedAt = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    buyers.map(async (b, i) => {
      await new Promise((r) => setTimeout(r, Math.max(0, started + (i * 1000) / rate - performance.now())));
      const t0 = performance.now();
      await post('/enquiry/otp/validate', { otp: otps.get(b.mobile) }, b.sid, b.csrf);
      validatedAt.set(b.enquiryId, t0);
    }),
  );
  const leads = (
    await db.query<{ id: number; public_id: string }>(
      'SELECT l.id, e.public_id FROM seller_leads l JOIN enquiries e ON e.id = l.enquiry_id',
    )
  ).rows;
  const expected = leads.length * 2;
  const deadline = Date.now() + 60_000;
  while ([...dispatchedAt.values()].reduce((n, v) => n + v.length, 0) < expected && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  const first: number[] = [];
  const last: number[] = [];
  const byEnquiry = new Map<string, number[]>();
  for (const l of leads)
    byEnquiry.set(l.public_id, [...(byEnquiry.get(l.public_id) ?? []), ...(dispatchedAt.get(Number(l.id)) ?? [])]);
  for (const [enquiryId, times] of byEnquiry) {
    const t0 = validatedAt.get(enquiryId);
    if (t0 === undefined || times.length === 0) continue;
    first.push(Math.min(...times) - t0);
    last.push(Math.max(...times) - t0);
  }
  const sent = [...dispatchedAt.values()].reduce((n, v) => n + v.length, 0);
  await app.close();
  return { first, last, leads: byEnquiry.size, sent, expected, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const admin = url ? new Pool({ connectionString: url, max: 1 }) : undefined;
  const schema = `bench_leads_${randomBytes(4).toString('hex')}`;
  await admin?.query(`CREATE SCHEMA ${schema}`);
  const db = await createDatabase(url ? { url, schema, poolMax: 8 } : {});
  console.error(`database: ${db.kind}`);
  try {
    console.error('migrating and seeding…');
    await migrate(db);
    await seed(db);
    await db.query('ANALYZE');
    const small = await routingQueryTimes(db);
    await growTo10k(db);
    const companies = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies')).rows[0]!.n;
    const large = await routingQueryTimes(db);
    console.log('\nrouting query (general PCD requirement, up to 10 companies):');
    console.log(`  1,200 companies        ${fmt(small)}`);
    console.log(`  ${companies.toLocaleString('en')} companies       ${fmt(large)}`);
    console.log(
      `  ratio 10k/1.2k         p50 ${(pct(large, 50) / pct(small, 50)).toFixed(2)}x  p95 ${(pct(large, 95) / pct(small, 95)).toFixed(2)}x`,
    );
    const d = await dispatchLatency(db);
    console.log(
      `\nOTP validation -> notification handed to the provider, ${rate} verified leads/s for ${seconds}s (${d.leads} leads routed, ${d.sent}/${d.expected} messages sent, ${companies} companies, ${db.kind}):`,
    );
    console.log(`  first message of a lead  ${fmt(d.first)}`);
    console.log(`  last message of a lead   ${fmt(d.last)}`);
  } finally {
    await db.close();
    await admin?.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin?.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

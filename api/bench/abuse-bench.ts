// npm run bench:abuse
// What an owner gets after a stranger who knows its number has attacked it, what reaches a phone when strangers pump
// SMS to numbers of every kind, and whether a visitor's search is answered while 60 addresses flood the engine.
// The api runs in this process with its production limits (nothing raised, nothing turned off) on the embedded
// database; every request is a real HTTP-shaped call (Fastify inject, with the caller's own address and cookies).
// The flood is api/bench/search/flood-bench.ts, run after, in its own processes. Prints each figure beside its
// target with met / MISSED. Loopback only, bounded in time.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { SUPPORTED_COUNTRIES } from '@pharmasetu/shared-contracts';
import { buildApp } from '../src/app';
import { openTestDatabase } from '../test/helpers/databases';
import { joinFree } from '../test/helpers/join-free';

const STRANGER = '198.51.100.66';
const OWNER = '203.0.113.77';
const sent: string[] = [];

/** A browser-like caller at `ip`: its own cookies, the CSRF token echoed on every POST. */
class Caller {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip: string,
    private readonly origin = 'http://localhost:3000',
  ) {}
  async post(url: string, body: unknown) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.send('GET', '/csrf');
    return this.send('POST', url, body);
  }
  private async send(method: 'GET' | 'POST', url: string, body?: unknown) {
    const r = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: this.origin,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')! }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of r.cookies as { name: string; value: string }[]) this.cookies.set(c.name, c.value);
    return r;
  }
}

const codeFor = (to: string) => /\b(\d{6})\b/.exec([...sent].reverse().find((s) => s.startsWith(`${to} `)) ?? '')?.[1];

async function lockouts(app: FastifyInstance, sellerMobile: string) {
  const rows: [string, string, boolean][] = [];
  const dashboard = 'http://localhost:3400';
  const as = (ip: string, origin?: string) => new Caller(app, ip, origin);

  // Seller sign-in naming a listing that does not exist, 20 times from fresh sessions.
  for (let i = 0; i < 20; i++)
    await as(STRANGER, dashboard).post('/seller/sign-in/otp', {
      mobile: sellerMobile,
      country: 'IN',
      listing_slug: 'no-such-company-zz',
    });
  const seller = as(OWNER, dashboard);
  const asked = await seller.post('/seller/sign-in/otp', { mobile: sellerMobile, country: 'IN' });
  const signedIn = await seller.post('/seller/sign-in/verify', { otp: codeFor(`+91${sellerMobile}`) });
  rows.push([
    '20 seller sign-ins naming an unknown listing',
    `code ${asked.statusCode}, sign-in ${signedIn.statusCode}`,
    asked.statusCode === 200 && signedIn.statusCode === 200,
  ]);

  // Join Free for a mobile without its OTP proof, 20 times.
  for (let i = 0; i < 20; i++) await as(STRANGER).post('/api/registration', joinFree('9845000091'));
  const founder = as(OWNER);
  await founder.post('/enquiry/otp/generate', { mobile: '9845000091', country: 'IN' });
  await founder.post('/enquiry/otp/validate', { otp: codeFor('+919845000091') });
  const registered = await founder.post('/api/registration', joinFree('9845000091'));
  rows.push([
    '20 Join Free posts without OTP proof',
    `registration ${registered.statusCode}`,
    registered.statusCode === 201,
  ]);

  // A code asked for a buyer's number by a stranger, five wrong guesses, then the buyer asks its own.
  const victim = '9812399911';
  const stranger = as(STRANGER);
  await stranger.post('/enquiry/otp/generate', { mobile: victim, country: 'IN' });
  const theirs = codeFor(`+91${victim}`)!;
  for (let g = 0; g < 5; g++)
    await stranger.post('/enquiry/otp/validate', { otp: String((Number(theirs) + 1 + g) % 1e6).padStart(6, '0') });
  const buyer = as(OWNER);
  const own = await buyer.post('/enquiry/otp/generate', { mobile: victim, country: 'IN' });
  const verified = await buyer.post('/enquiry/otp/validate', { otp: codeFor(`+91${victim}`) });
  rows.push([
    "a stranger's code for the number and 5 wrong guesses",
    `code ${own.statusCode}, check ${verified.statusCode}`,
    own.statusCode === 200 && verified.statusCode === 200,
  ]);

  // 20 strangers' call-back requests for a number, then the owner's own.
  const callback = (name: string) => ({
    name,
    email: 'anita@example.com',
    phone_number: '9812399912',
    type: 'PCD Pharma Franchise',
    country_code: 'IN',
    isd_code: '91',
  });
  for (let i = 0; i < 20; i++) await as(`198.51.100.${120 + i}`).post('/api/post-quick-enquiry', callback('Mallory'));
  const called = await as(OWNER).post('/api/post-quick-enquiry', callback('Anita'));
  rows.push(["20 strangers' call-back requests", `call-back ${called.statusCode}`, called.statusCode === 200]);

  console.log('\nLock-out attacks: what the owner gets after each (target: served)');
  console.log('attack'.padEnd(56), 'owner gets'.padEnd(26), 'verdict');
  for (const [attack, got, ok] of rows) console.log(attack.padEnd(56), got.padEnd(26), ok ? 'met' : 'MISSED');
  return rows.every(([, , ok]) => ok);
}

/** The reproduced pumping numbers, and one real mobile of every country the phone input offers (the plan's own example). */
async function pumping(app: FastifyInstance) {
  const attempts = [
    { what: 'Jamaica sent as US', country: 'US', mobile: '8765550102' },
    { what: 'US premium rate', country: 'US', mobile: '9005550106' },
    { what: 'British Virgin Islands sent as US', country: 'US', mobile: '2845550103' },
    { what: 'Turks and Caicos sent as US', country: 'US', mobile: '6495550104' },
    { what: 'Dominican Republic +1 809 sent as US', country: 'US', mobile: '+1 809 555 0100' },
    ...SUPPORTED_COUNTRIES.map((c) => ({
      what: `a mobile of ${c.country_name}`,
      country: c.alpha2,
      mobile: getExampleNumber(c.alpha2 as CountryCode, mobileExamples)!.nationalNumber as string,
    })),
  ];
  console.log('\nSMS pumping: what reaches a phone (target: the reproduced numbers refused, real mobiles sent)');
  let ok = true;
  let ip = 0;
  for (const a of attempts) {
    const before = sent.length;
    const r = await new Caller(app, `192.0.2.${++ip}`).post('/enquiry/otp/generate', {
      country: a.country,
      mobile: a.mobile,
    });
    const delivered = sent.length > before;
    const wanted = a.what.startsWith('a mobile of') ? delivered : !delivered;
    ok &&= wanted;
    console.log(
      a.what.padEnd(40),
      `${a.country} ${a.mobile}`.padEnd(24),
      `${r.statusCode} ${delivered ? 'sent' : 'refused'}`.padEnd(12),
      wanted ? 'met' : 'MISSED',
    );
  }
  const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  console.log(
    metrics
      .split('\n')
      .filter((l) => l.startsWith('sms_refused_total{'))
      .join('\n'),
  );
  return ok;
}

async function main() {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on this machine`,
  );
  const database = await openTestDatabase('pglite');
  const app = buildApp({
    db: database.db,
    env: {},
    mail: [],
    sms: { name: 'bench', send: async ({ to, text }) => void sent.push(`${to} ${text}`) },
    config: { env: 'test', secret: 'abuse-bench-secret', devOutbox: false, cookieSecure: false },
  });
  await app.ready();
  const seller = await database.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts ORDER BY id LIMIT 1');
  const served = await lockouts(app, seller.rows[0]!.mobile);
  const pumped = await pumping(app);
  await app.close();
  await database.drop();

  console.log('\nSearch flood (api/bench/search/flood-bench.ts):');
  const flood = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'search/flood-bench.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    timeout: 120_000,
  });
  process.stdout.write(flood.stdout ?? '');
  const flooded = flood.status === 0 && !/MISSED/.test(flood.stdout ?? '');
  console.log(
    `\nabuse bench: lock-outs ${served ? 'met' : 'MISSED'}, pumping ${pumped ? 'met' : 'MISSED'}, flood ${flooded ? 'met' : 'MISSED'}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

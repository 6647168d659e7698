import fc from 'fast-check';
import {
  firstErrorMessage,
  visitLogSchema,
  newsletterSchema,
  otpGenerateSchema,
  otpValidateSchema,
  callbackSchema,
  registrationSchema,
  sellerPreferencesSchema,
  enquirySchema,
} from '@pharmasetu/shared-contracts';
import { enquiryUpdateSchema } from '../src/routes/enquiry';
import { beaconSchema } from '../src/routes/release-beacon';
import { UNTYPABLE_FALLBACK, type Parser } from '../src/plugins/validation';
import { useApp, validEnquiry, validCallback, Visitor, type AppInTest } from './helpers/app';
import { DATABASES, writableRowCounts } from './helpers/databases';
import { proveMobile } from './helpers/join-free';
import { signInSeller } from './seller-leads/seller-sign-in';

const valid: Record<string, Record<string, unknown>> = {
  '/enquiry/new': validEnquiry(),
  // enquiry_id: a real enquiry of the posting session, made in beforeAll (so only what a property injects can be refused).
  '/enquiry/update': {
    enquiry_id: '',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    address: 'Mohali, Punjab, India',
    gst_number: 1,
    drug_license: 0,
  },
  '/enquiry/otp/generate': { mobile: '9876543210', country: 'IN', email: '', email_otp: false },
  '/enquiry/otp/validate': { otp: '123456' },
  '/api/post-quick-enquiry': validCallback(),
  '/web/footer/subscribe': { email: 'news@example.com' },
  '/api/logger': { location: 'Mohali', url: '/pharma', url_type: 'website' },
  '/api/registration': {
    company_name: 'Sanjeevani Remedies Pvt Ltd',
    contact_name: 'Rajesh Gupta',
    mobile: '9814012345',
    country_code: 'IN',
    email: 'rajesh@sanjeevani.in',
    city: 'Mohali, Punjab, India',
    service_types: ['PCD Pharma Franchise'],
    categories: ['Gynaecology'],
    gst_number: '27aapfu0939f1zv',
  },
  '/seller/sign-in/otp': { mobile: '9876543210', country: 'IN' },
  '/api/release-beacon': {
    page: 'property-page-load-0001',
    site: 'main',
    remotes: [{ remote: 'remote_footer', version: '1.1.0', failed: false }],
  },
  // Posted by a signed-in seller (beforeAll).
  '/seller/preferences': {
    service_types: ['PCD Pharma Franchise'],
    states: ['Punjab'],
    categories: ['Hormones'],
    medicine_types: ['Tablets'],
  },
};
/** The routes added to the properties later, with fewer runs each. */
const LATER = new Set(['/api/registration', '/seller/sign-in/otp', '/api/release-beacon', '/seller/preferences']);
const schemas: Record<string, Parser> = {
  '/enquiry/new': enquirySchema,
  '/enquiry/update': enquiryUpdateSchema,
  '/enquiry/otp/generate': otpGenerateSchema,
  '/enquiry/otp/validate': otpValidateSchema,
  '/api/post-quick-enquiry': callbackSchema,
  '/web/footer/subscribe': newsletterSchema,
  '/api/logger': visitLogSchema,
  '/api/registration': registrationSchema,
  '/seller/sign-in/otp': otpGenerateSchema,
  '/api/release-beacon': beaconSchema,
  '/seller/preferences': sellerPreferencesSchema,
};

/** Malformed bodies: random JSON, valid bodies with one field broken or dropped, and text that is not JSON. */
function malformed(url: string) {
  const base = valid[url]!;
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      key: fc.constantFrom(...keys),
      value: fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.string({ maxLength: 300 })),
    })
    .map(({ key, value }) => ({ ...base, [key]: value }));
  const json = fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      mutated,
      fc.dictionary(fc.constantFrom(...keys, 'x', '__proto__', 'constructor'), fc.jsonValue({ maxDepth: 2 })),
    )
    .filter((body) => !schemas[url]!.safeParse(JSON.parse(JSON.stringify(body ?? null))).success)
    .map((body) => ({ text: JSON.stringify(body ?? null), type: 'application/json' }));
  const text = fc.record({
    text: fc.string({ maxLength: 200 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    }),
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  });
  return fc.oneof({ arbitrary: json, weight: 4 }, { arbitrary: text, weight: 1 });
}

/** Control characters (NUL first: PostgreSQL refuses it) and lone surrogates, which no text field accepts. */
const untypableChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
);
const withUntypable = (around: fc.Arbitrary<string>) =>
  fc.tuple(around, untypableChar, around).map(([a, c, b]) => a + c + b);

const isTextList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** A valid body with one string field (or one entry of a list) holding an untypable character; `key` names the field. */
function untypableBody(url: string) {
  const base = valid[url]!;
  const textKeys = Object.keys(base).filter((k) => typeof base[k] === 'string' || isTextList(base[k]));
  return fc
    .record({
      key: fc.constantFrom(...textKeys),
      value: withUntypable(fc.string({ maxLength: 30 })),
      inList: fc.boolean(),
    })
    .map(({ key, value, inList }) => {
      const injected = isTextList(base[key])
        ? [...(base[key] as string[]).slice(1), value]
        : inList && url === '/enquiry/update'
          ? [value]
          : value;
      return { key, body: { ...base, [key]: injected } };
    });
}

/**
 * The message the api gives a body whose only fault is in `key` (plugins/validation.ts): the schema's own message
 * when its rule refuses the text, else the one it gives that field for a value of the wrong type.
 */
function fieldMessage(url: string, body: Record<string, unknown>, key: string): string {
  const parsed = schemas[url]!.safeParse(body);
  if (!parsed.success) return firstErrorMessage(parsed.error);
  const wrongType = schemas[url]!.safeParse({ ...body, [key]: 0 });
  return wrongType.success ? UNTYPABLE_FALLBACK : firstErrorMessage(wrongType.error);
}

/** Query values and path segments as a browser would percent-encode them (UTF-8; a lone surrogate becomes U+FFFD on the way). */
const percentEncoded = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const GET_TEMPLATES = [
  (v: string) => `/api/cities2?input=${v}&code=IN`,
  (v: string) => `/api/cities2?code=${v}`,
  (v: string) => `/web/fetch-molecule?name=${v}`,
  (v: string) => `/api/catalog/molecules?limit=${v}&offset=${v}`,
  (v: string) => `/api/catalog/companies?order_by=${v}`,
  (v: string) => `/api/catalog/categories/${v}`,
  (v: string) => `/api/catalog/companies/${v}`,
  (v: string) => `/api/catalog/molecules/${v}`,
  (v: string) => `/dev/outbox?to=${v}`,
  (v: string) => `/dev/enquiries?mobile=${v}`,
];

const RUNS_PER_ROUTE = 300; // 7 routes: 2,100 malformed bodies per database, and 150 for each route added later

/** Rows in every table a POST here can write to. */
async function rowCounts(t: AppInTest) {
  const counts = await writableRowCounts(t.db);
  for (const table of [
    'seller_registrations',
    'seller_accounts',
    'seller_sessions',
    'company_lead_preferences',
    'release_beacons',
  ]) {
    counts[table] = Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  }
  return counts;
}

describe.each(DATABASES)('property: malformed bodies to every POST (%s)', (kind) => {
  const t = useApp(kind, { env: { RELEASE_BEACON_PER_IP_PER_MINUTE: '1000000' } });
  /** The session that owns the real enquiry (cookie + CSRF), a signed-in seller, and a session that proved the registration's mobile. */
  let owner: Visitor;
  let seller: Visitor;
  let registrant: Visitor;
  const visitorFor = (url: string) =>
    url === '/enquiry/update' ? owner : url === '/seller/preferences' ? seller : new Visitor(t.app);
  beforeAll(async () => {
    owner = new Visitor(t.app);
    const created = await owner.post('/enquiry/new', validEnquiry('9876543219'));
    expect(created.statusCode).toBe(200);
    valid['/enquiry/update']!.enquiry_id = created.json().enquiry_id;
    const { rows } = await t.db.query<{ mobile: string }>(
      'SELECT mobile FROM seller_accounts ORDER BY company_id LIMIT 1',
    );
    seller = await signInSeller(t.app, rows[0]!.mobile);
    registrant = new Visitor(t.app);
    await proveMobile(registrant, '9814012345');
  });

  it("the bases are accepted as they are: the properties' refusals come from what they inject", async () => {
    // Read-only checks here (the bases themselves are posted, and stored, in the last test).
    for (const url of Object.keys(valid))
      expect([url, schemas[url]!.safeParse(valid[url]).success]).toEqual([url, true]);
  });

  it.each(Object.keys(valid))('%s answers 4xx with an error and stores nothing', async (url) => {
    const visitor = visitorFor(url);
    const before = await rowCounts(t);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformed(url), async ({ text, type }) => {
        const r = await visitor.post(url, text, { 'content-type': type });
        statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
        expect(r.statusCode).toBeGreaterThanOrEqual(400);
        expect(r.statusCode).toBeLessThan(500);
        expect(typeof r.json().error).toBe('string');
      }),
      { numRuns: LATER.has(url) ? RUNS_PER_ROUTE / 2 : RUNS_PER_ROUTE, seed: 20240601 },
    );
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    expect(await rowCounts(t)).toEqual(before);
  });

  it.each(Object.keys(valid))(
    "%s refuses control characters and lone surrogates in any text field: 400 with that field's message, nothing stored",
    async (url) => {
      const visitor = visitorFor(url);
      const before = await rowCounts(t);
      await fc.assert(
        fc.asyncProperty(untypableBody(url), async ({ key, body }) => {
          const r = await visitor.post(url, JSON.stringify(body));
          expect([key, r.statusCode, r.json()]).toEqual([key, 400, { error: fieldMessage(url, body, key) }]);
        }),
        { numRuns: 100, seed: 20240602 },
      );
      expect(await rowCounts(t)).toEqual(before);
    },
  );

  it.each(['/enquiry/update', ...LATER])(
    "%s accepts its base as it is (so the refusals above were the injected character's)",
    async (url) => {
      const r = await (url === '/api/registration' ? registrant : visitorFor(url)).post(url, valid[url]!);
      expect([r.statusCode, r.body]).toEqual([
        url === '/api/registration' ? 201 : url === '/api/release-beacon' ? 204 : 200,
        expect.any(String),
      ]);
    },
  );

  it('every GET with a query value or path segment holding control characters, lone surrogates or any text answers below 500', async () => {
    const value = fc.oneof(withUntypable(fc.string({ maxLength: 20 })), fc.string({ unit: 'binary', maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_TEMPLATES), value, async (template, v) => {
        const r = await t.app.inject(template(percentEncoded(v)));
        expect(r.statusCode).toBeLessThan(500);
        if (r.statusCode >= 400) expect(typeof r.json().error).toBe('string');
      }),
      { numRuns: 400, seed: 20240603 },
    );
  });
});

import fc from 'fast-check';
import {
  loggerSchema,
  newsletterSchema,
  otpGenerateSchema,
  otpValidateSchema,
  quickEnquirySchema,
  step0Schema,
} from '@pharmasetu/shared-contracts';
import { enquiryUpdateSchema } from '../src/routes/enquiry';
import type { Parser } from '../src/plugins/validation';
import { startApp, validEnquiry, Visitor, type TestApp } from './helpers/app';
import { DATABASES, writableRowCounts } from './helpers/databases';

const valid: Record<string, Record<string, unknown>> = {
  '/enquiry/new': validEnquiry(),
  '/enquiry/update': { enquiry_id: 1, name: 'Ravi Kumar', email: 'ravi@example.com', address: 'Mohali, Punjab, India', gst_number: 1, drug_license: 0 },
  '/enquiry/otp/generate': { mobile: '9876543210', country: 'IN', email: '', email_otp: false },
  '/enquiry/otp/validate': { otp: '123456' },
  '/api/post-quick-enquiry': { name: 'Anita', email: 'anita@example.com', phone_number: '9876543210', type: 'PCD Pharma Franchise', country_code: 'IN', isd_code: '91' },
  '/web/footer/subscribe': { email: 'news@example.com' },
  '/api/logger': { location: 'Mohali', url: '/pharma', url_type: 'website' },
};
const schemas: Record<string, Parser> = {
  '/enquiry/new': step0Schema,
  '/enquiry/update': enquiryUpdateSchema,
  '/enquiry/otp/generate': otpGenerateSchema,
  '/enquiry/otp/validate': otpValidateSchema,
  '/api/post-quick-enquiry': quickEnquirySchema,
  '/web/footer/subscribe': newsletterSchema,
  '/api/logger': loggerSchema,
};

/** Malformed bodies: random JSON, valid bodies with one field broken or dropped, and text that is not JSON. */
function malformed(url: string) {
  const base = valid[url]!;
  const keys = Object.keys(base);
  const mutated = fc
    .record({ key: fc.constantFrom(...keys), value: fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.string({ maxLength: 300 })) })
    .map(({ key, value }) => ({ ...base, [key]: value }));
  const json = fc
    .oneof(fc.jsonValue({ maxDepth: 3 }), mutated, fc.dictionary(fc.constantFrom(...keys, 'x', '__proto__', 'constructor'), fc.jsonValue({ maxDepth: 2 })))
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
const untypableChar = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', '\udbff', '\udc00', '\udfff');
const withUntypable = (around: fc.Arbitrary<string>) => fc.tuple(around, untypableChar, around).map(([a, c, b]) => a + c + b);

/** A valid body with one string field (or one entry of a list) holding an untypable character. */
function untypableBody(url: string) {
  const base = valid[url]!;
  const textKeys = Object.keys(base).filter((k) => typeof base[k] === 'string');
  return fc
    .record({ key: fc.constantFrom(...textKeys), value: withUntypable(fc.string({ maxLength: 30 })), inList: fc.boolean() })
    .map(({ key, value, inList }) => ({ ...base, [key]: inList && url === '/enquiry/update' ? [value] : value }));
}

/** Query values and path segments as a browser would percent-encode them (UTF-8; a lone surrogate becomes U+FFFD on the way). */
const percentEncoded = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
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

const RUNS_PER_ROUTE = 300; // 7 routes: 2,100 malformed bodies per database

describe.each(DATABASES)('property: malformed bodies to every POST (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(() => t.close());

  it.each(Object.keys(valid))('%s answers 4xx with an error and stores nothing', async (url) => {
    const visitor = new Visitor(t.app);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformed(url), async ({ text, type }) => {
        const r = await visitor.post(url, text, { 'content-type': type });
        statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
        expect(r.statusCode).toBeGreaterThanOrEqual(400);
        expect(r.statusCode).toBeLessThan(500);
        expect(typeof r.json().error).toBe('string');
      }),
      { numRuns: RUNS_PER_ROUTE, seed: 20240601 },
    );
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    const counts = await writableRowCounts(t.db);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  it.each(Object.keys(valid))('%s refuses control characters and lone surrogates in any text field: 400, nothing stored', async (url) => {
    const visitor = new Visitor(t.app);
    await fc.assert(
      fc.asyncProperty(untypableBody(url), async (body) => {
        const r = await visitor.post(url, JSON.stringify(body));
        expect(r.statusCode).toBeGreaterThanOrEqual(400);
        expect(r.statusCode).toBeLessThan(500);
        expect(typeof r.json().error).toBe('string');
      }),
      { numRuns: 100, seed: 20240602 },
    );
    const counts = await writableRowCounts(t.db);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

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

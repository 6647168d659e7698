// The api's write routes as the bench drives them: each prepares what it needs through the real api (sessions,
// enquiries, OTPs), then makes one request at a time (a new body, and the visitor's cookies and CSRF header).
import { HttpVisitor } from './http-visitor';

export interface BenchRequest {
  body: string;
  headers: Record<string, string>;
}
export interface WriteRoute {
  name: string;
  path: string;
  /** Requests to make instead of running for the bench's duration (each prepared request is valid once). */
  amount?: number;
  prepare(apiBase: string, codesBase: string): Promise<() => BenchRequest>;
}

const enquiry = (mobile: string, service_type = 'PCD Pharma Franchise') => ({
  service_type,
  mobile,
  country_code: 'IN',
  isd_code: '91',
  message: 'Looking for a PCD franchise for cefixime and paracetamol',
  source: 'Website',
});

/** Distinct 10-digit Indian mobiles, one series per route so no two requests of a run share one. */
const mobiles = (first: number, from = 0) => {
  let n = from;
  return () => String(first * 1_000_000_000 + n++);
};

/** A visitor with its session (GET /csrf makes it) and that session's CSRF token. */
async function visitor(apiBase: string) {
  const v = new HttpVisitor(apiBase);
  await v.get('/csrf');
  return v;
}

/** A visitor with a CSRF token but no session yet (any other GET sets the token): each of its posts makes one. */
async function sessionlessVisitor(apiBase: string) {
  const v = new HttpVisitor(apiBase);
  await v.get('/health');
  return v;
}

async function inBatches<T>(count: number, parallel: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += parallel)
    out.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, (_, j) => make(i + j)))));
  return out;
}

let keys = 0;
const key = (scope: string) => `bench-${scope}-${process.pid}-${keys++}`;

export function writeRoutes(validateAmount: number): WriteRoute[] {
  return [
    {
      name: 'POST /enquiry/new',
      path: '/enquiry/new',
      async prepare(api) {
        const v = await visitor(api);
        const next = mobiles(7);
        return () => ({
          body: JSON.stringify(enquiry(next())),
          headers: v.postHeaders({ 'idempotency-key': key('new') }),
        });
      },
    },
    {
      name: 'POST /enquiry/update',
      path: '/enquiry/update',
      async prepare(api) {
        const v = await visitor(api);
        const next = mobiles(6);
        const ids = await inBatches(200, 20, async () => {
          const r = await v.post('/enquiry/new', enquiry(next(), '3rd Party Manufacturing'));
          const id = (r.body as { enquiry_id?: unknown }).enquiry_id;
          if (r.status !== 200 || id === undefined)
            throw new Error(`preparing /enquiry/update: /enquiry/new answered ${r.status} ${JSON.stringify(r.body)}`);
          return id;
        });
        let n = 0;
        return () => {
          n += 1;
          return {
            body: JSON.stringify({ enquiry_id: ids[n % ids.length], quantity: `${n} boxes`, order_value: '100001' }),
            headers: v.postHeaders({ 'idempotency-key': key('update') }),
          };
        };
      },
    },
    {
      name: 'POST /api/post-quick-enquiry',
      path: '/api/post-quick-enquiry',
      async prepare(api) {
        const v = await visitor(api);
        const next = mobiles(8);
        return () => ({
          body: JSON.stringify({
            name: 'Anita Sharma',
            email: 'anita@example.in',
            phone_number: next(),
            type: 'PCD Pharma Franchise',
            country_code: 'IN',
            isd_code: '91',
          }),
          headers: v.postHeaders({ 'idempotency-key': key('quick') }),
        });
      },
    },
    {
      name: 'POST /web/footer/subscribe',
      path: '/web/footer/subscribe',
      async prepare(api) {
        const v = await visitor(api);
        let n = 0;
        return () => ({
          body: JSON.stringify({ email: `reader-${process.pid}-${n++}@example.in` }),
          headers: v.postHeaders(),
        });
      },
    },
    {
      name: 'POST /enquiry/otp/generate',
      path: '/enquiry/otp/generate',
      async prepare(api) {
        const v = await sessionlessVisitor(api);
        const next = mobiles(9);
        // No session cookie: each request is a new visitor's first code (the api makes the session).
        return () => ({ body: JSON.stringify({ mobile: next(), country: 'IN' }), headers: v.postHeaders() });
      },
    },
    {
      name: 'POST /enquiry/otp/validate',
      path: '/enquiry/otp/validate',
      amount: validateAmount,
      async prepare(api, codes) {
        const next = mobiles(9, 500_000_000); // a series of its own, far from /enquiry/otp/generate's
        const sessions = await inBatches(validateAmount, 20, async () => {
          const v = await visitor(api);
          const mobile = next();
          const sent = await v.post('/enquiry/otp/generate', { mobile, country: 'IN' });
          if (sent.status !== 200)
            throw new Error(
              `preparing /enquiry/otp/validate: /enquiry/otp/generate answered ${sent.status} ${JSON.stringify(sent.body)}`,
            );
          const { code } = (await (await fetch(`${codes}/codes?to=%2B91${mobile}`)).json()) as { code: string | null };
          if (!code) throw new Error(`preparing /enquiry/otp/validate: no code was sent to +91${mobile}`);
          return { v, code };
        });
        let n = 0;
        return () => {
          const { v, code } = sessions[n++ % sessions.length]!;
          return { body: JSON.stringify({ otp: code }), headers: v.postHeaders() };
        };
      },
    },
  ];
}

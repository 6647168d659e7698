import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookUrlProblem } from '../../src/seller-api/webhook-url';
import { useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { verifiedRequirement } from '../seller-leads/buyer-flow';
import { signInSeller } from '../seller-leads/seller-sign-in';

/** PUT and DELETE as the browser client sends them: JSON, with the CSRF cookie echoed. */
async function send(visitor: Visitor, method: 'PUT' | 'DELETE', url: string, body?: unknown) {
  if (!visitor.cookies.has('XSRF-TOKEN')) await visitor.get('/csrf');
  return visitor.request({
    method,
    url,
    headers: {
      'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')!,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real local receiver: answers each call with the next status of `statuses` (200 once they run out). */
async function receiver(statuses: number[]) {
  const calls: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { calls, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`, server };
}

const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('where a webhook may point', () => {
  it('in production: https to a public address only; http, loopback, private and credentials refused', () => {
    expect(webhookUrlProblem('https://crm.example.com/hooks', true)).toBeNull();
    for (const bad of [
      'http://crm.example.com/hooks',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.0.5/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost/x',
      'https://db.internal/x',
      'https://user:pw@crm.example.com/x',
      'ftp://crm.example.com/x',
      'javascript:alert(1)',
    ])
      expect(webhookUrlProblem(bad, true)).not.toBeNull();
  });
  it('outside production: http only to this machine', () => {
    expect(webhookUrlProblem('http://localhost:8080/x', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', false)).toBeNull();
    expect(webhookUrlProblem('http://crm.example.com/x', false)).not.toBeNull();
  });
});

describe.each(DATABASES)('sellers’ API keys and webhooks, and the attacks refused (%s)', (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  let companyA: number;
  let companyB: number;
  let sellerA: Visitor;
  let sellerB: Visitor;
  const pull = (key: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/seller/api/leads${query}`, headers: { authorization: `Bearer ${key}` } });

  beforeAll(async () => {
    await verifiedRequirement(t.app, '9812600001');
    const routed = await t.db.query<{ company_id: number }>(
      'SELECT DISTINCT company_id FROM seller_leads ORDER BY company_id',
    );
    companyA = Number(routed.rows[0]!.company_id);
    companyB = Number(
      (
        await t.db.query<{ id: number }>(
          'SELECT company_id AS id FROM seller_accounts WHERE company_id NOT IN (SELECT company_id FROM seller_leads) ORDER BY id LIMIT 1',
        )
      ).rows[0]!.id,
    );
    const mobileOf = async (id: number) =>
      (await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts WHERE company_id = $1', [id])).rows[0]!
        .mobile;
    sellerA = await signInSeller(t.app, await mobileOf(companyA));
    sellerB = await signInSeller(t.app, await mobileOf(companyB));
  });

  it('a key is shown once, stored hashed, listed by prefix, pulls its company’s leads, and stops at once when revoked', async () => {
    const made = await sellerA.post('/seller/api-keys', { label: 'Zoho CRM' });
    expect(made.statusCode).toBe(201);
    const { key, id, prefix } = made.json();
    expect(key).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);
    const stored = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM seller_api_keys WHERE id = $1', [id]);
    expect(stored.rows[0]!.key_hash).not.toContain(key);
    expect(JSON.stringify((await sellerA.get('/seller/api-keys')).json())).not.toContain(key);

    const leads = await pull(key, '?limit=5');
    expect(leads.statusCode).toBe(200);
    expect(leads.json().leads.length).toBeGreaterThan(0);
    expect(leads.json()).toMatchObject({ limit: 5, offset: 0 });
    // The dashboard list's filters apply: a status nobody has yet finds none.
    expect((await pull(key, '?status=contacted')).json().leads).toEqual([]);
    expect((await pull(key, '?status=bogus')).statusCode).toBe(400);

    expect((await send(sellerA, 'DELETE', `/seller/api-keys/${id}`)).statusCode).toBe(200);
    const revoked = await pull(key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ error: 'Invalid or revoked API key' });
  });

  it('another company’s key never sees this company’s leads, and cannot revoke its keys', async () => {
    const keyA = (await sellerA.post('/seller/api-keys', { label: 'A' })).json();
    const keyB = (await sellerB.post('/seller/api-keys', { label: 'B' })).json();
    const leadsA = (await pull(keyA.key)).json().leads.map((l: { id: number }) => l.id);
    expect(leadsA.length).toBeGreaterThan(0);
    const seenByB = await pull(keyB.key);
    expect(seenByB.statusCode).toBe(200);
    expect(seenByB.json().leads).toEqual([]);
    expect((await send(sellerB, 'DELETE', `/seller/api-keys/${keyA.id}`)).statusCode).toBe(404);
    expect((await pull(keyA.key)).statusCode).toBe(200);
    expect((await sellerB.get('/seller/api-keys')).json().keys.map((k: { id: number }) => k.id)).not.toContain(keyA.id);
  });

  it('refuses a key in the query string, a malformed or missing key, and a session cookie in place of a key', async () => {
    const { key } = (await sellerA.post('/seller/api-keys', { label: 'query' })).json();
    for (const query of [`?api_key=${key}`, `?key=${key}`, `?access_token=${key}`, `?state=${key}`]) {
      const answer = await t.app.inject({ method: 'GET', url: `/seller/api/leads${query}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'Send the API key in the Authorization header, never in the URL' });
    }
    expect((await pull(`${key}x`)).statusCode).toBe(401);
    expect((await pull('psk_' + 'A'.repeat(43))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/seller/api/leads' })).statusCode).toBe(401);
    expect((await sellerA.get('/seller/api/leads')).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/seller/api/leads',
      headers: { authorization: `Basic ${key}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('bounds keys: labels checked, at most 10 active, no key without a session', async () => {
    expect((await sellerB.post('/seller/api-keys', { label: '<b>x</b>' })).statusCode).toBe(400);
    expect((await sellerB.post('/seller/api-keys', { label: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await sellerB.post('/seller/api-keys', { label: 'x', company_id: companyA })).statusCode).toBe(400);
    expect((await new Visitor(t.app).post('/seller/api-keys', { label: 'x' })).statusCode).toBe(401);
    const active = async () =>
      Number(
        (
          await t.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM seller_api_keys WHERE company_id = $1 AND revoked_at IS NULL',
            [companyB],
          )
        ).rows[0]!.n,
      );
    while ((await active()) < 10) expect((await sellerB.post('/seller/api-keys', { label: 'k' })).statusCode).toBe(201);
    const over = await sellerB.post('/seller/api-keys', { label: 'k' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'A company holds at most 10 active API keys: revoke one first' });
    expect(await active()).toBe(10);
  });

  it('refuses a bad webhook address with 400 and keeps the one registered', async () => {
    const hook = await receiver([]);
    try {
      expect((await send(sellerB, 'PUT', '/seller/webhook', { url: hook.url })).statusCode).toBe(200);
      for (const url of [
        'http://crm.example.com/x',
        'ftp://127.0.0.1/x',
        'not a url',
        `https://x.com/${'a'.repeat(500)}`,
      ]) {
        const refused = await send(sellerB, 'PUT', '/seller/webhook', { url });
        expect(refused.statusCode).toBe(400);
      }
      expect((await sellerB.get('/seller/webhook')).json().webhook.url).toBe(hook.url);
      expect((await new Visitor(t.app).get('/seller/webhook')).statusCode).toBe(401);
    } finally {
      hook.server.close();
    }
  });

  it('POSTs each newly routed lead to the webhook, signed (HMAC-SHA256 over t.body), and retries after a 500', async () => {
    const hook = await receiver([500]);
    try {
      const saved = await send(sellerA, 'PUT', '/seller/webhook', { url: hook.url });
      expect(saved.statusCode).toBe(200);
      const { secret } = saved.json();
      expect(secret).toMatch(/^whsec_/);
      expect(JSON.stringify((await sellerA.get('/seller/webhook')).json())).not.toContain(secret);

      const slug = (await t.db.query<{ slug: string }>('SELECT slug FROM companies WHERE id = $1', [companyA])).rows[0]!
        .slug;
      const buyer = await verifiedRequirement(t.app, '9812600002', undefined, { enquiry: { listing_slug: slug } });
      const lead = (
        await t.db.query<{ id: number }>('SELECT id FROM seller_leads WHERE enquiry_id = $1 AND company_id = $2', [
          buyer.enquiryId,
          companyA,
        ])
      ).rows[0];
      expect(lead).toBeDefined();
      const leadId = Number(lead!.id);

      await until(() => hook.calls.length >= 1);
      const row = async () =>
        (
          await t.db.query<{ attempts: number; last_error: string | null; sent_at: Date | null; retry_in: number }>(
            `SELECT attempts, last_error, sent_at, extract(epoch FROM next_attempt_at - now())::float AS retry_in
             FROM notification_outbox WHERE channel = 'webhook' AND lead_id = $1`,
            [leadId],
          )
        ).rows[0]!;
      await until(async () => (await row()).attempts === 1);
      const failed = await row();
      expect(failed).toMatchObject({ attempts: 1, last_error: 'webhook answered 500', sent_at: null });
      expect(failed.retry_in).toBeGreaterThan(2);
      expect((await sellerA.get('/seller/webhook')).json().webhook.last_delivery).toMatchObject({
        ok: false,
        error: 'webhook answered 500',
      });

      // The back-off's due time, brought forward: the sender calls again and the 200 settles it.
      await t.db.query(
        `UPDATE notification_outbox SET next_attempt_at = now() WHERE channel = 'webhook' AND lead_id = $1`,
        [leadId],
      );
      await until(() => hook.calls.length >= 2);
      await until(async () => (await row()).sent_at !== null);
      expect((await row()).attempts).toBe(2);

      for (const call of hook.calls) {
        const header = String(call.headers['x-pharmasetu-signature']);
        const [tPart, vPart] = header.split(',');
        const ts = tPart!.slice(2);
        expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
        const expected = createHmac('sha256', secret).update(`${ts}.${call.body}`).digest('hex');
        expect(vPart).toBe(`v1=${expected}`);
        const wrong = createHmac('sha256', 'whsec_other').update(`${ts}.${call.body}`).digest('hex');
        expect(vPart).not.toBe(`v1=${wrong}`);
        expect(JSON.parse(call.body)).toMatchObject({ event: 'lead.routed', lead: { id: leadId } });
      }
      // Only the routed company's webhook heard of the lead.
      expect(
        (
          await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notification_outbox n JOIN seller_leads l ON l.id = n.lead_id
             WHERE n.channel = 'webhook' AND l.company_id <> ALL($1::int[])`,
            [[companyA, companyB]],
          )
        ).rows[0]!.n,
      ).toBe(0);
    } finally {
      hook.server.close();
    }
  });
});

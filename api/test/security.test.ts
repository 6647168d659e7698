import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { TEST_CONFIG, useApp, validEnquiry, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';

describe.each(DATABASES)('health, CORS, CSRF and headers (%s)', (kind) => {
  const t = useApp(kind);

  it('GET /health checks the database', async () => {
    const r = await t.app.inject('/health');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: 'ok',
      database: 'ok',
      leads: {
        not_routable_7d: 0,
        routing_queue: { queued: 0, due: 0, oldest_seconds: null },
        notifications: { pending: 0, due: 0, retrying: 0 },
      },
    });
  });

  it('sets a JS-readable XSRF-TOKEN cookie (SameSite=Lax) on a GET; GET /csrf makes the session and returns its token', async () => {
    const visitor = new Visitor(t.app);
    const first = await visitor.get('/health');
    const cookie = (first.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find(
      (c) => c.name === 'XSRF-TOKEN',
    );
    expect(cookie).toMatchObject({ sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const token = await visitor.get('/csrf');
    // A new session, and a token bound to it (the one from before the session no longer counts).
    expect((token.cookies as { name: string }[]).map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'sid']);
    expect(token.json()).toEqual({ token: visitor.cookies.get('XSRF-TOKEN') });
    const again = await visitor.get('/csrf');
    expect(again.json()).toEqual(token.json());
    expect(again.cookies).toHaveLength(0); // the session and its token are kept
  });

  it('refuses a POST without the header, with a wrong one, or with a forged cookie', async () => {
    const body = JSON.stringify({ email: 'a@example.com' });
    const headers = { 'content-type': 'application/json' };
    const none = await t.app.inject({ method: 'POST', url: '/web/footer/subscribe', headers, payload: body });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ error: 'Invalid CSRF token' });
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const wrong = await visitor.post('/web/footer/subscribe', body, { 'x-xsrf-token': 'nope' });
    expect(wrong.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/web/footer/subscribe',
      headers: { ...headers, cookie: 'XSRF-TOKEN=abc.def', 'x-xsrf-token': 'abc.def' },
      payload: body,
    });
    expect(forged.statusCode).toBe(403);
    const ok = await visitor.post('/web/footer/subscribe', body);
    expect(ok.statusCode).toBe(200);
    expect(Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM subscribers')).rows[0]!.n)).toBe(1);
  });

  it('allows only the configured site origins, with credentials', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/enquiry/new',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-xsrf-token,idempotency-key',
        },
      });
    const allowed = await preflight('http://localhost:3100');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3100');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('x-xsrf-token');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ url: '/api/const-data', headers: { origin: 'http://127.0.0.1:3200' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3200');
  });

  it('sends security headers and answers unknown paths with a plain 404', async () => {
    const r = await t.app.inject('/nowhere');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'Not found' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['x-powered-by']).toBeUndefined();
  });

  it('limits requests per IP (in memory by default)', async () => {
    const { buildApp } = await import('../src/app');
    const limited = buildApp({
      db: t.db,
      env: {},
      mail: [],
      config: { ...TEST_CONFIG, rateLimits: { perIpPerMinute: 3, perMobilePerHour: 2 } },
    });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await limited.inject('/api/const-data')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect((await limited.inject('/api/const-data')).json()).toEqual({
      error: 'Too many requests. Please try again later.',
    });
    await limited.close();
  });
});

describe('rate limits per mobile, and in Redis when REDIS_URL is set', () => {
  // The server when there is one: quicker to start than a third PGlite.
  const t = useApp(DATABASES[DATABASES.length - 1]!, {
    config: { ...TEST_CONFIG, rateLimits: { perIpPerMinute: 1000, perMobilePerHour: 2 } },
  });

  it('allows 2 enquiry posts per mobile per hour here, counted per mobile', async () => {
    const visitor = new Visitor(t.app);
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await visitor.post('/enquiry/new', validEnquiry('9811100001'))).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const refused = await visitor.post('/enquiry/new', validEnquiry('9811100001'));
    expect(refused.json()).toEqual({ error: 'Too many requests for this mobile number. Please try again later.' });
    // Retry-After: until the first of the two posts is an hour old (not a fixed minute).
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    await t.db.query("UPDATE enquiries SET created_at = now() - interval '59 minutes' WHERE mobile = '9811100001'");
    const later = await visitor.post('/enquiry/new', validEnquiry('9811100001'));
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThanOrEqual(55);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await visitor.post('/enquiry/new', validEnquiry('9811100002'))).statusCode).toBe(200);
    expect(
      Number(
        (await t.db.query<{ n: string }>("SELECT count(*) AS n FROM enquiries WHERE mobile = '9811100001'")).rows[0]!.n,
      ),
    ).toBe(2);
  });

  const redisUrl = process.env.API_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisUp = spawnSync(
    process.execPath,
    [
      '-e',
      `const {Redis}=require('ioredis');const r=new Redis(${JSON.stringify(redisUrl)},{lazyConnect:true,connectTimeout:1000,maxRetriesPerRequest:0});r.connect().then(()=>r.ping()).then(()=>{console.log('up');r.disconnect()}).catch(()=>r.disconnect())`,
    ],
    { encoding: 'utf8', timeout: 5000 },
  ).stdout.includes('up');
  if (redisUp) {
    it('shares the per-IP count through Redis between two app instances', async () => {
      const config = {
        ...TEST_CONFIG,
        redisUrl,
        redisNamespace: `test-rl-${randomBytes(4).toString('hex')}-`,
        rateLimits: { perIpPerMinute: 3, perMobilePerHour: 10 },
      };
      const { buildApp } = await import('../src/app');
      const [a, b] = [
        buildApp({ db: t.db, env: {}, mail: [], config }),
        buildApp({ db: t.db, env: {}, mail: [], config }),
      ];
      try {
        await Promise.all([a.ready(), b.ready()]);
        const codes = [];
        for (const app of [a, b, a, b]) codes.push((await app.inject('/api/const-data')).statusCode);
        expect(codes).toEqual([200, 200, 200, 429]);
      } finally {
        await a.close();
        await b.close();
      }
    });
  }
});

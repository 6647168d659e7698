import { connect } from 'node:net';
import { startApp, TEST_CONFIG, useApp, validEnquiry, validCallback, Visitor } from '../helpers/app';
import { codeSentTo, count } from './support';
import { DATABASES, writableRowCounts } from '../helpers/databases';

/** No-store on personal answers, the CSRF token bound to the session, one { error } shape for every 4xx. */
describe.each(DATABASES)('headers and errors (%s)', (kind) => {
  const t = useApp(kind);

  it('Cache-Control: no-store on /csrf and every enquiry, OTP and outbox answer, refusals included', async () => {
    const visitor = new Visitor(t.app);
    const answers: [string, Awaited<ReturnType<Visitor['get']>>][] = [
      ['csrf', await visitor.get('/csrf')],
      ['new', await visitor.post('/enquiry/new', validEnquiry('9876501001'))],
      ['new refused', await visitor.post('/enquiry/new', { mobile: '1' })],
      ['update', await visitor.post('/enquiry/update', { enquiry_id: 1, quantity: '10 boxes' })],
      ['otp generate', await visitor.post('/enquiry/otp/generate', { mobile: '9876501001', country: 'IN' })],
      ['otp validate', await visitor.post('/enquiry/otp/validate', { otp: '000000' })],
      [
        'quick enquiry',
        await visitor.post('/api/post-quick-enquiry', {
          name: 'Anita',
          email: 'anita@example.com',
          phone_number: '9876501002',
          type: 'PCD Pharma Franchise',
        }),
      ],
      ['outbox', await visitor.get('/dev/outbox?to=9876501001')],
    ];
    for (const [name, r] of answers) expect([name, r.headers['cache-control']]).toEqual([name, 'no-store']);
    expect((await visitor.get('/api/const-data')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('Cache-Control: no-store on every /seller/* answer: sign-in OTP, verify, me, leads, lead details, CSV, preferences, refusals included', async () => {
    const mobile = (
      await t.db.query<{ mobile: string }>('SELECT mobile FROM seller_accounts ORDER BY company_id LIMIT 1')
    ).rows[0]!.mobile;
    const seller = new Visitor(t.app, 'http://localhost:3400');
    const answers: [string, Awaited<ReturnType<Visitor['get']>>][] = [
      ['me signed out', await seller.get('/seller/me')],
      ['sign-in otp', await seller.post('/seller/sign-in/otp', { mobile, country: 'IN' })],
      ['sign-in otp refused', await seller.post('/seller/sign-in/otp', { mobile: '1', country: 'IN' })],
      ['verify refused', await seller.post('/seller/sign-in/verify', { otp: '12' })],
    ];
    const otp = (await seller.get(`/dev/outbox?to=${mobile}`))
      .json()
      .messages.find((m: { otp: string | null }) => m.otp)?.otp;
    answers.push(['verify', await seller.post('/seller/sign-in/verify', { otp })]);
    expect(answers.at(-1)![1].statusCode).toBe(200);
    answers.push(
      ['me', await seller.get('/seller/me')],
      ['leads', await seller.get('/seller/leads')],
      ['lead details', await seller.get('/seller/leads/1')],
      ['leads csv', await seller.get('/seller/leads.csv')],
      ['preferences', await seller.get('/seller/preferences')],
      ['sign-out', await seller.post('/seller/sign-out', {})],
    );
    for (const [name, r] of answers) expect([name, r.headers['cache-control']]).toEqual([name, 'no-store']);
  });

  it('every 429 carries Retry-After and {error}: the per-mobile limit and the OTP check lock too', async () => {
    const strict = await startApp(kind, {
      config: { ...TEST_CONFIG, rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: 1 } },
    });
    try {
      const visitor = new Visitor(strict.app);
      expect((await visitor.post('/enquiry/new', validEnquiry('9876501031'))).statusCode).toBe(200);
      const perMobile = await visitor.post('/enquiry/new', validEnquiry('9876501031'));
      expect([perMobile.statusCode, perMobile.json()]).toEqual([
        429,
        { error: 'Too many requests for this mobile number. Please try again later.' },
      ]);
      expect(Number(perMobile.headers['retry-after'])).toBeGreaterThanOrEqual(1); // before: no header
      expect(await count(strict.db, 'enquiries WHERE mobile = $1', ['9876501031'])).toBe(1);
      // The call-back's per-mobile limit too, with the wait until its one call-back is an hour old.
      expect((await visitor.post('/api/post-quick-enquiry', validCallback('9876501033'))).statusCode).toBe(200);
      const quick = await visitor.post('/api/post-quick-enquiry', validCallback('9876501033'));
      expect([quick.statusCode, quick.json()]).toEqual([
        429,
        { error: 'Too many requests for this mobile number. Please try again later.' },
      ]);
      expect(Number(quick.headers['retry-after'])).toBeGreaterThan(3_500);

      expect((await visitor.post('/enquiry/otp/generate', { mobile: '9876501032', country: 'IN' })).statusCode).toBe(
        200,
      );
      const code = await codeSentTo(strict.db, '+919876501032');
      const wrong = code === '000000' ? '111111' : '000000';
      let locked;
      for (let i = 0; i < 5; i++) locked = await visitor.post('/enquiry/otp/validate', { otp: wrong });
      expect([locked!.statusCode, locked!.json()]).toEqual([
        429,
        { error: 'Too many incorrect attempts. Please request a new OTP later.' },
      ]);
      expect(locked!.headers['retry-after']).toBe('600');
      const still = await visitor.post('/enquiry/otp/validate', { otp: code });
      expect([still.statusCode, still.headers['retry-after']]).toEqual([429, '600']);
      expect(await count(strict.db, 'verified_mobiles')).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('a CSRF token made for one session is refused in another, and nothing is stored', async () => {
    const alice = new Visitor(t.app);
    const mallory = new Visitor(t.app);
    for (const [v, mobile] of [
      [alice, '9876501011'],
      [mallory, '9876501012'],
    ] as const) {
      expect((await v.post('/enquiry/otp/generate', { mobile, country: 'IN' })).statusCode).toBe(200);
      expect(v.cookies.has('sid')).toBe(true);
    }
    const before = await writableRowCounts(t.db);
    // Mallory's page sends Alice's token (cookie and header) with Mallory's session.
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/web/footer/subscribe',
      headers: {
        'content-type': 'application/json',
        cookie: `sid=${mallory.cookies.get('sid')}; XSRF-TOKEN=${alice.cookies.get('XSRF-TOKEN')}`,
        'x-xsrf-token': alice.cookies.get('XSRF-TOKEN')!,
      },
      payload: JSON.stringify({ email: 'crossed@example.com' }),
    });
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json()).toEqual({ error: 'Invalid CSRF token' });
    expect(await writableRowCounts(t.db)).toEqual(before);
    // Each with its own token still works: the session came with a new token.
    expect((await alice.post('/web/footer/subscribe', { email: 'alice@example.com' })).statusCode).toBe(200);
  });

  it('the token from before the session is replaced when the session is created', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/health'); // a token with no session yet
    const before = visitor.cookies.get('XSRF-TOKEN')!;
    const r = await visitor.post('/enquiry/otp/generate', { mobile: '9876501021', country: 'IN' });
    expect(r.statusCode).toBe(200);
    const after = visitor.cookies.get('XSRF-TOKEN')!;
    expect(after).not.toBe(before);
    const stale = await visitor.request({
      method: 'POST',
      url: '/web/footer/subscribe',
      headers: {
        'content-type': 'application/json',
        cookie: `sid=${visitor.cookies.get('sid')}; XSRF-TOKEN=${before}`,
        'x-xsrf-token': before,
      },
      payload: JSON.stringify({ email: 'stale@example.com' }),
    });
    expect(stale.statusCode).toBe(403);
  });

  it.each([
    ['a malformed path', '/api/catalog/companies/%E0%A4%A', 400, 'Invalid URL'],
    ['a URL over 4 KB', `/api/cities2?input=${'a'.repeat(5000)}`, 414, 'URL is too long'],
    ['a path parameter over 100 characters', `/api/catalog/companies/${'a'.repeat(150)}`, 414, 'URL is too long'],
    ['an array where a query value is expected', '/api/cities2?input=a&input=b', 400, 'Invalid input'],
    ['an array for the country', '/api/cities2?code=IN&code=AE', 400, 'Invalid country code'],
    ['an array for a listing window', '/api/catalog/molecules?limit=1&limit=2', 400, 'Invalid query'],
    ['an array for the outbox recipient', '/dev/outbox?to=a&to=b', 400, 'Please give the recipient: ?to='],
    ['an unknown path', '/nowhere', 404, 'Not found'],
  ])('%s: %s { error }', async (_name, url, status, message) => {
    const r = await t.app.inject(url);
    expect(r.statusCode).toBe(status);
    expect(r.json()).toEqual({ error: message });
  });

  it('a wrong method is a 405 with Allow, not a 404', async () => {
    const get = await t.app.inject('/enquiry/new');
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.json()).toEqual({ error: 'Method not allowed' });
    const visitor = new Visitor(t.app);
    const post = await visitor.post('/api/const-data', {});
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const slug = await visitor.post('/api/catalog/companies/acme-pharma', {});
    expect([slug.statusCode, slug.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('what Node refuses before any route (headers over 16 KB) is an { error } too', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET /api/cities2?input=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.split('\r\n\r\n')[1]!)).toEqual({ error: 'Request Header Fields Too Large' });
  });
});

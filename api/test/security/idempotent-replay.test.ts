import { startApp, TEST_CONFIG, validEnquiry, Visitor, type TestApp } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { count } from './support';

// Issue 16 item 8: 50 parallel identical posts with one Idempotency-Key gave 20 × 200 and 30 × 429, because the
// per-mobile limit counted the replays.
describe.each(DATABASES)('security: replays of an idempotent post return the stored answer and are not rate limited (%s)', (kind) => {
  const PER_MOBILE = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { config: { ...TEST_CONFIG, rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: PER_MOBILE } } });
  });
  afterAll(() => t.close());

  it('50 parallel identical posts with one key: 50 × the same 200 answer, one enquiry, and the limit still has room', async () => {
    const visitor = new Visitor(t.app);
    await visitor.post('/web/footer/subscribe', { email: 'replay-warmup@example.com' }); // cookies first, as a browser has them
    const body = validEnquiry('9812600001');
    const responses = await Promise.all(Array.from({ length: 50 }, () => visitor.post('/enquiry/new', body, { 'idempotency-key': 'replay-50' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    for (const r of responses) expect(r.json()).toEqual(responses[0]!.json());
    expect(await count(t.db, 'enquiries WHERE mobile = $1', ['9812600001'])).toBe(1);

    // Only the stored post counted: PER_MOBILE - 1 more fresh posts pass, the next is refused.
    const fresh = [];
    for (let i = 0; i < PER_MOBILE; i++) fresh.push((await visitor.post('/enquiry/new', body, { 'idempotency-key': `replay-fresh-${i}` })).statusCode);
    expect(fresh).toEqual([...Array(PER_MOBILE - 1).fill(200), 429]);
    // And a replay of the first key is still answered (no new row), even now that the mobile is at its limit.
    const replay = await visitor.post('/enquiry/new', body, { 'idempotency-key': 'replay-50' });
    expect([replay.statusCode, replay.json()]).toEqual([200, responses[0]!.json()]);
    expect(await count(t.db, 'enquiries WHERE mobile = $1', ['9812600001'])).toBe(PER_MOBILE);
  });

  it('the same for quick call-back enquiries: 50 parallel replays, one row, the limit still has room', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const quick = { name: 'Anita Sharma', email: 'anita@example.com', phone_number: '9812600003', type: 'PCD Pharma Franchise', country_code: 'IN', isd_code: '91' };
    const responses = await Promise.all(Array.from({ length: 50 }, () => visitor.post('/api/post-quick-enquiry', quick, { 'idempotency-key': 'quick-replay-50' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    for (const r of responses) expect(r.json()).toEqual(responses[0]!.json());
    expect(await count(t.db, 'quick_enquiries WHERE phone_number = $1', ['9812600003'])).toBe(1);
    const fresh = [];
    for (let i = 0; i < PER_MOBILE; i++) fresh.push((await visitor.post('/api/post-quick-enquiry', quick, { 'idempotency-key': `quick-fresh-${i}` })).statusCode);
    expect(fresh).toEqual([...Array(PER_MOBILE - 1).fill(200), 429]);
  });

  it('a refused post (over the limit) stores nothing, not even its key, so a later retry can succeed', async () => {
    const visitor = new Visitor(t.app);
    const body = validEnquiry('9812600002');
    for (let i = 0; i < PER_MOBILE; i++) expect((await visitor.post('/enquiry/new', body, { 'idempotency-key': `limit-${i}` })).statusCode).toBe(200);
    const refused = await visitor.post('/enquiry/new', body, { 'idempotency-key': 'limit-over' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests for this mobile number. Please try again later.' });
    expect(await count(t.db, 'idempotency_keys WHERE key = $1', ['limit-over'])).toBe(0);
    expect(await count(t.db, 'enquiries WHERE mobile = $1', ['9812600002'])).toBe(PER_MOBILE);
  });
});

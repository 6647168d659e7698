import { TEST_CONFIG, useApp, validEnquiry, validCallback, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { count } from './support';

// Parallel identical posts with one Idempotency-Key must all get the stored answer: the per-mobile limit counts
// only posts that store something, never the replays.
describe.each(DATABASES)(
  'security: replays of an idempotent post return the stored answer and are not rate limited (%s)',
  (kind) => {
    const PER_MOBILE = 3;
    const t = useApp(kind, {
      config: { ...TEST_CONFIG, rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: PER_MOBILE } },
    });

    it('50 parallel identical posts with one key: 50 × the same 200 answer, one enquiry, and the limit still has room', async () => {
      const visitor = new Visitor(t.app);
      await visitor.post('/web/footer/subscribe', { email: 'replay-warmup@example.com' }); // cookies first, as a browser has them
      const body = validEnquiry('9812600001');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => visitor.post('/enquiry/new', body, { 'idempotency-key': 'replay-50' })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      for (const r of responses) expect(r.json()).toEqual(responses[0]!.json());
      expect(await count(t.db, 'enquiries WHERE mobile = $1', ['9812600001'])).toBe(1);

      // Only the stored post counted: PER_MOBILE - 1 more fresh posts pass, the next is refused.
      const fresh = [];
      for (let i = 0; i < PER_MOBILE; i++)
        fresh.push((await visitor.post('/enquiry/new', body, { 'idempotency-key': `replay-fresh-${i}` })).statusCode);
      expect(fresh).toEqual([...Array(PER_MOBILE - 1).fill(200), 429]);
      // And a replay of the first key is still answered (no new row), even now that the mobile is at its limit.
      const replay = await visitor.post('/enquiry/new', body, { 'idempotency-key': 'replay-50' });
      expect([replay.statusCode, replay.json()]).toEqual([200, responses[0]!.json()]);
      expect(await count(t.db, 'enquiries WHERE mobile = $1', ['9812600001'])).toBe(PER_MOBILE);
    });

    it('the same for quick call-back enquiries: 50 parallel replays, one row, the limit still has room', async () => {
      const visitor = new Visitor(t.app);
      await visitor.get('/csrf');
      const quick = validCallback('9812600003', { name: 'Anita Sharma' });
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          visitor.post('/api/post-quick-enquiry', quick, { 'idempotency-key': 'quick-replay-50' }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      for (const r of responses) expect(r.json()).toEqual(responses[0]!.json());
      expect(await count(t.db, 'quick_enquiries WHERE phone_number = $1', ['9812600003'])).toBe(1);
      const fresh = [];
      for (let i = 0; i < PER_MOBILE; i++)
        fresh.push(
          (await visitor.post('/api/post-quick-enquiry', quick, { 'idempotency-key': `quick-fresh-${i}` })).statusCode,
        );
      expect(fresh).toEqual([...Array(PER_MOBILE - 1).fill(200), 429]);
    });

    it('a refused post (over the limit) stores nothing, not even its key, so a later retry can succeed', async () => {
      const visitor = new Visitor(t.app);
      const body = validEnquiry('9812600002');
      for (let i = 0; i < PER_MOBILE; i++)
        expect((await visitor.post('/enquiry/new', body, { 'idempotency-key': `limit-${i}` })).statusCode).toBe(200);
      const refused = await visitor.post('/enquiry/new', body, { 'idempotency-key': 'limit-over' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Too many requests for this mobile number. Please try again later.' });
      expect(await count(t.db, 'idempotency_keys WHERE key = $1', ['limit-over'])).toBe(0);
      expect(await count(t.db, 'enquiries WHERE mobile = $1', ['9812600002'])).toBe(PER_MOBILE);
    });
  },
);

// Replays are never refused by the per-IP limit (@fastify/rate-limit): a keyed post is counted like any request, and
// over the limit its write (one database call, migration 010) answers a replay of the key and refuses anything else.
describe.each(DATABASES)(
  'security: replays of an idempotent post are answered over the per-IP limit; fresh posts are not (%s)',
  (kind) => {
    const PER_IP = 6;
    const t = useApp(kind, {
      config: { ...TEST_CONFIG, rateLimits: { perIpPerMinute: PER_IP, perMobilePerHour: 1_000_000 } },
    });

    it(`${PER_IP} + 10 replays all 200 with the stored answer; fresh posts over the limit hit 429 and store nothing`, async () => {
      const visitor = new Visitor(t.app);
      await visitor.get('/csrf'); // 1 of the address's PER_IP
      const body = validEnquiry('9812600011');
      const first = await visitor.post('/enquiry/new', body, { 'idempotency-key': 'ip-replay' }); // 2
      expect(first.statusCode).toBe(200);
      const fresh = [];
      for (let i = 0; i < PER_IP - 1; i++)
        fresh.push(await visitor.post('/enquiry/new', body, { 'idempotency-key': `ip-fresh-${i}` })); // 3…7
      expect(fresh.map((r) => r.statusCode)).toEqual([...Array(PER_IP - 2).fill(200), 429]);
      const refused = fresh.at(-1)!;
      expect(refused.json()).toEqual({ error: 'Too many requests. Please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await count(t.db, 'enquiries WHERE mobile = $1', ['9812600011'])).toBe(1 + PER_IP - 2);
      expect(await count(t.db, 'idempotency_keys WHERE key = $1', [`ip-fresh-${PER_IP - 2}`])).toBe(0);

      // Far over the limit now: every replay still gets the stored answer, and stores nothing.
      const replays = [];
      for (let i = 0; i < PER_IP + 10; i++)
        replays.push(await visitor.post('/enquiry/new', body, { 'idempotency-key': 'ip-replay' }));
      expect(replays.map((r) => r.statusCode)).toEqual(Array(PER_IP + 10).fill(200));
      for (const r of replays) expect(r.json()).toEqual(first.json());
      // …a key stored under the limit too, and the refused key, retried, is still refused.
      const stored = await visitor.post('/enquiry/new', body, { 'idempotency-key': 'ip-fresh-0' });
      expect([stored.statusCode, stored.json()]).toEqual([200, fresh[0]!.json()]);
      const retried = await visitor.post('/enquiry/new', body, { 'idempotency-key': `ip-fresh-${PER_IP - 2}` });
      expect(retried.statusCode).toBe(429);

      // Over the limit, fresh posts without a key and a reused key with another body are refused (they are not replays).
      const unkeyed = await visitor.post('/enquiry/new', body);
      expect(unkeyed.statusCode).toBe(429);
      const otherBody = await visitor.post(
        '/enquiry/new',
        { ...body, message: 'Another message for the same key' },
        { 'idempotency-key': 'ip-replay' },
      );
      expect(otherBody.statusCode).toBe(429);
      expect(await count(t.db, 'enquiries WHERE mobile = $1', ['9812600011'])).toBe(1 + PER_IP - 2);
      expect(await count(t.db, "idempotency_keys WHERE key LIKE 'ip-%'")).toBe(1 + PER_IP - 2);
    });

    it('the same for quick call-back enquiries: over the limit a replay is answered, a fresh one refused', async () => {
      const visitor = new Visitor(t.app);
      const ip = '203.0.113.78';
      const post = (key: string, phone: string) =>
        visitor.request({
          method: 'POST',
          url: '/api/post-quick-enquiry',
          headers: {
            'content-type': 'application/json',
            'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')!,
            'idempotency-key': key,
          },
          payload: JSON.stringify(validCallback(phone)),
          remoteAddress: ip,
        });
      await visitor.request({ method: 'GET', url: '/csrf', remoteAddress: ip }); // 1
      const first = await post('qe-ip-first', '9812600021'); // 2
      expect(first.statusCode).toBe(200);
      const statuses = [];
      for (let i = 0; i < PER_IP; i++) statuses.push((await post(`qe-ip-${i}`, `98126001${10 + i}`)).statusCode);
      expect(statuses).toEqual([...Array(PER_IP - 2).fill(200), 429, 429]);
      const replay = await post('qe-ip-first', '9812600021');
      expect([replay.statusCode, replay.json()]).toEqual([200, first.json()]);
      expect(
        await count(t.db, "quick_enquiries WHERE phone_number LIKE '98126001%' OR phone_number = '9812600021'"),
      ).toBe(1 + PER_IP - 2);
    });

    it('a keyed post refused before it is handled (bad body: 400) is still counted', async () => {
      const visitor = new Visitor(t.app);
      const ip = '203.0.113.77';
      await visitor.request({ method: 'GET', url: '/csrf', remoteAddress: ip }); // 1
      const statuses = [];
      for (let i = 0; i < PER_IP; i++) {
        const r = await visitor.request({
          method: 'POST',
          url: '/api/post-quick-enquiry',
          headers: {
            'content-type': 'application/json',
            'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')!,
            'idempotency-key': `bad-${i}`,
          },
          payload: '{}',
          remoteAddress: ip,
        });
        statuses.push(r.statusCode);
      }
      expect(statuses).toEqual([...Array(PER_IP - 1).fill(400), 429]);
      expect(await count(t.db, "idempotency_keys WHERE key LIKE 'bad-%'")).toBe(0);
    });
  },
);

// An Idempotency-Key belongs to the session that used it: another session replaying it gets nothing of the first's.
describe.each(DATABASES)("security: another session's Idempotency-Key (%s)", (kind) => {
  const t = useApp(kind);

  it("replaying another session's key is a request of its own: never that session's answer", async () => {
    const victim = new Visitor(t.app);
    const body = validEnquiry('9812600031');
    const first = await victim.post('/enquiry/new', body, { 'idempotency-key': 'shared-key-1' });
    expect(first.statusCode).toBe(200);

    const attacker = new Visitor(t.app);
    const replayed = await attacker.post('/enquiry/new', body, { 'idempotency-key': 'shared-key-1' });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().enquiry_id).not.toBe(first.json().enquiry_id);
    // With another body the key is simply the attacker's own: no 422 telling it the key was used.
    const other = await attacker.post('/enquiry/new', validEnquiry('9812600032'), {
      'idempotency-key': 'shared-key-2',
    });
    const victimsSecond = await victim.post('/enquiry/new', validEnquiry('9812600033'), {
      'idempotency-key': 'shared-key-2',
    });
    expect([other.statusCode, victimsSecond.statusCode]).toEqual([200, 200]);
    expect(victimsSecond.json().enquiry_id).not.toBe(other.json().enquiry_id);

    // The victim's own replay still answers the victim's first answer; the update keys too are per session.
    expect((await victim.post('/enquiry/new', body, { 'idempotency-key': 'shared-key-1' })).json()).toEqual(
      first.json(),
    );
    const step2 = {
      enquiry_id: first.json().enquiry_id,
      medicine_type: ['Tablets'],
      pcd_area: 'Pune, Maharashtra, India',
    };
    expect((await victim.post('/enquiry/update', step2, { 'idempotency-key': 'update-key' })).statusCode).toBe(200);
    const stolen = await attacker.post('/enquiry/update', step2, { 'idempotency-key': 'update-key' });
    expect([stolen.statusCode, stolen.json()]).toEqual([404, { error: 'Enquiry not found' }]);

    const quick = validCallback('9812600034');
    const q1 = await victim.post('/api/post-quick-enquiry', quick, { 'idempotency-key': 'quick-key' });
    const q2 = await attacker.post('/api/post-quick-enquiry', quick, { 'idempotency-key': 'quick-key' });
    expect(q2.json().id).not.toBe(q1.json().id);
  });
});

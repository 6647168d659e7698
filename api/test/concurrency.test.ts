import { useApp, validEnquiry, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';
import { mulberry32 } from '../seed/companies';

const KEYS = 500;
const POSTS = 2_000;

describe.each(DATABASES)('concurrency: %s', (kind) => {
  const t = useApp(kind, { poolMax: 20 });

  it(`${POSTS} parallel enquiry posts over ${KEYS} keys with random duplicate retries: exactly one enquiry per key`, async () => {
    const rnd = mulberry32(7); // deterministic shuffle and picks
    const keyOf = (i: number) => `concurrency-key-${i}`;
    const posts = [
      ...Array.from({ length: KEYS }, (_, i) => i),
      ...Array.from({ length: POSTS - KEYS }, () => Math.floor(rnd() * KEYS)),
    ];
    for (let i = posts.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [posts[i], posts[j]] = [posts[j]!, posts[i]!];
    }
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const bodyOf = (i: number) =>
      validEnquiry(String(9_000_000_000 + i), { message: `Enquiry number ${i} for cefixime tablets` });
    const responses = await Promise.all(
      posts.map((i) =>
        visitor.post('/enquiry/new', bodyOf(i), { 'idempotency-key': keyOf(i) }).then((r) => ({ i, r })),
      ),
    );

    expect(responses.filter(({ r }) => r.statusCode !== 200).map(({ r }) => r.body)).toEqual([]);
    const idsByKey = new Map<number, Set<number>>();
    for (const { i, r } of responses) (idsByKey.get(i) ?? idsByKey.set(i, new Set()).get(i)!).add(r.json().enquiry_id);
    expect(idsByKey.size).toBe(KEYS);
    expect([...idsByKey.values()].every((ids) => ids.size === 1)).toBe(true);
    const { rows } = await t.db.query<{ n: string; distinct_mobiles: string }>(
      'SELECT count(*) AS n, count(DISTINCT mobile) AS distinct_mobiles FROM enquiries',
    );
    expect(Number(rows[0]!.n)).toBe(KEYS);
    expect(Number(rows[0]!.distinct_mobiles)).toBe(KEYS);
    const stored = await t.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM idempotency_keys WHERE response IS NOT NULL',
    );
    expect(Number(stored.rows[0]!.n)).toBe(KEYS);
  });

  // Migration 010 stores a key with its answer at the end of the write: a concurrent request with the same key that no
  // lock held back meets the key's unique index, rolls back everything it did, and is answered from the stored key.
  it('one key raced with two different bodies: one enquiry, the other posts answered 422 and store nothing', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        visitor.post('/enquiry/new', validEnquiry(String(9_300_000_000 + (i % 2))), { 'idempotency-key': 'raced' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(new Set(statuses)).toEqual(new Set([200, 422]));
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(new Set(winners.map((r) => r.json().enquiry_id)).size).toBe(1);
    expect(winners.length).toBe(10); // the winner's body, answered and replayed; the other body's ten: 422
    const { rows } = await t.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM enquiries WHERE mobile IN ('9300000000', '9300000001')",
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('30 parallel identical /enquiry/update posts with one key: 30 × the same answer, one stored key', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const created = await visitor.post(
      '/enquiry/new',
      validEnquiry('9300000100', { service_type: '3rd Party Manufacturing' }),
    );
    const update = { enquiry_id: created.json().enquiry_id, quantity: '50 boxes' };
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => visitor.post('/enquiry/update', update, { 'idempotency-key': 'update-raced' })),
    );
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    const { rows } = await t.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM idempotency_keys WHERE key = 'update-raced' AND response IS NOT NULL",
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});

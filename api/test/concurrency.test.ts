import { useApp, validEnquiry, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';

const KEYS = 500;
const POSTS = 2_000;

/** Deterministic shuffle and picks (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(DATABASES)('concurrency: %s', (kind) => {
  const t = useApp(kind, { poolMax: 20 });

  it(`${POSTS} parallel enquiry posts over ${KEYS} keys with random duplicate retries: exactly one enquiry per key`, async () => {
    const rnd = random(7);
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
});

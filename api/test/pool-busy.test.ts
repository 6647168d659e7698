// A saturated pool answers 503 with a clear { error } and Retry-After, never 500, and stores nothing.
// Real PostgreSQL (a fresh schema), a pool of one connection held by a slow query.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { TEST_CONFIG, validEnquiry, Visitor } from './helpers/app';
import { postgresUrl } from './helpers/databases';

const url = postgresUrl();
const BUSY = { error: 'The service is busy. Please try again in a moment.' };

// Skipped only when no PostgreSQL answers (API_TEST_REQUIRE_POSTGRES makes helpers/databases throw then).
(url ? describe : describe.skip)('a saturated database pool (PostgreSQL)', () => {
  const schema = `t_pool_${randomBytes(4).toString('hex')}`;
  let admin: Database;
  let db: Database;
  let app: FastifyInstance;
  let visitor: Visitor;
  const count = async (table: string) =>
    Number((await admin.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.${table}`)).rows[0]!.n);

  beforeAll(async () => {
    admin = await createDatabase({ url: url!, poolMax: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    db = await createDatabase({ url: url!, schema, pool: { max: 1, queueMax: 1, queueTimeoutMs: 300 } });
    await migrate(db);
    // No lead notification sender (branch leads): its timed outbox reads would take the one connection or the
    // queue's one place at random moments; these tests decide exactly who holds them.
    app = buildApp({ db, env: {}, mail: [], config: TEST_CONFIG, leadSender: false });
    await app.ready();
    visitor = new Visitor(app);
    await visitor.get('/csrf');
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  });

  it('a request that waits longer than the queue allows gets 503 { error } with Retry-After, and nothing is stored', async () => {
    const slow = db.query('SELECT pg_sleep(1.5)'); // holds the only connection
    const started = Date.now();
    const r = await visitor.post('/web/footer/subscribe', { email: 'late@example.in' });
    expect(Date.now() - started).toBeLessThan(1_200); // refused after the 300 ms limit, not after the slow query
    expect([r.statusCode, r.json(), r.headers['retry-after']]).toEqual([503, BUSY, '2']);
    await slow;
    expect(await count('subscribers')).toBe(0);
  });

  it('a full queue is refused at once, for a transaction too (/enquiry/new)', async () => {
    const slow = db.query('SELECT pg_sleep(1)');
    const queued = db.query('SELECT 1 AS queued').catch((error: unknown) => error); // the queue's one place (it times out)
    const started = Date.now();
    const r = await visitor.post('/enquiry/new', validEnquiry('9812300001'));
    expect(Date.now() - started).toBeLessThan(250);
    expect([r.statusCode, r.json(), r.headers['retry-after']]).toEqual([503, BUSY, '2']);
    await slow;
    expect(await queued).toMatchObject({ name: 'PoolBusyError', reason: 'queue timeout' });
    expect(await count('enquiries')).toBe(0);
    expect(await count('customers')).toBe(0);
  });

  it('/health says busy (503, Retry-After) while saturated and ok once the connection is free', async () => {
    const slow = db.query('SELECT pg_sleep(1)');
    const busy = await app.inject('/health');
    expect([busy.statusCode, busy.json(), busy.headers['retry-after']]).toEqual([
      503,
      { status: 'error', database: 'busy' },
      '2',
    ]);
    await slow;
    const ok = await app.inject('/health');
    expect([ok.statusCode, ok.json()]).toMatchObject([200, { status: 'ok', database: 'ok' }]);
  });

  it('once the pool frees up, the same request succeeds', async () => {
    const r = await visitor.post('/web/footer/subscribe', { email: 'late@example.in' });
    expect(r.statusCode).toBe(200);
    expect(await count('subscribers')).toBe(1);
  });
});

// When the PostgreSQL server refuses another client (SQLSTATE 53300, "too many clients"), an instance
// answers 503 with a clear { error } and Retry-After, and /health says busy: never 500. The refusal is real: a
// role whose connection limit is 0 is refused by the server with the same code as a server at max_connections.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/database';
import { TEST_CONFIG, Visitor } from './helpers/app';
import { postgresUrl } from './helpers/databases';

const url = postgresUrl();

// Skipped only when no PostgreSQL answers (API_TEST_REQUIRE_POSTGRES makes helpers/databases throw then).
(url ? describe : describe.skip)('a PostgreSQL server that refuses another client', () => {
  const role = `t_full_${randomBytes(4).toString('hex')}`;
  let admin: Client;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
    const asRole = new URL(url!);
    asRole.username = role;
    db = await createDatabase({ url: asRole.toString(), pool: { max: 2 } });
    app = buildApp({ db, env: {}, mail: [], config: TEST_CONFIG });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('the server really refuses with 53300', async () => {
    await expect(db.query('SELECT 1')).rejects.toMatchObject({ code: '53300' });
  });

  it('a write answers 503 { error } with Retry-After, not 500', async () => {
    const r = await new Visitor(app).post('/web/footer/subscribe', { email: 'full@example.in' });
    expect([r.statusCode, r.json(), r.headers['retry-after']]).toEqual([
      503,
      { error: 'The service is busy. Please try again in a moment.' },
      '2',
    ]);
  });

  it('/health says busy', async () => {
    const r = await app.inject('/health');
    expect([r.statusCode, r.json()]).toEqual([503, { status: 'error', database: 'busy' }]);
  });
});

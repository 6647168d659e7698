// Started by enquiry-bench.ts: the real api and a bare Fastify route doing the same single INSERT with pg,
// both on the same PostgreSQL (a fresh schema), in this one process. Prints {"app":port,"bare":port,"schema":…}.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const POOL = 20;

async function main() {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await createDatabase({ url, schema, poolMax: POOL });
  await migrate(db);
  await seed(db);
  await db.exec('CREATE TABLE bare_enquiries (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, service_type text NOT NULL, mobile text NOT NULL, country_code char(2) NOT NULL, message text NOT NULL, source text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())');

  const app = buildApp({
    db,
    env: {},
    mail: [],
    config: { env: 'production', secret: 'bench-secret', devOutbox: false, rateLimits: { perIpPerMinute: 10_000_000, perMobilePerHour: 10_000_000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const pool = new Pool({ connectionString: url, max: POOL, options: `-c search_path=${schema}` });
  const bare = Fastify();
  bare.post('/bare', async (request) => {
    const b = request.body as { service_type: string; mobile: string; country_code: string; message: string; source: string };
    const { rows } = await pool.query('INSERT INTO bare_enquiries (service_type, mobile, country_code, message, source) VALUES ($1, $2, $3, $4, $5) RETURNING id', [b.service_type, b.mobile, b.country_code, b.message, b.source]);
    return { enquiry_id: rows[0].id };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
  console.log(JSON.stringify({ app: port(app), bare: port(bare), schema }));

  const stop = async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    const counts = await admin.query(`SELECT (SELECT count(*) FROM ${schema}.enquiries) AS app, (SELECT count(*) FROM ${schema}.bare_enquiries) AS bare`);
    console.error(`rows stored: ${JSON.stringify(counts.rows[0])}`);
    await db.close();
    await pool.end();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

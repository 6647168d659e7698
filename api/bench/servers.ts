// Started by write-bench.ts: the real api and a bare Fastify route doing one INSERT with pg, both on the same
// PostgreSQL (a fresh schema, dropped at the end), in this one process, on loopback ports the system picks.
// Prints {"app":port,"bare":port,"schema":…}. OTP codes the api "sends" are kept here and answered on the bare
// server's GET /codes?to=+91… (loopback only), so the bench can validate real codes.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Connections per pool, the same for the api and the bare route. */
const POOL = Number(process.env.BENCH_POOL) || 20;

async function main() {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await createDatabase({ url, schema, poolMax: POOL });
  await migrate(db);
  await seed(db);
  await db.exec(
    'CREATE TABLE bare_enquiries (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, service_type text NOT NULL, mobile text NOT NULL, country_code char(2) NOT NULL, message text NOT NULL, source text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
  );

  const codes = new Map<string, string>();
  const app = buildApp({
    db,
    // One client IP sends every code of the run (OTP routes): the per-IP send limits would refuse most of them.
    env: { OTP_LIMIT_PER_IP_PER_HOUR: '10000000', OTP_NUMBERS_PER_IP_PER_HOUR: '10000000' },
    mail: [],
    sms: { name: 'bench', send: async ({ to, text }) => void codes.set(to, text.slice(0, 6)) },
    config: {
      env: 'production',
      secret: 'bench-secret',
      devOutbox: false,
      cookieSecure: false,
      rateLimits: { perIpPerMinute: 10_000_000, perMobilePerHour: 10_000_000 },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const pool = new Pool({ connectionString: url, max: POOL, options: `-c search_path=${schema}` });
  const bare = Fastify();
  bare.post('/bare', async (request) => {
    const b = request.body as {
      service_type: string;
      mobile: string;
      country_code: string;
      message: string;
      source: string;
    };
    const { rows } = await pool.query(
      'INSERT INTO bare_enquiries (service_type, mobile, country_code, message, source) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [b.service_type, b.mobile, b.country_code, b.message, b.source],
    );
    return { enquiry_id: rows[0].id };
  });
  bare.get<{ Querystring: { to: string } }>('/codes', async (request) => ({
    code: codes.get(request.query.to) ?? null,
  }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
  console.log(JSON.stringify({ app: port(app), bare: port(bare), schema, pool: POOL }));

  const stop = async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    await db.close();
    await pool.end();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

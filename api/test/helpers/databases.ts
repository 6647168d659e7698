import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';

export type DatabaseKind = 'pglite' | 'postgres';

const CANDIDATES = process.env.API_TEST_DATABASE_URL
  ? [process.env.API_TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

/** The PostgreSQL server's URL when one answers (checked once per worker, synchronously, so tests can be declared per database). */
function reachablePostgres(): string | undefined {
  const cached = process.env.API_TEST_PG_RESOLVED;
  if (cached !== undefined) return cached || undefined;
  const probe = `const {Client}=require('pg');(async()=>{for(const u of ${JSON.stringify(CANDIDATES)}){const c=new Client({connectionString:u,connectionTimeoutMillis:1500});try{await c.connect();await c.query('select 1');await c.end();console.log(u);return}catch{}}})()`;
  const out = spawnSync(process.execPath, ['-e', probe], { cwd: __dirname, encoding: 'utf8', timeout: 10_000 });
  const url = out.stdout.trim().split('\n')[0] ?? '';
  process.env.API_TEST_PG_RESOLVED = url;
  return url || undefined;
}

/** The reachable PostgreSQL server's URL, if any. */
export const postgresUrl = (): string | undefined => reachablePostgres();

/** PGlite always; the PostgreSQL server too when it is reachable (CI sets API_TEST_REQUIRE_POSTGRES: then it must be). */
export const DATABASES: DatabaseKind[] = reachablePostgres() ? ['pglite', 'postgres'] : ['pglite'];
if (process.env.API_TEST_REQUIRE_POSTGRES && !DATABASES.includes('postgres')) {
  throw new Error(`API_TEST_REQUIRE_POSTGRES is set but no PostgreSQL server answered at ${CANDIDATES.join(' or ')}`);
}

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

let template: Blob | undefined;
/** The run's migrated, seeded PGlite (made by jest's global setup), when there is one. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.API_TEST_PGLITE_TEMPLATE;
  if (!template && file && existsSync(file)) template = new Blob([readFileSync(file)]);
  return template;
}

/** A migrated, seeded database of its own: an in-memory PGlite, or a fresh schema on the server (dropped after). */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { seed?: boolean; poolMax?: number } = {},
): Promise<TestDatabase> {
  let db: Database;
  let drop = async () => db.close();
  if (kind === 'pglite') {
    const template = options.seed !== false ? pgliteTemplate() : undefined;
    if (template) {
      // Migrated and seeded already (test/pglite-template.setup.ts).
      db = await createDatabase({ pgliteFrom: template });
      return { db, drop: async () => db.close() };
    }
    db = await createDatabase({});
  } else {
    const url = reachablePostgres()!;
    const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await createDatabase({ url, poolMax: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    db = await createDatabase({ url, schema, poolMax: options.poolMax ?? 20 });
    drop = async () => {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    };
  }
  await migrate(db);
  if (options.seed !== false) await seed(db);
  return { db, drop };
}

/** Rows in every table a request can write to. */
export async function writableRowCounts(db: Database): Promise<Record<string, number>> {
  const tables = [
    'customers',
    'enquiries',
    'enquiry_contacts',
    'lead_routings',
    'enquiry_requirements',
    'quick_enquiries',
    'subscribers',
    'visit_logs',
    'idempotency_keys',
    'otps',
    'verified_mobiles',
    'verified_emails',
    'dev_outbox',
  ];
  const counts: Record<string, number> = {};
  for (const t of tables)
    counts[t] = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`)).rows[0]!.n);
  return counts;
}

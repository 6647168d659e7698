// The soak's own PostgreSQL database: made fresh, counted, dropped.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DeliveryLedgerRepository, type LedgerCounts } from '../../src/repositories/delivery-ledger';

export interface SoakDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Fails with a clear message when no PostgreSQL server answers at `serverUrl`. */
export async function createSoakDatabase(serverUrl: string): Promise<SoakDatabase> {
  const name = `soak_${randomBytes(5).toString('hex')}`;
  try {
    await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    throw new Error(
      `the soak needs a PostgreSQL server, and none answered at ${serverUrl.replace(/\/\/[^@/]*@/, '//…@')} (${(error as Error).message}). Start one, or point DATABASE_URL at one.`,
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Rows per mobile in the soak's database (every enquiry there is the soak's). */
export async function storedPerMobile(url: string): Promise<Map<string, number>> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ mobile: string; n: string }>(
      'SELECT mobile, count(*) AS n FROM enquiries GROUP BY mobile',
    );
    return new Map(rows.map((r) => [r.mobile, Number(r.n)]));
  });
}

/** Whether an operator still gets a connection of their own (psql's view of a saturated server). */
export async function operatorGetsIn(serverUrl: string): Promise<boolean> {
  try {
    return await withClient(serverUrl, async (c) => (await c.query('SELECT 1 AS ok')).rows[0]?.ok === 1);
  } catch {
    return false;
  }
}

/**
 * The delivery ledger once the routing queue has drained (the instances' sweeps route what a killed instance left
 * queued), or at `deadline`: the same counts the operators' view answers.
 */
export async function ledgerAfterDrain(url: string, deadline: number): Promise<LedgerCounts> {
  return withClient(url, async (c) => {
    const ledger = new DeliveryLedgerRepository({
      query: async <T>(sql: string, params?: unknown[]) => {
        const r = await c.query(sql, params);
        return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
      },
    });
    let counts = await ledger.counts();
    while (counts.pending > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      counts = await ledger.counts();
    }
    return counts;
  });
}

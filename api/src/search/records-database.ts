import { createDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { readSearchRecords, type MarketplaceRecord } from './search-records';

/**
 * Opens the api's database to read the search records. With DATABASE_URL that is the api's PostgreSQL
 * (a replica when DATABASE_REPLICA_URLS is set). Without it the api keeps its data in an embedded PGlite
 * folder that only one process may open, so the engine builds the same reference data (the api's own
 * migrations and seed, which hold the companies, molecules and categories) in a private in-memory PGlite.
 */
export async function loadSearchRecords(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ records: MarketplaceRecord[]; source: string }> {
  const url = env.DATABASE_URL || undefined;
  const replicaUrls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const db: Database = await createDatabase({ url, replicaUrls, poolMax: 2 });
  try {
    if (!url) {
      await migrate(db);
      await seed(db);
    }
    return {
      records: await readSearchRecords(db.read),
      source: url ? 'postgresql' : 'in-memory PGlite (api migrations + seed)',
    };
  } finally {
    await db.close();
  }
}

import { createDatabase, type Database } from '../db/database';
import { readSearchRecords, type MarketplaceRecord } from './search-records';

/**
 * Reads the search records from the api's PostgreSQL (a replica when DATABASE_REPLICA_URLS is set). The embedded
 * database is the api's alone: there the running api rebuilds the index itself (see indexer.ts).
 */
export async function loadSearchRecords(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ records: MarketplaceRecord[]; source: string }> {
  const url = env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: the search records are read from the api's PostgreSQL");
  const replicaUrls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const db: Database = await createDatabase({ url, replicaUrls, poolMax: 2 });
  try {
    return { records: await readSearchRecords(db.read), source: 'postgresql' };
  } finally {
    await db.close();
  }
}

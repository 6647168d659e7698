// `npm run index`: rebuilds the search index from the api's database with the algoliasearch client (settings,
// synonyms, every record). SEARCH_HOST (e.g. 127.0.0.1:4002) points it at the local engine; without it the client
// talks to Algolia's own hosts for SEARCH_APP_ID, so the same command fills real Algolia.
// With DATABASE_URL it reads that PostgreSQL itself. Without it the api keeps its data in an embedded PGlite folder
// that only the api's process may open, so the running api is asked to rebuild (POST /ops/search-index/rebuild with
// OPERATOR_TOKEN); a copy of the seed would drop every company registered since (Join Free), so none is made.
import { API_PORT } from '@pharmasetu/shared-contracts';
import { searchWriteTarget } from './company-index';
import { rebuildIndex } from './index-sender';
import { loadSearchRecords } from './records-database';

export const EMBEDDED_NEEDS_API = (apiUrl: string) =>
  [
    "npm run index: without DATABASE_URL the catalog lives in the api's embedded database, which only the running api can read.",
    `Start the api, give it and this command the same OPERATOR_TOKEN (16+ characters), and run again: the api at ${apiUrl} rebuilds the index from its own data.`,
    "Or set DATABASE_URL to the api's PostgreSQL.",
  ].join('\n');

async function askTheApi(env: NodeJS.ProcessEnv, apiUrl: string): Promise<string> {
  const token = env.OPERATOR_TOKEN;
  if (!token || token.length < 16) throw new Error(EMBEDDED_NEEDS_API(apiUrl));
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/ops/search-index/rebuild`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10 * 60_000),
    });
  } catch (error) {
    throw new Error(
      `the api at ${apiUrl} could not be reached (${(error as Error).message}).\n${EMBEDDED_NEEDS_API(apiUrl)}`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as { records?: number; error?: string };
  if (response.status === 404)
    throw new Error(`the api at ${apiUrl} has no operator routes: start it with OPERATOR_TOKEN set.`);
  if (!response.ok) throw new Error(`the api at ${apiUrl} answered ${response.status}: ${body.error ?? ''}`);
  return `the api at ${apiUrl} rebuilt the index from its database: ${body.records} records`;
}

export async function runIndexer(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (!env.DATABASE_URL) return askTheApi(env, env.API_URL || `http://127.0.0.1:${env.API_PORT || API_PORT}`);
  const target = searchWriteTarget(env, true)!;
  const { appId, host, indexName } = target;
  const { records, source } = await loadSearchRecords(env);
  const result = await rebuildIndex(target, records);
  return `indexed ${records.length} records (from ${source}) into '${indexName}' at ${host ?? `Algolia app ${appId}`} in ${result.batchResponses.length} batches`;
}

if (require.main === module)
  runIndexer().then(
    (done) => console.log(done),
    (error) => {
      console.error('indexing failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );

// `npm run index`: reads companies, molecules and categories from the database and pushes them with the
// algoliasearch client. SEARCH_HOST (e.g. 127.0.0.1:4002) points it at the local engine; without it the
// client talks to Algolia's own hosts for SEARCH_APP_ID, so the same command fills real Algolia.
import { algoliasearch } from 'algoliasearch';
import { DEFAULT_PORTS, SEARCH_TIMEOUTS_MS, searchHost } from '@pharmasetu/shared-contracts';
import { LOCAL_SEARCH } from './engine-config';
import { loadSearchRecords } from './records-database';
import { DEFAULT_INDEX_NAME, INDEX_SETTINGS } from './search-records';

async function main() {
  const env = process.env;
  const appId = env.SEARCH_APP_ID || LOCAL_SEARCH.appId;
  const adminKey = env.SEARCH_ADMIN_KEY || LOCAL_SEARCH.adminKey;
  const host =
    env.SEARCH_HOST ??
    (env.SEARCH_APP_ID ? undefined : `127.0.0.1:${env.SEARCH_ENGINE_PORT || DEFAULT_PORTS.SEARCH_ENGINE_PORT}`);
  const indexName = env.SEARCH_INDEX_NAME || DEFAULT_INDEX_NAME;

  const { records, source } = await loadSearchRecords(env);
  const client = algoliasearch(appId, adminKey, {
    ...(host ? { hosts: [searchHost(host, 'readWrite')] } : {}),
    timeouts: SEARCH_TIMEOUTS_MS,
  });
  const settings = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID: settings.taskID });
  const result = await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
  console.log(
    `indexed ${records.length} records (from ${source}) into '${indexName}' at ${host ?? `Algolia app ${appId}`} in ${result.batchResponses.length} batches`,
  );
}

main().catch((error) => {
  console.error('indexing failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run index`: reads companies, molecules and categories from the database and pushes them with the
// algoliasearch client. SEARCH_HOST (e.g. 127.0.0.1:4002) points it at the local engine; without it the
// client talks to Algolia's own hosts for SEARCH_APP_ID, so the same command fills real Algolia.
import { searchAdminClient, searchWriteTarget } from './company-index';
import { loadSearchRecords } from './records-database';
import { INDEX_SETTINGS } from './search-records';

async function main() {
  const env = process.env;
  const target = searchWriteTarget(env, true)!;
  const { appId, host, indexName } = target;

  const { records, source } = await loadSearchRecords(env);
  const client = searchAdminClient(target);
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

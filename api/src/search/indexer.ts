// `npm run index`: reads companies, molecules and categories from the database and pushes them with the
// algoliasearch client. SEARCH_HOST (e.g. 127.0.0.1:4002) points it at the local engine; without it the
// client talks to Algolia's own hosts for SEARCH_APP_ID, so the same command fills real Algolia.
import { searchWriteTarget } from './company-index';
import { rebuildIndex } from './index-sender';
import { loadSearchRecords } from './records-database';

async function main() {
  const env = process.env;
  const target = searchWriteTarget(env, true)!;
  const { appId, host, indexName } = target;

  const { records, source } = await loadSearchRecords(env);
  const result = await rebuildIndex(target, records);
  console.log(
    `indexed ${records.length} records (from ${source}) into '${indexName}' at ${host ?? `Algolia app ${appId}`} in ${result.batchResponses.length} batches`,
  );
}

main().catch((error) => {
  console.error('indexing failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

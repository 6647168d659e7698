import { buildEngine } from './build-engine';
import { engineListenOptions } from './engine-config';
import { loadSearchRecords } from './records-database';
import { DEFAULT_INDEX_NAME, INDEX_SETTINGS } from './search-records';

/**
 * Starts the Algolia-compatible search engine on SEARCH_ENGINE_PORT (4002), with the index named
 * SEARCH_INDEX_NAME (default 'pharmasetu') built from the api's database.
 */
async function main() {
  const env = process.env;
  const started = Date.now();
  const { records, source } = await loadSearchRecords(env);
  const indexName = env.SEARCH_INDEX_NAME || DEFAULT_INDEX_NAME;
  const app = buildEngine({
    indices: { [indexName]: { records, settings: INDEX_SETTINGS } },
    logger: { level: env.LOG_LEVEL || 'warn' },
  });
  const { port, host } = engineListenOptions(env);
  await app.listen({ port, host });
  console.log(
    `search engine listening on http://${host}:${port}: index '${indexName}', ${records.length} records from ${source}, ready in ${Date.now() - started} ms`,
  );

  const shutdown = () =>
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error) => {
  console.error('search engine failed to start:', error);
  process.exit(1);
});

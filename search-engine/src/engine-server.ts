import path from 'node:path';
import { buildEngine } from './build-engine';
import { engineListenOptions } from './engine-config';
import { engineLogOptions } from './engine-log';

const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * Starts the Algolia-compatible search engine on SEARCH_ENGINE_PORT (4002). Its indices live in SEARCH_ENGINE_DATA
 * (default .data/search-engine/indices.jsonl), replayed at start: the api fills and follows the index through the
 * algoliasearch client (its outbox sender, and a full sync when the index is empty or behind), as it would fill
 * Algolia; the engine itself never reads the api's database.
 */
async function main() {
  const env = process.env;
  const started = Date.now();
  const dataFile = env.SEARCH_ENGINE_DATA || path.join(REPO_ROOT, '.data', 'search-engine', 'indices.jsonl');
  const app = buildEngine({ logger: engineLogOptions(env.LOG_LEVEL || 'info'), dataFile });
  const { port, host } = engineListenOptions(env);
  await app.listen({ port, host });
  const indices = app.searchEngine.listIndices();
  app.log.info(
    { indices: indices.map((i) => ({ name: i.name, records: i.entries })), dataFile, ms: Date.now() - started },
    `search engine listening on http://${host}:${port}`,
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

import type { FastifyInstance } from 'fastify';
import { buildEngine, type BuildEngineOptions } from '../../src/build-engine';
import type { SearchRecord } from '../../src/search-types';

/** The keys the engine tests use: a browser's search-only key, the indexer's admin key. */
export const ENGINE_TEST_CONFIG = {
  appId: 'TESTAPP',
  searchKey: 'search-key',
  adminKey: 'admin-key',
  origins: ['http://localhost:3000'],
};

/** An engine serving `records` as the index 'pharmasetu', ready for inject; the options override the rest. */
export async function startTestEngine(
  records: SearchRecord[],
  options: Partial<BuildEngineOptions> = {},
): Promise<FastifyInstance> {
  const engine = buildEngine({ config: ENGINE_TEST_CONFIG, indices: { pharmasetu: { records } }, ...options });
  await engine.ready();
  return engine;
}

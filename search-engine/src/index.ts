/**
 * The engine's public entry: a Fastify server speaking Algolia's HTTP protocol, built in-process (tests, benches) or
 * started on its own (`@pharmasetu/search-engine/server`). Everything else in src/ is the engine's inside: callers
 * index and search through algoliasearch, never through these modules.
 */
export { buildEngine, type BuildEngineOptions } from './build-engine';
export type { IndexSettings, SearchRecord } from './search-types';

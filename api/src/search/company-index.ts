import { algoliasearch } from 'algoliasearch';
import { DEFAULT_PORTS, LOCAL_SEARCH, SEARCH_TIMEOUTS_MS, searchHost } from '@pharmasetu/shared-contracts';
import { DEFAULT_INDEX_NAME } from './search-records';

/** Where search records are written: the index, the admin key, and the engine's host (none: Algolia's own hosts). */
export interface SearchWriteTarget {
  appId: string;
  adminKey: string;
  host?: string;
  indexName: string;
}

/**
 * The write target the environment names. SEARCH_HOST (e.g. 127.0.0.1:4002) points at the local engine; without it
 * the client talks to Algolia's hosts for SEARCH_APP_ID. With neither, `localByDefault` (the indexer) writes to the
 * engine on this machine, and the api writes nowhere.
 */
export function searchWriteTarget(env: NodeJS.ProcessEnv, localByDefault: boolean): SearchWriteTarget | undefined {
  const host =
    env.SEARCH_HOST ||
    (env.SEARCH_APP_ID || !localByDefault
      ? undefined
      : `127.0.0.1:${env.SEARCH_ENGINE_PORT || DEFAULT_PORTS.SEARCH_ENGINE_PORT}`);
  if (!host && !env.SEARCH_APP_ID) return undefined;
  return {
    appId: env.SEARCH_APP_ID || LOCAL_SEARCH.appId,
    adminKey: env.SEARCH_ADMIN_KEY || LOCAL_SEARCH.adminKey,
    ...(host ? { host } : {}),
    indexName: env.SEARCH_INDEX_NAME || DEFAULT_INDEX_NAME,
  };
}

/** The algoliasearch client with the admin key: the indexer's and the api's writes go through it. */
export function searchAdminClient(target: SearchWriteTarget) {
  return algoliasearch(target.appId, target.adminKey, {
    ...(target.host ? { hosts: [searchHost(target.host, 'readWrite')] } : {}),
    timeouts: SEARCH_TIMEOUTS_MS,
  });
}

import { algoliasearch } from 'algoliasearch';
import { DEFAULT_PORTS, SEARCH_TIMEOUTS_MS, searchHost } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import { LOCAL_SEARCH } from './engine-config';
import { companyObjectID, DEFAULT_INDEX_NAME, readCompanyRecords } from './search-records';

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

/** A company whose listing changed: listed ones enter the index, unlisted ones leave it. */
export interface ListingChange {
  id: number;
  slug: string;
  listed: boolean;
}

/** Keeps the search index in step with the companies' listing between two runs of the indexer. */
export interface CompanyIndex {
  apply(db: Queryable, changes: ListingChange[]): Promise<void>;
}

/** Writes the changed companies' records (as the indexer reads them) or removes them, with the algoliasearch client. */
export function algoliaCompanyIndex(target: SearchWriteTarget): CompanyIndex {
  const client = searchAdminClient(target);
  const indexName = target.indexName;
  return {
    async apply(db, changes) {
      const listed = changes.filter((c) => c.listed).map((c) => c.id);
      const records = listed.length > 0 ? await readCompanyRecords(db, listed) : [];
      if (records.length > 0) {
        const saved = await client.saveObjects({ indexName, objects: records });
        for (const batch of saved) await client.waitForTask({ indexName, taskID: batch.taskID });
      }
      for (const c of changes.filter((change) => !change.listed))
        await client.deleteObject({ indexName, objectID: companyObjectID(c.slug) });
    },
  };
}

/**
 * After a commit that changed listings: the index follows. A failure (the engine down) is logged, not the caller's
 * failure: the database decides what buyers see, and the next run of the indexer writes the index from it.
 */
export async function updateCompanyIndex(
  index: CompanyIndex | undefined,
  db: Queryable,
  changes: (ListingChange | null)[],
  log: { warn: (o: object, msg: string) => void },
): Promise<void> {
  const changed = changes.filter((c): c is ListingChange => c !== null);
  if (!index || changed.length === 0) return;
  try {
    await index.apply(db, changed);
  } catch (err) {
    log.warn({ err, companies: changed.map((c) => c.id) }, 'search index: a listing change was not written');
  }
}

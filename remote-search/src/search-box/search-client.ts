import { SEARCH_TIMEOUTS_MS, searchHost, type SiteSettings } from '@pharmasetu/shared-contracts';
import { liteClient, type LiteClient } from 'algoliasearch/lite';

const clients = new Map<string, LiteClient>();

/**
 * The search-only client for a site (spec §7): its application id and read-only key, the §9 timeouts,
 * and the site's own host when it has one (the local engine); otherwise Algolia's hosts.
 */
export function searchClient(settings: SiteSettings): LiteClient | undefined {
  const search = settings.search;
  if (!search) return undefined;
  const cacheKey = `${search.appId}|${search.searchKey}|${search.host ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = liteClient(search.appId, search.searchKey, {
      ...(search.host ? { hosts: [searchHost(search.host)] } : {}),
      timeouts: SEARCH_TIMEOUTS_MS,
    });
    clients.set(cacheKey, client);
  }
  return client;
}

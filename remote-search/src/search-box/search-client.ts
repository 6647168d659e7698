import { SEARCH_TIMEOUTS_MS, type SiteSettings } from '@pharmasetu/shared-contracts';
import { liteClient, type LiteClient } from 'algoliasearch/lite';

/** "localhost:4002" or "https://…" → an algoliasearch host; plain http only for local names. */
export function searchHost(host: string) {
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  const url = new URL(/^https?:\/\//.test(host) ? host : `${local ? 'http' : 'https'}://${host}`);
  return { url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'read' as const };
}

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

import {
  readSearchPage,
  searchHost,
  searchPageRequests,
  type SearchPageData,
  type SearchPageQuery,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import { liteClient } from 'algoliasearch/lite';

/**
 * The search the site server runs for /search (the page rendered with its results, no JavaScript needed): the
 * site's search-only key on its engine, the same multi-query as the search remote's (one page of hits with the
 * state facet, the counts of each kind, the first companies under a molecule tab), within `timeoutMs`. Undefined
 * for a site without search.
 */
export function serverSearch(
  settings: SiteSettings,
  timeoutMs = 1500,
): ((query: SearchPageQuery) => Promise<SearchPageData>) | undefined {
  const search = settings.search;
  if (!search) return undefined;
  const client = liteClient(search.appId, search.searchKey, {
    ...(search.host ? { hosts: [searchHost(search.host)] } : {}),
    timeouts: { connect: timeoutMs, read: timeoutMs, write: timeoutMs },
  });
  return async (query) => {
    const { results } = await client.search({
      requests: searchPageRequests(settings.product, query),
    } as Parameters<typeof client.search>[0]);
    return readSearchPage(results, query);
  };
}

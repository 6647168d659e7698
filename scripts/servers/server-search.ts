import { SEARCH_PAGE_HITS, searchHost, type SiteSettings } from '@pharmasetu/shared-contracts';
import { liteClient } from 'algoliasearch/lite';
import type { SearchResultsPage } from '../../shell/src/routes/search-results-page';

/**
 * The search the site server runs for /search (the page rendered with its results, no JavaScript
 * needed): the site's search-only key on its engine, one page of hits, within `timeoutMs`. Undefined for
 * a site without search.
 */
export function serverSearch(
  settings: SiteSettings,
  timeoutMs = 1500,
): ((query: string, category: string) => Promise<SearchResultsPage>) | undefined {
  const search = settings.search;
  if (!search) return undefined;
  const client = liteClient(search.appId, search.searchKey, {
    ...(search.host ? { hosts: [searchHost(search.host)] } : {}),
    timeouts: { connect: timeoutMs, read: timeoutMs, write: timeoutMs },
  });
  return async (query, category) => {
    const { results } = await client.search<SearchResultsPage['hits'][number]>({
      requests: [
        {
          indexName: settings.product,
          query: query.slice(0, 200),
          hitsPerPage: SEARCH_PAGE_HITS,
          ...(/^[a-z]{1,40}$/.test(category) ? { filters: `category:"${category}"` } : {}),
        },
      ],
    });
    const first = results[0] as { hits?: SearchResultsPage['hits']; nbHits?: number } | undefined;
    const hits = (first?.hits ?? []).map(({ objectID, name, category: kind, slug, place }) => ({
      objectID,
      name,
      category: kind,
      slug,
      ...(place ? { place } : {}),
    }));
    return { hits, nbHits: first?.nbHits ?? hits.length };
  };
}

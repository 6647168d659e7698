import {
  readSearchPage,
  searchPageRequests,
  type SearchPageData,
  type SearchPageQuery,
} from '@pharmasetu/shared-contracts';
import type { LiteClient } from 'algoliasearch/lite';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../search-box/search-hit';

/**
 * One page of /search: the multi-query the host's server runs too (searchPageRequests), with click analytics (a
 * queryID for click events) and the highlight tags the view splits on.
 */
export async function fetchSearchPage(
  client: LiteClient,
  indexName: string,
  q: SearchPageQuery,
): Promise<SearchPageData> {
  const requests = searchPageRequests(indexName, q, {
    clickAnalytics: true,
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
  });
  const { results } = await client.search({ requests } as Parameters<LiteClient['search']>[0]);
  return readSearchPage(results, q);
}

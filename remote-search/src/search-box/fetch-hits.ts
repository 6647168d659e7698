import { readSearchAnswerNotes, SEARCH_HITS_PER_PAGE, type SearchAnswerNotes } from '@pharmasetu/shared-contracts';
import type { LiteClient } from 'algoliasearch/lite';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE, type SearchHit } from './search-hit';

interface HitsPage {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  /** Algolia's id for this query (clickAnalytics: true), sent back with click events. */
  queryID?: string;
  /** The words the engine made optional and the applied rules' notices. */
  notes: SearchAnswerNotes;
}

interface FetchHitsOptions {
  category?: string;
  page?: number;
  hitsPerPage?: number;
}

/** One multi-index request on the product's index (spec §7: index {product}, 8 hits per query). */
export async function fetchHits(
  client: LiteClient,
  indexName: string,
  query: string,
  options: FetchHitsOptions = {},
): Promise<HitsPage> {
  const { results } = await client.search<SearchHit>({
    requests: [
      {
        indexName,
        query,
        hitsPerPage: options.hitsPerPage ?? SEARCH_HITS_PER_PAGE,
        page: options.page ?? 0,
        clickAnalytics: true,
        // A company's record also lists what it makes (found by molecule): the hit needs only these.
        attributesToRetrieve: ['name', 'category', 'slug', 'place'],
        highlightPreTag: HIGHLIGHT_PRE,
        highlightPostTag: HIGHLIGHT_POST,
        ...(options.category ? { filters: `category:"${options.category.replace(/"/g, '')}"` } : {}),
      },
    ],
  });
  const result = results[0] as Partial<HitsPage> | undefined;
  const hitsPerPage = result?.hitsPerPage ?? options.hitsPerPage ?? SEARCH_HITS_PER_PAGE;
  return {
    hits: result?.hits ?? [],
    nbHits: result?.nbHits ?? 0,
    nbPages: result?.nbPages ?? 0,
    page: result?.page ?? 0,
    hitsPerPage,
    ...(result?.queryID ? { queryID: result.queryID } : {}),
    notes: readSearchAnswerNotes(result),
  };
}

import { SEARCH_STALL_THRESHOLD_MS, type SearchResultsProps, type SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { fetchHits, type HitsPage } from '../search-box/fetch-hits';
import { isSearchable } from '../search-box/search-hint';
import { searchClient } from '../search-box/search-client';
import { siteAnalytics } from '../search-analytics/site-analytics';

export type SearchPageState =
  | { status: 'too-short' }
  /** stalled: still loading after SEARCH_STALL_THRESHOLD_MS, when the page shows it is searching. */
  | { status: 'loading'; previous?: HitsPage; stalled: boolean }
  | { status: 'done'; result: HitsPage }
  | { status: 'failed' };

/** The hits for q within category t, one page of hitsPerPage at a time (stale answers are dropped). */
export function useSearchPage(
  settings: SiteSettings,
  query: string,
  category: string,
  page: number,
  hitsPerPage: number,
  initial?: SearchResultsProps['initial'],
): SearchPageState {
  const searchable = isSearchable(query);
  // The host's first page (its server's) stands as the previous answer until this one's comes.
  const [state, setState] = useState<SearchPageState>(() =>
    searchable
      ? {
          status: 'loading',
          stalled: false,
          ...(initial && page === 0
            ? {
                previous: {
                  hits: initial.hits,
                  nbHits: initial.nbHits,
                  page: 0,
                  hitsPerPage,
                  nbPages: Math.ceil(initial.nbHits / hitsPerPage),
                },
              }
            : {}),
        }
      : { status: 'too-short' },
  );
  useEffect(() => {
    const client = searchClient(settings);
    if (!isSearchable(query)) return setState({ status: 'too-short' });
    if (!client) return setState({ status: 'failed' });
    let current = true;
    siteAnalytics(settings)?.prepare(); // the Insights sender loads on the first search
    setState((s) => ({
      status: 'loading',
      previous: s.status === 'done' ? s.result : s.status === 'loading' ? s.previous : undefined,
      stalled: false,
    }));
    const stall = setTimeout(
      () => current && setState((s) => (s.status === 'loading' ? { ...s, stalled: true } : s)),
      SEARCH_STALL_THRESHOLD_MS,
    );
    const settle = (next: SearchPageState) => {
      clearTimeout(stall);
      if (current) setState(next);
    };
    fetchHits(client, settings.product, query.trim(), { category: category || undefined, page, hitsPerPage }).then(
      (result) => settle({ status: 'done', result }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      current = false;
      clearTimeout(stall);
    };
  }, [settings, query, category, page, hitsPerPage]);
  return state;
}

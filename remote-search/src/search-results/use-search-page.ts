import {
  SEARCH_STALL_THRESHOLD_MS,
  type SearchPageData,
  type SearchPageQuery,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { isSearchable } from '../search-box/search-hint';
import { searchClient } from '../search-box/search-client';
import { siteAnalytics } from '../search-analytics/site-analytics';
import { fetchSearchPage } from './fetch-search-page';

type SearchPageState =
  | { status: 'too-short' }
  /** stalled: still loading after SEARCH_STALL_THRESHOLD_MS, when the page shows it is searching. */
  | { status: 'loading'; previous?: SearchPageData; stalled: boolean }
  | { status: 'done'; result: SearchPageData }
  | { status: 'failed' };

const sameQuery = (a: SearchPageQuery, b: SearchPageQuery) =>
  a.query === b.query && a.t === b.t && a.page === b.page && a.state === b.state && a.hitsPerPage === b.hitsPerPage;

/**
 * The page of /search for `q` (stale answers are dropped). The host's server-rendered page of the same query stands
 * as the previous answer until this one's comes: the first render is the server's, to the pixel.
 */
export function useSearchPage(
  settings: SiteSettings,
  q: SearchPageQuery,
  initial?: { query: SearchPageQuery; data: SearchPageData },
): SearchPageState {
  const searchable = isSearchable(q.query);
  const [state, setState] = useState<SearchPageState>(() =>
    searchable
      ? {
          status: 'loading',
          stalled: false,
          ...(initial && sameQuery(initial.query, q) ? { previous: initial.data } : {}),
        }
      : { status: 'too-short' },
  );
  const { query, t, page, state: place, hitsPerPage } = q;
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
    const asked: SearchPageQuery = {
      query: query.trim(),
      t,
      page,
      ...(place ? { state: place } : {}),
      ...(hitsPerPage ? { hitsPerPage } : {}),
    };
    fetchSearchPage(client, settings.product, asked).then(
      (result) => settle({ status: 'done', result }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      current = false;
      clearTimeout(stall);
    };
  }, [settings, query, t, page, place, hitsPerPage]);
  return state;
}

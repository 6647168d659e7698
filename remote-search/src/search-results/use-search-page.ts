import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { fetchHits, type HitsPage } from '../search-box/fetch-hits';
import { isSearchable } from '../search-box/search-hint';
import { searchClient } from '../search-box/search-client';

export type SearchPageState =
  | { status: 'too-short' }
  | { status: 'loading'; previous?: HitsPage }
  | { status: 'done'; result: HitsPage }
  | { status: 'failed' };

/** The hits for q within category t, one page at a time (stale answers are dropped). */
export function useSearchPage(settings: SiteSettings, query: string, category: string, page: number): SearchPageState {
  const searchable = isSearchable(query);
  const [state, setState] = useState<SearchPageState>(searchable ? { status: 'loading' } : { status: 'too-short' });
  useEffect(() => {
    const client = searchClient(settings);
    if (!isSearchable(query)) return setState({ status: 'too-short' });
    if (!client) return setState({ status: 'failed' });
    let current = true;
    setState((s) => ({ status: 'loading', previous: s.status === 'done' ? s.result : undefined }));
    fetchHits(client, settings.product, query.trim(), { category: category || undefined, page }).then(
      (result) => current && setState({ status: 'done', result }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [settings, query, category, page]);
  return state;
}

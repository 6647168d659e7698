import styled from '@emotion/styled';
import {
  routes,
  SEARCH_NO_RESULT,
  SEARCH_RESULTS_CSS,
  SEARCH_SHORT_QUERY_HINT,
  SEARCH_WIDGET_DEFAULT_HITS,
  type SearchResultsProps,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { siteAnalytics } from '../search-analytics/site-analytics';
import { Highlighted } from '../search-box/highlighted';
import { SEARCH_UNAVAILABLE } from '../search-box/search-hint';
import { hitUrl } from '../search-box/search-routing';
import { useSearchPage } from '../search-results/use-search-page';

export type { SearchResultsProps };

const MAX_WIDGET_HITS = 100;
const widgetHits = (n: unknown) =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_WIDGET_HITS ? n : SEARCH_WIDGET_DEFAULT_HITS;

const CATEGORIES = [
  { t: 'company', label: 'Companies' },
  { t: 'molecule', label: 'Molecules' },
  { t: 'category', label: 'Categories' },
];

// The server's page wears the same (SEARCH_RESULTS_CSS): taking its list's place moves nothing.
const Section = styled.section(SEARCH_RESULTS_CSS);

/** The /search page: hits for q within category t, with paging; each hit opens in a new tab (spec §2). */
export default function SearchResults({ settings, query, category, hitsPerPage, initial }: SearchResultsProps) {
  const perPage = widgetHits(hitsPerPage);
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [query, category, perPage]);
  const state = useSearchPage(settings, query, category, page, perPage, initial);
  const result = state.status === 'done' ? state.result : state.status === 'loading' ? state.previous : undefined;
  const stalled = state.status === 'loading' && state.stalled;
  const t = category.toLowerCase();

  // Insights (spec §9): the hits shown are views (debounced, batched); a click carries queryID and position.
  const analytics = siteAnalytics(settings);
  const [views] = useState(() => analytics?.viewTracker());
  useEffect(() => () => views?.dispose(), [views]);
  const done = state.status === 'done' ? state.result : undefined;
  useEffect(() => {
    if (!views) return;
    if (done && done.hits.length > 0)
      views.show(
        settings.product,
        done.hits.map((h) => h.objectID),
      );
    else views.cancel();
  }, [views, done, settings.product]);
  const clicked = (hitsPage: NonNullable<typeof result>, i: number) =>
    analytics?.click({
      index: settings.product,
      objectID: hitsPage.hits[i]!.objectID,
      position: hitsPage.page * hitsPage.hitsPerPage + i + 1,
      queryID: hitsPage.queryID,
    });

  return (
    // The page's heading is the host's ('Search results for “x”'): one heading, so none here (issue 18).
    <Section
      aria-label={query.trim() ? `Results for “${query.trim()}”` : 'Search'}
      data-remote={__APP_NAME__}
      data-version={__APP_VERSION__}
    >
      <nav aria-label="Result kinds">
        {CATEGORIES.map((c) => (
          <a
            key={c.t}
            href={routes.search(settings.urls.main, c.t, query.trim())}
            aria-current={c.t === t ? 'page' : undefined}
          >
            {c.label}
          </a>
        ))}
      </nav>
      {state.status === 'too-short' && <p role="status">{SEARCH_SHORT_QUERY_HINT}</p>}
      {/* Over a list already shown, the list itself says it is busy: a line above it would move it. */}
      {stalled && !result && <p role="status">Searching…</p>}
      {state.status === 'failed' && <p role="alert">{SEARCH_UNAVAILABLE}</p>}
      {state.status === 'done' && state.result.nbHits === 0 && <p role="status">{SEARCH_NO_RESULT}</p>}
      {result && result.hits.length > 0 && (
        <div aria-busy={stalled} css={stalled ? { opacity: 0.6 } : undefined}>
          <p>{result.nbHits === 1 ? '1 result' : `${result.nbHits} results`}</p>
          <ol aria-label="Search results">
            {result.hits.map((hit, i) => (
              <li key={hit.objectID}>
                <a
                  href={hitUrl(hit, settings)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => clicked(result, i)}
                >
                  <Highlighted hit={hit} />
                </a>
                <small>{hit.place ? `${hit.category} · ${hit.place}` : hit.category}</small>
              </li>
            ))}
          </ol>
          {result.nbPages > 1 && (
            <nav aria-label="Pages">
              <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {result.page + 1} of {result.nbPages}
              </span>
              <button type="button" disabled={page + 1 >= result.nbPages} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </div>
      )}
    </Section>
  );
}

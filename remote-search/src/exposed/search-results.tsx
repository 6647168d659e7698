import styled from '@emotion/styled';
import {
  SEARCH_RESULTS_CSS,
  SEARCH_SHORT_QUERY_HINT,
  SEARCH_WIDGET_DEFAULT_HITS,
  searchPageView,
  type SearchPageData,
  type SearchPageQuery,
  type SearchResultsProps,
} from '@pharmasetu/shared-contracts';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { siteAnalytics } from '../search-analytics/site-analytics';
import { SEARCH_UNAVAILABLE } from '../search-box/search-hint';
import { plainClick } from '../search-results/plain-click';
import { ResultRows as Rows } from '../search-results/result-rows';
import { SearchNotes } from '../search-results/search-notes';
import { useSearchPage } from '../search-results/use-search-page';

export type { SearchResultsProps };

const MAX_WIDGET_HITS = 100;
const widgetHits = (n: unknown) =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_WIDGET_HITS ? n : SEARCH_WIDGET_DEFAULT_HITS;

// The server's page wears the same (SEARCH_RESULTS_CSS): taking its place moves nothing.
const Section = styled.section(SEARCH_RESULTS_CSS);

/**
 * The /search page: the hits for q within kind t (and state), a page at a time; tabs, states and pages are links (the
 * host's router follows them when it passes `navigate`); each hit opens in a new tab (spec §2); each company's
 * "Send enquiry" opens the requirement dialog addressed to it. A relaxed answer says what its hits are for; a relaxed
 * or empty one offers the requirement card pre-filled with the query; the company tab's first page also lists the
 * first molecules and categories.
 */
export default function SearchResults({
  settings,
  query,
  category,
  page = 0,
  state: place,
  hitsPerPage,
  initial,
  navigate,
}: SearchResultsProps) {
  const perPage = widgetHits(hitsPerPage);
  const q: SearchPageQuery = useMemo(
    () => ({
      query: query.trim(),
      t: category.toLowerCase(),
      page: Number.isInteger(page) && page >= 0 ? page : 0,
      ...(place ? { state: place } : {}),
      hitsPerPage: perPage,
    }),
    [query, category, page, place, perPage],
  );
  // The host's page is the first page of this very query (an older host sends only hits and nbHits).
  const [first] = useState(() =>
    initial
      ? {
          query: q,
          data: {
            ...initial,
            page: initial.page ?? q.page,
            nbPages: initial.nbPages ?? Math.ceil(initial.nbHits / perPage),
          } as SearchPageData,
        }
      : undefined,
  );
  const state = useSearchPage(settings, q, first);
  const result = state.status === 'done' ? state.result : state.status === 'loading' ? state.previous : undefined;
  const stalled = state.status === 'loading' && state.stalled;

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
  const clicked = (hitsPage: SearchPageData, i: number) =>
    analytics?.click({
      index: settings.product,
      objectID: hitsPage.hits[i]!.objectID,
      position: hitsPage.page * perPage + i + 1,
      queryID: hitsPage.queryID,
    });
  const follow = (e: MouseEvent, href: string) => {
    if (!navigate || !plainClick(e)) return;
    e.preventDefault();
    navigate(href);
  };

  const view = result ? searchPageView(q, result, settings.urls) : undefined;
  const label = q.query ? `Results for “${q.query}”` : 'Search';
  return (
    // The page's heading is the host's ('Search results for “x”'): one heading, so none here.
    <Section aria-label={label} data-remote={__APP_NAME__} data-version={__APP_VERSION__}>
      {state.status === 'too-short' && <p role="status">{SEARCH_SHORT_QUERY_HINT}</p>}
      {state.status === 'failed' && <p role="alert">{SEARCH_UNAVAILABLE}</p>}
      {stalled && !result && <p role="status">Searching…</p>}
      {view && result && (
        <>
          <nav aria-label="Result kinds">
            {view.tabs.map((tab) => (
              <a
                key={tab.href}
                href={tab.href}
                aria-current={tab.current ? 'page' : undefined}
                onClick={(e) => follow(e, tab.href)}
              >
                {tab.label}
              </a>
            ))}
          </nav>
          {view.states && (
            <details data-facet="state">
              <summary>{view.states.summary}</summary>
              <ul aria-label="States">
                {view.states.links.map((s) => (
                  <li key={s.href}>
                    <a href={s.href} aria-current={s.current ? 'page' : undefined} onClick={(e) => follow(e, s.href)}>
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {view.rows.length > 0 && <SearchNotes view={view} />}
          {view.related?.map((kind) => (
            <div key={kind.label} data-related="">
              <h2>{kind.heading}</h2>
              <Rows rows={kind.rows} label={kind.label} />
            </div>
          ))}
          {view.rows.length === 0 ? (
            <>
              <p role="status">{view.empty}</p>
              <SearchNotes view={view} />
            </>
          ) : (
            // Over a list already shown, the list itself says it is busy: a line above it would move it.
            <div aria-busy={stalled} css={stalled ? { opacity: 0.6 } : undefined}>
              <p>{view.count}</p>
              <Rows rows={view.rows} label="Search results" onOpen={(i) => clicked(result, i)} />
              {view.pages && (
                <nav aria-label="Pages">
                  {view.pages.previous ? (
                    <a href={view.pages.previous} rel="prev" onClick={(e) => follow(e, view.pages!.previous!)}>
                      Previous
                    </a>
                  ) : (
                    <span aria-disabled="true">Previous</span>
                  )}
                  <span>{view.pages.label}</span>
                  {view.pages.next ? (
                    <a href={view.pages.next} rel="next" onClick={(e) => follow(e, view.pages!.next!)}>
                      Next
                    </a>
                  ) : (
                    <span aria-disabled="true">Next</span>
                  )}
                </nav>
              )}
            </div>
          )}
          {view.companies && (
            <div>
              <h2>{view.companies.heading}</h2>
              <Rows rows={view.companies.rows} label="Companies" />
              <a href={view.companies.all.href} onClick={(e) => follow(e, view.companies!.all.href)}>
                {view.companies.all.label}
              </a>
            </div>
          )}
        </>
      )}
    </Section>
  );
}

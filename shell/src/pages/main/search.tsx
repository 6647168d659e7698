import {
  readSearchPageQuery,
  routes,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_PAGE_HITS,
  SEARCH_RESULTS_CSS,
  SEARCH_SHORT_QUERY_HINT,
  searchPageView,
  type SearchPageData,
  type SearchPageQuery,
  type SearchRowView,
} from '@pharmasetu/shared-contracts';
import { useCallback } from 'react';
import { data, Link, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchFallback } from '../../fallbacks/search-fallback';
import { RemoteSlot } from '../../federation/remote-slot';
import { UNAVAILABLE_STATUS } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { searchHead } from '../../seo/page-head';
import { PageHeadTags } from '../../seo/page-head-tags';
import { SearchNotes } from './parts/search-notes';

/** The server's search failed (engine down, slower than the budget): the page says so, with status 503. */
interface SearchUnavailable {
  unavailable: true;
}

/**
 * On the server, the results come from the search engine, so the page works without JavaScript; in
 * the browser the search remote shows (and pages) them, so client navigation fetches nothing here.
 * When the server's search fails the page answers 503 with a way to try again (with JavaScript, the
 * search remote still takes over and may succeed).
 */
export const loader = (async ({ request }, { search }) => {
  const query = readSearchPageQuery(new URL(request.url).searchParams);
  if (!search || query.query.length < SEARCH_MIN_QUERY_LENGTH) return null;
  try {
    return await search(query);
  } catch {
    return data<SearchUnavailable>({ unavailable: true }, { status: UNAVAILABLE_STATUS });
  }
}) satisfies PageLoader<unknown>;

function Rows({ rows, label }: { rows: SearchRowView[]; label: string }) {
  return (
    <ol aria-label={label}>
      {rows.map((row) => (
        <li key={row.objectID}>
          <div>
            <a href={row.href} target="_blank" rel="noopener noreferrer">
              {row.name}
            </a>
            <small>{row.meta}</small>
            {row.categories && <small>{row.categories}</small>}
          </div>
          {row.enquiry && (
            <a className="send-enquiry" href={row.enquiry.href} aria-label={row.enquiry.label}>
              Send enquiry
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The server's results: plain links (tabs, states, pages, rows), until the search remote takes over. Drawn from the
 * same view (searchPageView) and in the same markup and style (SEARCH_RESULTS_CSS) as the remote's, which starts from
 * this very data: nothing moves.
 */
function ServerResults({
  results,
  query,
}: {
  results: SearchPageData | SearchUnavailable | null;
  query: SearchPageQuery;
}) {
  const { settings } = useSite();
  const here = useLocation();
  if (!results && query.query.length < SEARCH_MIN_QUERY_LENGTH) return <p role="status">{SEARCH_SHORT_QUERY_HINT}</p>;
  if (!results) return <p aria-busy="true">Searching…</p>;
  if ('unavailable' in results)
    return (
      <p role="alert" data-testid="search-unavailable">
        Search is unavailable right now. Please <a href={here.pathname + here.search}>try again</a> in a moment, or
        browse all <Link to="/pharma">pharma categories</Link>.
      </p>
    );
  const view = searchPageView(query, results, settings.urls);
  return (
    <section css={SEARCH_RESULTS_CSS} aria-label={view.label} data-testid="server-search-results">
      <nav aria-label="Result kinds">
        {view.tabs.map((tab) => (
          <a key={tab.href} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
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
                <a href={s.href} aria-current={s.current ? 'page' : undefined}>
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
        <div>
          <p>{view.count}</p>
          <Rows rows={view.rows} label="Search results" />
          {view.pages && (
            <nav aria-label="Pages">
              {view.pages.previous ? (
                <a href={view.pages.previous} rel="prev">
                  Previous
                </a>
              ) : (
                <span aria-disabled="true">Previous</span>
              )}
              <span>{view.pages.label}</span>
              {view.pages.next ? (
                <a href={view.pages.next} rel="next">
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
          <a href={view.companies.all.href}>{view.companies.all.label}</a>
        </div>
      )}
    </section>
  );
}

/** /search?t=&q=&page=&state=: the search remote's results view over the server's. */
export default function SearchPage() {
  const { settings } = useSite();
  const results = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const query = readSearchPageQuery(params);
  const routerNavigate = useNavigate();
  // The remote's links are absolute (the main site's origin): this site's go through the router.
  const navigate = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      if (url.origin === window.location.origin) routerNavigate(url.pathname + url.search);
      else window.location.assign(href);
    },
    [routerNavigate],
  );
  const title = query.query ? `Search results for “${query.query}”` : 'Search';
  return (
    <PageBody>
      <PageHeadTags head={searchHead(settings, { q: params.get('q') ?? '', t: params.get('t') ?? '' })} />
      <h1>{title}</h1>
      <RemoteSlot
        module="remote_search/SearchResults"
        props={{
          settings,
          query: query.query,
          category: query.t,
          page: query.page,
          ...(query.state ? { state: query.state } : {}),
          hitsPerPage: SEARCH_PAGE_HITS,
          navigate,
          ...(results && !('unavailable' in results) ? { initial: results } : {}),
        }}
        fallback={
          <div data-testid="search-results-fallback">
            <p>
              Search is unavailable right now. Browse all <Link to="/pharma">pharma categories</Link> or try again in a
              moment.
            </p>
            <SearchFallback action={routes.searchPage(settings.urls.main)} />
          </div>
        }
        placeholder={<ServerResults results={results} query={query} />}
      />
    </PageBody>
  );
}

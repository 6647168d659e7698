import {
  routes,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_NO_RESULT,
  SEARCH_PAGE_HITS,
  SEARCH_RESULTS_CSS,
  SEARCH_SHORT_QUERY_HINT,
  searchHitUrl,
} from '@pharmasetu/shared-contracts';
import { data, Link, useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { SearchFallback } from '../fallbacks/search-fallback';
import { RemoteSlot } from '../federation/remote-slot';
import { UNAVAILABLE_STATUS } from '../routes/api-data';
import type { PageLoader } from '../routes/loader-deps';
import type { SearchResultsPage } from '../routes/search-results-page';
import { useSite } from '../site-context';
import { PageBody } from './content-page';
import { searchHead } from '../seo/page-head';
import { PageHeadTags } from '../seo/page-head-tags';

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
  const params = new URL(request.url).searchParams;
  const query = (params.get('q') ?? '').trim();
  if (!search || query.length < SEARCH_MIN_QUERY_LENGTH) return null;
  try {
    return await search(query, (params.get('t') ?? '').toLowerCase());
  } catch {
    return data<SearchUnavailable>({ unavailable: true }, { status: UNAVAILABLE_STATUS });
  }
}) satisfies PageLoader<unknown>;

/** The kinds of hit /search shows, as the search remote's view links them. */
const RESULT_KINDS = [
  { t: 'company', label: 'Companies' },
  { t: 'molecule', label: 'Molecules' },
  { t: 'category', label: 'Categories' },
];

/**
 * The server's results: plain links, until the search remote takes over. Laid out as the remote's view is
 * (SEARCH_RESULTS_CSS, the same kinds, count, list and page line), which starts from these very hits: nothing moves.
 */
function ServerResults({
  results,
  query,
  category,
}: {
  results: SearchResultsPage | SearchUnavailable | null;
  query: string;
  category: string;
}) {
  const { settings } = useSite();
  const here = useLocation();
  if (!results && query.trim().length < SEARCH_MIN_QUERY_LENGTH) return <p role="status">{SEARCH_SHORT_QUERY_HINT}</p>;
  if (!results) return <p aria-busy="true">Searching…</p>;
  if ('unavailable' in results)
    return (
      <p role="alert" data-testid="search-unavailable">
        Search is unavailable right now. Please <a href={here.pathname + here.search}>try again</a> in a moment, or
        browse all <Link to="/pharma">pharma categories</Link>.
      </p>
    );
  const pages = Math.ceil(results.nbHits / SEARCH_PAGE_HITS);
  return (
    <section css={SEARCH_RESULTS_CSS} aria-label={`Results for “${query.trim()}”`} data-testid="server-search-results">
      <nav aria-label="Result kinds">
        {RESULT_KINDS.map((k) => (
          <a
            key={k.t}
            href={routes.search(settings.urls.main, k.t, query.trim())}
            aria-current={k.t === category ? 'page' : undefined}
          >
            {k.label}
          </a>
        ))}
      </nav>
      {results.hits.length === 0 ? (
        <p role="status">{SEARCH_NO_RESULT}</p>
      ) : (
        <div>
          <p>{results.nbHits === 1 ? '1 result' : `${results.nbHits} results`}</p>
          <ol aria-label="Search results">
            {results.hits.map((hit) => (
              <li key={hit.objectID}>
                <a href={searchHitUrl(hit, settings.urls)}>{hit.name}</a>{' '}
                <small>{hit.place ? `${hit.category} · ${hit.place}` : hit.category}</small>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav aria-label="Pages">
              <span>Page 1 of {pages}</span>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}

/** /search?t=&q=: the search remote's results view. */
export default function SearchPage() {
  const { settings } = useSite();
  const results = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = (params.get('t') ?? '').toLowerCase();
  const title = query ? `Search results for “${query}”` : 'Search';
  return (
    <PageBody>
      <PageHeadTags head={searchHead(settings, { q: query, t: params.get('t') ?? '' })} />
      <h1>{title}</h1>
      <RemoteSlot
        module="remote_search/SearchResults"
        props={{
          settings,
          query,
          category,
          hitsPerPage: SEARCH_PAGE_HITS,
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
        placeholder={<ServerResults results={results} query={query} category={category} />}
      />
    </PageBody>
  );
}

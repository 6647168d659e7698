import { routes } from '@pharmasetu/shared-contracts';
import { Link } from '../router/link';
import { useSearchParams } from '../router/use-search-params';
import { SearchFallback } from '../fallbacks/search-fallback';
import { RemoteSlot } from '../federation/remote-slot';
import { useSite } from '../site-context';
import { PageBody } from './content-page';
import { usePageMeta } from './use-page-meta';

/** /search?t=&q=: the search remote's results view. */
export default function SearchPage() {
  const { settings } = useSite();
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = (params.get('t') ?? '').toLowerCase();
  const title = query ? `Search results for “${query}”` : 'Search';
  usePageMeta(title, `Companies, categories and molecules matching ${query}.`);
  return (
    <PageBody>
      <h1>{title}</h1>
      <RemoteSlot
        module="remote_search/SearchResults"
        props={{ settings, query, category }}
        fallback={
          <div data-testid="search-results-fallback">
            <p>
              Search is unavailable right now. Browse all <Link to="/pharma">pharma categories</Link> or try again in a moment.
            </p>
            <SearchFallback action={routes.searchPage(settings.urls.main)} />
          </div>
        }
        placeholder={<p aria-busy="true">Searching…</p>}
      />
    </PageBody>
  );
}

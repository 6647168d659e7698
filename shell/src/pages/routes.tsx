import { FRANCHISE_CATEGORIES, MANUFACTURING_CATEGORIES, emit, routes, type SiteSettings } from '@pharmasetu/shared-contracts';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { SearchFallback } from '../fallbacks/search-fallback';
import { RemoteSlot } from '../federation/remote-slot';
import { ContentPage, PageBody } from './content-page';
import { sitePages } from './site-pages';
import { usePageMeta } from './use-page-meta';

const ALL_CATEGORIES = [...FRANCHISE_CATEGORIES, ...MANUFACTURING_CATEGORIES];

function Home() {
  return (
    <ContentPage title="PCD Pharma Franchise & Third Party Manufacturing" description="Find verified pharma franchise and manufacturing companies across India, or post your requirement and let sellers call you.">
      <p>Find verified pharma franchise and manufacturing companies across India, or post your requirement and let sellers call you.</p>
      <button type="button" onClick={() => emit('enquiry:open-requirement', { section: 'home page' })}>
        Post your requirement
      </button>
      <h2>Top categories</h2>
      <ul>
        {ALL_CATEGORIES.map((c) => (
          <li key={c.slug}>
            <Link to={`/pharma/${c.slug}`}>{c.label}</Link>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}

function NotFound() {
  return (
    <ContentPage title="Page not found" description="The page you asked for does not exist.">
      <p>
        The page you asked for does not exist. <Link to="/">Go to the home page</Link>.
      </p>
    </ContentPage>
  );
}

function SitePage({ product }: { product: string }) {
  const page = sitePages(product)[useParams().slug ?? ''];
  return page ? <ContentPage {...page} /> : <NotFound />;
}

function CategoryPage() {
  const category = ALL_CATEGORIES.find((c) => c.slug === useParams().slug);
  return category ? <ContentPage title={category.label} description={`${category.label}: companies, products and enquiries.`} /> : <NotFound />;
}

function SearchPage({ settings }: { settings: SiteSettings }) {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = (params.get('t') ?? '').toLowerCase();
  usePageMeta(query ? `Search results for “${query}”` : 'Search', `Companies, categories and molecules matching ${query}.`);
  return (
    <PageBody>
      <h1>{query ? `Search results for “${query}”` : 'Search'}</h1>
      <RemoteSlot
        module="remote_search/SearchResults"
        props={{ settings, query, category }}
        fallback={
          <div data-testid="search-results-fallback">
            <p>Search is unavailable right now. Browse all <Link to="/pharma">pharma categories</Link> or try again in a moment.</p>
            <SearchFallback action={routes.searchPage(settings.urls.main)} />
          </div>
        }
        placeholder={<p aria-busy="true">Searching…</p>}
      />
    </PageBody>
  );
}

export function SiteRoutes({ settings }: { settings: SiteSettings }) {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/pricing" element={<ContentPage title="Pricing" description="Seller memberships and what each package includes." />} />
      <Route path="/registration" element={<ContentPage title="Join Free" description="Register your pharma company and start receiving enquiries." />} />
      <Route path="/pages/:slug" element={<SitePage product={settings.product} />} />
      <Route path="/pharma" element={<ContentPage title="Pharma Categories" description="Every franchise and manufacturing category." />} />
      <Route path="/pharma/:slug" element={<CategoryPage />} />
      <Route path="/pharma-molecules-list" element={<ContentPage title="Pharma Molecules List" description="Generic molecules and the companies that offer them." />} />
      <Route path="/search" element={<SearchPage settings={settings} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

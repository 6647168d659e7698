import { emit, fetchCategories, fetchFeaturedCompanies, fetchMoleculeList, routes } from '@pharmasetu/shared-contracts';
import { Link } from '../../router/link';
import { useResource } from '../../data/use-resource';
import { useSite } from '../../site-context';
import { CompanyList } from '../company-list';
import { GridPlaceholder } from '../grid-placeholder';
import { MoleculeLinks } from '../molecule-links';
import { PageBody } from '../content-page';
import { PageState } from '../page-state';
import { Actions, CallToAction, Grid } from '../ui';
import { usePageMeta } from '../use-page-meta';

const FEATURED_COMPANIES = 12;
const MOLECULES = 24;
/** The categories are not paged; this is about how many the marketplace lists (19 today). */
const CATEGORIES_EXPECTED = 20;

export default function HomePage() {
  const { settings, api } = useSite();
  usePageMeta('PCD Pharma Franchise & Third Party Manufacturing Companies in India', 'Find verified PCD pharma franchise and third-party manufacturing companies across India. Post your requirement and get called back by sellers.');
  const categories = useResource(() => fetchCategories(api), [api]);
  const companies = useResource(() => fetchFeaturedCompanies(api, FEATURED_COMPANIES), [api]);
  const molecules = useResource(() => fetchMoleculeList(api, { limit: MOLECULES, offset: 0 }), [api]);
  return (
    <PageBody>
      <h1>PCD Pharma Franchise &amp; Third Party Manufacturing Companies in India</h1>
      <p>Tell us what you need — a franchise for your district or a manufacturer for your brand — and verified companies call you back.</p>
      <Actions>
        <CallToAction type="button" onClick={() => emit('enquiry:open-requirement', { section: 'home page' })}>
          Post your requirement
        </CallToAction>
        <Link to="/pharma">Browse all categories</Link>
      </Actions>
      <h2>Top categories</h2>
      <PageState resource={categories} placeholder={<GridPlaceholder count={CATEGORIES_EXPECTED} lines={2} />}>
        {(data) => (
          <Grid aria-label="Top categories">
            {data.categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/pharma/${c.slug}`}>{c.name}</Link>
                <small>{c.companies} companies</small>
              </li>
            ))}
          </Grid>
        )}
      </PageState>
      <h2>Featured companies</h2>
      <PageState resource={companies} placeholder={<GridPlaceholder count={FEATURED_COMPANIES} lines={3} />}>{(data) => <CompanyList companies={data.companies} />}</PageState>
      <h2>Molecules</h2>
      <PageState resource={molecules} placeholder={<GridPlaceholder count={MOLECULES} lines={1} />}>
        {(data) => <MoleculeLinks molecules={data.molecules} href={(slug) => routes.molecule(settings.urls.molecule, slug)} />}
      </PageState>
      <p>
        <Link to="/pharma-molecules-list">All molecules</Link>
      </p>
    </PageBody>
  );
}

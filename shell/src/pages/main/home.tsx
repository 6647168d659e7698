import { fetchCategories, fetchFeaturedCompanies, fetchMoleculeList, routes } from '@pharmasetu/shared-contracts';
import { Link, useLoaderData } from 'react-router-dom';
import { RequirementButton } from '../../enquiry/requirement-button';
import { apiData } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { useSite } from '../../site-context';
import { CompanyList } from '../company-list';
import { MoleculeLinks } from '../molecule-links';
import { PageBody } from '../content-page';
import { PageHeadTags } from '../../seo/page-head-tags';
import { homeHead } from '../../seo/page-head';
import { Actions, Grid } from '../ui';

const FEATURED_COMPANIES = 12;
const MOLECULES = 24;

export const loader = (async (_args, { api }) => {
  const [categories, companies, molecules] = await Promise.all([
    apiData(fetchCategories(api)),
    apiData(fetchFeaturedCompanies(api, FEATURED_COMPANIES)),
    apiData(fetchMoleculeList(api, { limit: MOLECULES, offset: 0 })),
  ]);
  return { categories: categories.categories, companies: companies.companies, molecules: molecules.molecules };
}) satisfies PageLoader<unknown>;

export default function HomePage() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageHeadTags head={homeHead(settings)} />
      <h1>PCD Pharma Franchise &amp; Third Party Manufacturing Companies in India</h1>
      <p>
        Tell us what you need — a franchise for your district or a manufacturer for your brand — and verified companies
        call you back.
      </p>
      <Actions>
        <RequirementButton detail={{ section: 'home page' }}>Post your requirement</RequirementButton>
        <Link to="/pharma">Browse all categories</Link>
      </Actions>
      <h2>Top categories</h2>
      <Grid aria-label="Top categories">
        {data.categories.map((c) => (
          <li key={c.slug}>
            <Link to={`/pharma/${c.slug}`}>{c.name}</Link>
            <small>{c.companies} companies</small>
          </li>
        ))}
      </Grid>
      <h2>Featured companies</h2>
      <CompanyList companies={data.companies} />
      <h2>Molecules</h2>
      <MoleculeLinks molecules={data.molecules} href={(slug) => routes.molecule(settings.urls.molecule, slug)} />
      <Actions>
        <Link to="/pharma-molecules-list">All molecules</Link>
      </Actions>
    </PageBody>
  );
}

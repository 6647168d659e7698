import { fetchFeaturedCompanies } from '@pharmasetu/shared-contracts';
import { Link, useLoaderData } from 'react-router-dom';
import { apiData } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { PageHeadTags } from '../../seo/page-head-tags';
import { listHead } from '../../seo/page-head';
import { Grid } from '../ui';

export const loader = (async (_args, { api }) =>
  apiData(fetchFeaturedCompanies(api, 48))) satisfies PageLoader<unknown>;

/** The company site's home: the leading companies, each with its own listing page. */
export default function CompanyHome() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageHeadTags head={listHead(settings, 'companies', data.companies)} />
      <h1>Pharma Company Directory</h1>
      <p>
        Browse companies by category on the <a href={`${settings.urls.main}/pharma`}>main site</a>, or open a company
        below.
      </p>
      <Grid aria-label="Companies">
        {data.companies.map((c) => (
          <li key={c.slug}>
            <Link to={`/${c.slug}`}>{c.name}</Link>
            <small>
              {c.city}, {c.state}
            </small>
          </li>
        ))}
      </Grid>
    </PageBody>
  );
}

import { fetchFeaturedCompanies } from '@pharmasetu/shared-contracts';
import { Link } from '../../router/link';
import { useResource } from '../../data/use-resource';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { PageState } from '../page-state';
import { Grid } from '../ui';
import { usePageMeta } from '../use-page-meta';

/** The company site's home: the leading companies, each with its own listing page. */
export default function CompanyHome() {
  const { api, settings } = useSite();
  usePageMeta('Pharma Company Directory', 'Verified PCD franchise and third-party manufacturing companies: products, categories and direct enquiries.');
  const companies = useResource(() => fetchFeaturedCompanies(api, 48), [api]);
  return (
    <PageBody>
      <h1>Pharma Company Directory</h1>
      <p>
        Browse companies by category on the <a href={`${settings.urls.main}/pharma`}>main site</a>, or open a company below.
      </p>
      <PageState resource={companies}>
        {(data) => (
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
        )}
      </PageState>
    </PageBody>
  );
}

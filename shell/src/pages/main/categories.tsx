import { fetchCategories } from '@pharmasetu/shared-contracts';
import { Link, useLoaderData } from 'react-router-dom';
import { apiData } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { PageBody } from '../content-page';
import { PageHeadTags } from '../../seo/page-head-tags';
import { listHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { Grid } from '../ui';

export const loader = (async (_args, { api }) => apiData(fetchCategories(api))) satisfies PageLoader<unknown>;

export default function CategoriesPage() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageHeadTags head={listHead(settings, 'categories', data.categories)} />
      <h1>Pharma Categories</h1>
      {(['franchise', 'manufacturing'] as const).map((kind) => (
        <section key={kind} aria-label={kind === 'franchise' ? 'Franchise categories' : 'Manufacturing categories'}>
          <h2>{kind === 'franchise' ? 'PCD franchise' : 'Third-party manufacturing'}</h2>
          <Grid>
            {data.categories
              .filter((c) => c.kind === kind)
              .map((c) => (
                <li key={c.slug}>
                  <Link to={`/pharma/${c.slug}`}>{c.name}</Link>
                  <small>{c.companies} companies</small>
                </li>
              ))}
          </Grid>
        </section>
      ))}
    </PageBody>
  );
}

import { fetchCompanyDirectory } from '@pharmasetu/shared-contracts';
import { Link, useLoaderData } from 'react-router-dom';
import { apiData, notFound } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { pageIndex } from '../main/listing-query';
import { Pager } from '../pager';
import { PageHeadTags } from '../../seo/page-head-tags';
import { listHead } from '../../seo/page-head';
import { Grid } from '../ui';

/** Companies a page: a phone scrolls a screenful or two of them; every company is a link or two away. */
export const DIRECTORY_PAGE_SIZE = 24;

export const loader = (async ({ request }, { api }) => {
  const page = pageIndex(new URL(request.url).searchParams);
  const data = await apiData(
    fetchCompanyDirectory(api, { limit: DIRECTORY_PAGE_SIZE, offset: page * DIRECTORY_PAGE_SIZE }),
  );
  // A page past the last is no page (404).
  if (page > 0 && data.companies.length === 0) throw notFound();
  return { ...data, page };
}) satisfies PageLoader<unknown>;

/** The company site's home: every company, highest ranked first, DIRECTORY_PAGE_SIZE a page (`?page=N` links). */
export default function CompanyHome() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageHeadTags
        head={listHead(settings, 'companies', data.companies, {
          page: data.page + 1,
          pageSize: DIRECTORY_PAGE_SIZE,
          total: data.total,
        })}
      />
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
      <Pager page={data.page} pageSize={DIRECTORY_PAGE_SIZE} total={data.total} />
    </PageBody>
  );
}

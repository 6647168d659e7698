import { fetchCategory } from '@pharmasetu/shared-contracts';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { RequirementButton } from '../../enquiry/requirement-button';
import { apiData, notFound } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { CompanyList } from '../company-list';
import { PageBody } from '../content-page';
import { PageHeadTags } from '../../seo/page-head-tags';
import { categoryHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { Pager } from '../pager';
import { Actions } from '../ui';
import { listingQuery } from './listing-query';

const PAGE_SIZE = 24;

export const loader = (async ({ params, request }, { api }) => {
  const { sort, page } = listingQuery(new URL(request.url).searchParams);
  const data = await apiData(
    fetchCategory(api, params.slug ?? '', { limit: PAGE_SIZE, offset: page * PAGE_SIZE, order_by: sort }),
  );
  // A page past the last is no page (404), as on the molecule pages.
  if (page > 0 && data.companies.length === 0) throw notFound();
  return { ...data, sort, page };
}) satisfies PageLoader<unknown>;

/** /pharma/:slug: the category's companies, sortable by name or rank, paged (state in the URL). */
export default function CategoryPage() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  const { sort, page } = data;
  const [, setParams] = useSearchParams();
  const go = (next: { sort?: string; page?: number }) =>
    setParams({ sort: next.sort ?? sort, page: String((next.page ?? page) + 1) });
  const name = data.category.name;
  return (
    <PageBody>
      <PageHeadTags head={categoryHead(settings, data, { page: page + 1, pageSize: PAGE_SIZE })} />
      <h1>{name}</h1>
      {data.category.description && <p>{data.category.description}</p>}
      <Actions>
        <RequirementButton detail={{ section: 'category page', productName: name }}>
          Get quotes from {name} companies
        </RequirementButton>
        <label>
          Sort by{' '}
          <select value={sort} onChange={(e) => go({ sort: e.target.value, page: 0 })}>
            <option value="rank">Top rated</option>
            <option value="name">Name</option>
          </select>
        </label>
        <span>{data.total} companies</span>
      </Actions>
      <CompanyList companies={data.companies} />
      <Pager page={page} pageSize={PAGE_SIZE} total={data.total} />
    </PageBody>
  );
}

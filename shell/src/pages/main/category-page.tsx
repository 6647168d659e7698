import { emit, fetchCategory } from '@pharmasetu/shared-contracts';
import { useParams } from '../../router/use-params';
import { useSearchParams } from '../../router/use-search-params';
import { useResource } from '../../data/use-resource';
import { useSite } from '../../site-context';
import { CompanyList } from '../company-list';
import { PageBody } from '../content-page';
import { PageState } from '../page-state';
import { Pager } from '../pager';
import { Actions, CallToAction } from '../ui';
import { usePageMeta } from '../use-page-meta';

const PAGE_SIZE = 24;

/** /pharma/:slug: the category's companies, sortable by name or rank, paged (state in the URL). */
export default function CategoryPage() {
  const { api } = useSite();
  const slug = useParams().slug ?? '';
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') === 'name' ? 'name' : 'rank';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const category = useResource(() => fetchCategory(api, slug, { limit: PAGE_SIZE, offset: page * PAGE_SIZE, order_by: sort }), [api, slug, sort, page]);
  const name = category.state === 'ready' ? category.data.category.name : 'Pharma category';
  usePageMeta(name, category.state === 'ready' ? `${category.data.total} ${name} companies: compare, and post your requirement to get called back.` : 'Companies in this category.');
  const go = (next: { sort?: string; page?: number }) =>
    setParams({ sort: next.sort ?? sort, page: String((next.page ?? page) + 1) });

  return (
    <PageBody>
      <PageState resource={category}>
        {(data) => (
          <>
            <h1>{data.category.name}</h1>
            {data.category.description && <p>{data.category.description}</p>}
            <Actions>
              <CallToAction type="button" onClick={() => emit('enquiry:open-requirement', { section: 'category page', productName: data.category.name })}>
                Get quotes from {data.category.name} companies
              </CallToAction>
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
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => go({ page: p })} />
          </>
        )}
      </PageState>
    </PageBody>
  );
}

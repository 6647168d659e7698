import { fetchMoleculeList, routes } from '@pharmasetu/shared-contracts';
import { useLoaderData } from 'react-router-dom';
import { apiData } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { MoleculeLinks } from '../molecule-links';
import { PageHeadTags } from '../../seo/page-head-tags';
import { listHead } from '../../seo/page-head';
import { Pager } from '../pager';
import { pageIndex } from './parts/listing-query';

const PAGE_SIZE = 60;

export const loader = (async ({ request }, { api }) => {
  const page = pageIndex(new URL(request.url).searchParams);
  return { ...(await apiData(fetchMoleculeList(api, { limit: PAGE_SIZE, offset: page * PAGE_SIZE }))), page };
}) satisfies PageLoader<unknown>;

export default function MoleculesListPage() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageHeadTags
        head={listHead(settings, 'molecules', data.molecules, {
          page: data.page + 1,
          pageSize: PAGE_SIZE,
          total: data.total,
        })}
      />
      <h1>Pharma Molecules List</h1>
      <p>{data.total} molecules</p>
      <MoleculeLinks molecules={data.molecules} href={(slug) => routes.molecule(settings.urls.molecule, slug)} />
      <Pager page={data.page} pageSize={PAGE_SIZE} total={data.total} />
    </PageBody>
  );
}

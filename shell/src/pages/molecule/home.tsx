import { fetchMoleculeList } from '@pharmasetu/shared-contracts';
import { useLoaderData } from 'react-router-dom';
import { apiData } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { PageBody } from '../content-page';
import { pageIndex } from '../main/parts/listing-query';
import { MoleculeLinks } from '../molecule-links';
import { PageHeadTags } from '../../seo/page-head-tags';
import { listHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { Pager } from '../pager';

const PAGE_SIZE = 90;

export const loader = (async ({ request }, { api }) => {
  const page = pageIndex(new URL(request.url).searchParams);
  return { ...(await apiData(fetchMoleculeList(api, { limit: PAGE_SIZE, offset: page * PAGE_SIZE }))), page };
}) satisfies PageLoader<unknown>;

/** The molecule site's home: every molecule, A to Z. */
export default function MoleculeHome() {
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
      <h1>Molecules A–Z</h1>
      <MoleculeLinks molecules={data.molecules} to={(slug) => `/${slug}`} />
      <Pager page={data.page} pageSize={PAGE_SIZE} total={data.total} />
    </PageBody>
  );
}

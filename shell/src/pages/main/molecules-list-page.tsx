import { fetchMoleculeList, routes } from '@pharmasetu/shared-contracts';
import { useSearchParams } from '../../router/use-search-params';
import { useResource } from '../../data/use-resource';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { PageState } from '../page-state';
import { Pager } from '../pager';
import { MoleculeLinks } from '../molecule-links';
import { usePageMeta } from '../use-page-meta';

const PAGE_SIZE = 60;

export default function MoleculesListPage() {
  const { settings, api } = useSite();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  usePageMeta('Pharma Molecules List', 'Generic molecules, A to Z, with the companies that offer them for PCD franchise and third-party manufacturing.');
  const molecules = useResource(() => fetchMoleculeList(api, { limit: PAGE_SIZE, offset: page * PAGE_SIZE }), [api, page]);
  return (
    <PageBody>
      <h1>Pharma Molecules List</h1>
      <PageState resource={molecules}>
        {(data) => (
          <>
            <p>{data.total} molecules</p>
            <MoleculeLinks molecules={data.molecules} href={(slug) => routes.molecule(settings.urls.molecule, slug)} />
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => setParams({ page: String(p + 1) })} />
          </>
        )}
      </PageState>
    </PageBody>
  );
}

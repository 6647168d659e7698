import { fetchMoleculeList } from '@pharmasetu/shared-contracts';
import { useSearchParams } from '../../router/use-search-params';
import { useResource } from '../../data/use-resource';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { PageState } from '../page-state';
import { Pager } from '../pager';
import { MoleculeLinks } from '../molecule-links';
import { usePageMeta } from '../use-page-meta';

const PAGE_SIZE = 90;

/** The molecule site's home: every molecule, A to Z. */
export default function MoleculeHome() {
  const { api } = useSite();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  usePageMeta('Molecules A–Z', 'Generic molecules and the pharma companies that offer them for franchise and manufacturing.');
  const molecules = useResource(() => fetchMoleculeList(api, { limit: PAGE_SIZE, offset: page * PAGE_SIZE }), [api, page]);
  return (
    <PageBody>
      <h1>Molecules A–Z</h1>
      <PageState resource={molecules}>
        {(data) => (
          <>
            <MoleculeLinks molecules={data.molecules} to={(slug) => `/${slug}`} />
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={(p) => setParams({ page: String(p + 1) })} />
          </>
        )}
      </PageState>
    </PageBody>
  );
}

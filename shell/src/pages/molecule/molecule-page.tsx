import { fetchMoleculePage } from '@pharmasetu/shared-contracts';
import { useParams } from '../../router/use-params';
import { useResource } from '../../data/use-resource';
import { useSite } from '../../site-context';
import { CompanyList } from '../company-list';
import { PageBody } from '../content-page';
import { InlineRequirementCard } from '../inline-requirement-card';
import { PageState } from '../page-state';
import { Split } from '../ui';
import { usePageMeta } from '../use-page-meta';

/** The molecule site's /:slug: who offers the molecule, and a card posting with the molecule site's source. */
export default function MoleculePage() {
  const { api } = useSite();
  const slug = useParams().slug ?? '';
  const molecule = useResource(() => fetchMoleculePage(api, slug), [api, slug]);
  const name = molecule.state === 'ready' ? molecule.data.molecule.name : 'Molecule';
  usePageMeta(`${name} PCD Franchise & Manufacturers`, molecule.state === 'ready' ? `${molecule.data.companies.length} companies offer ${name} for PCD franchise and third-party manufacturing. Get quotes.` : 'Companies offering this molecule.');
  return (
    <PageBody>
      <PageState resource={molecule}>
        {(data) => (
          <Split>
            <article>
              <h1>{data.molecule.name}</h1>
              <p>
                {data.companies.length} companies offer {data.molecule.name} for PCD franchise and third-party manufacturing.
              </p>
              <CompanyList companies={data.companies} />
            </article>
            <InlineRequirementCard section="category page" productName={data.molecule.name} />
          </Split>
        )}
      </PageState>
    </PageBody>
  );
}

import { fetchMoleculePage } from '@pharmasetu/shared-contracts';
import { useLoaderData } from 'react-router-dom';
import { apiData } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { CompanyList } from '../company-list';
import { PageBody } from '../content-page';
import { InlineRequirementCard } from '../inline-requirement-card';
import { PageHeadTags } from '../../seo/page-head-tags';
import { moleculeHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { Split } from '../ui';

export const loader = (async ({ params }, { api }) =>
  apiData(fetchMoleculePage(api, params.slug ?? ''))) satisfies PageLoader<unknown>;

/** The molecule site's /:slug: who offers the molecule, and a card posting with the molecule site's source. */
export default function MoleculePage() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  const name = data.molecule.name;
  return (
    <PageBody>
      <PageHeadTags head={moleculeHead(settings, data)} />
      <Split>
        <article>
          <h1>{name}</h1>
          <p>
            {data.companies.length} companies offer {name} for PCD franchise and third-party manufacturing.
          </p>
          <CompanyList companies={data.companies} />
        </article>
        <InlineRequirementCard section="category page" productName={name} />
      </Split>
    </PageBody>
  );
}

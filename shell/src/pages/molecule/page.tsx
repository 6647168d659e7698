import { fetchMoleculePage } from '@pharmasetu/shared-contracts';
import { useLoaderData } from 'react-router-dom';
import { apiData, notFound } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { CompanyList } from '../company-list';
import { PageBody } from '../content-page';
import { InlineRequirementCard } from '../inline-requirement-card';
import { pageIndex } from '../listing-query';
import { Pager } from '../pager';
import { PageHeadTags } from '../../seo/page-head-tags';
import { moleculeHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { StickyRequirement } from '../sticky-requirement';
import { Split } from '../ui';

/** Companies a page: a phone scrolls past a screenful or two of them, not 20,000 px. */
const MOLECULE_PAGE_SIZE = 24;

export const loader = (async ({ params, request }, { api }) => {
  const page = pageIndex(new URL(request.url).searchParams);
  const data = await apiData(fetchMoleculePage(api, params.slug ?? ''));
  const total = data.companies.length;
  // A page past the last is no page (404), the first page of none is the page saying so.
  if (page > 0 && page * MOLECULE_PAGE_SIZE >= total) throw notFound();
  const companies = data.companies.slice(page * MOLECULE_PAGE_SIZE, (page + 1) * MOLECULE_PAGE_SIZE);
  return { molecule: data.molecule, companies, total, page };
}) satisfies PageLoader<unknown>;

/**
 * The molecule site's /:slug: who offers the molecule, MOLECULE_PAGE_SIZE a page (`?page=N` links, crawlable),
 * and a card posting with the molecule site's source (on a phone, opened from the action kept at the top).
 */
export default function MoleculePage() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  const name = data.molecule.name;
  const detail = { section: 'category page', productName: name } as const;
  return (
    <PageBody>
      <PageHeadTags head={moleculeHead(settings, data, { page: data.page + 1, pageSize: MOLECULE_PAGE_SIZE })} />
      <Split>
        <article>
          <h1>{name}</h1>
          <p>
            {data.total} companies offer {name} for PCD franchise and third-party manufacturing.
          </p>
          <StickyRequirement detail={detail}>Get quotes for {name}</StickyRequirement>
          <CompanyList companies={data.companies} />
          <Pager page={data.page} pageSize={MOLECULE_PAGE_SIZE} total={data.total} />
        </article>
        <InlineRequirementCard section={detail.section} productName={name} />
      </Split>
    </PageBody>
  );
}

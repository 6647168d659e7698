import { fetchMoleculeList } from '@pharmasetu/shared-contracts';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { apiData } from '../routes/api-data';
import type { PageLoader } from '../routes/loader-deps';
import { listHead } from '../seo/page-head';
import { PageHeadTags } from '../seo/page-head-tags';
import { useSite } from '../site-context';
import { PageBody } from './content-page';
import { pageIndex } from './listing-query';
import { MoleculeLinks } from './molecule-links';
import { Pager } from './pager';

/** A page of every molecule, A to Z, `pageSize` at a time (`?page=`): the loader of such a page. */
export const moleculesLoader = (pageSize: number) =>
  (async ({ request }, { api }) => {
    const page = pageIndex(new URL(request.url).searchParams);
    return { ...(await apiData(fetchMoleculeList(api, { limit: pageSize, offset: page * pageSize }))), page };
  }) satisfies PageLoader<unknown>;

interface Props {
  pageSize: number;
  title: ReactNode;
  /** What the page says under its title (given the molecules' count). */
  intro?: (total: number) => ReactNode;
  links: Pick<Parameters<typeof MoleculeLinks>[0], 'to' | 'href'>;
}

/** The page itself: its head, title, links and pager. */
export function MoleculesAToZ({ pageSize, title, intro, links }: Props) {
  const { settings } = useSite();
  const data = useLoaderData<ReturnType<typeof moleculesLoader>>();
  return (
    <PageBody>
      <PageHeadTags
        head={listHead(settings, 'molecules', data.molecules, { page: data.page + 1, pageSize, total: data.total })}
      />
      <h1>{title}</h1>
      {intro?.(data.total)}
      <MoleculeLinks molecules={data.molecules} {...links} />
      <Pager page={data.page} pageSize={pageSize} total={data.total} />
    </PageBody>
  );
}

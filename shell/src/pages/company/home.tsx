import { fetchCompanyDirectory } from '@pharmasetu/shared-contracts';
import { Link, useLoaderData } from 'react-router-dom';
import { apiData, notFound } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { useSite } from '../../site-context';
import { Breadcrumb } from '../breadcrumb';
import { PageBody } from '../content-page';
import { listingHref } from '../listing-href';
import { listingQuery } from '../listing-query';
import { Pager } from '../pager';
import { NO_PLACES, PlaceLinks } from '../place-links';
import { SortLinks } from '../sort-links';
import { PageHeadTags } from '../../seo/page-head-tags';
import { directoryHead } from '../../seo/page-head';
import { Grid } from '../ui';

/** Companies a page: a phone scrolls a screenful or two of them; every company is a link or two away. */
const DIRECTORY_PAGE_SIZE = 24;

/** `?state=` and `?city=` (slugs) narrow the directory; a place without listed companies is no page (404). */
export const loader = (async ({ request }, { api }) => {
  const search = new URL(request.url).searchParams;
  const { sort, page } = listingQuery(search);
  const state = search.get('state') || undefined;
  const city = (state && search.get('city')) || undefined;
  const data = await apiData(
    fetchCompanyDirectory(api, {
      limit: DIRECTORY_PAGE_SIZE,
      offset: page * DIRECTORY_PAGE_SIZE,
      order_by: sort,
      ...(state ? { state } : {}),
      ...(city ? { city } : {}),
    }),
  );
  // A page past the last is no page (404).
  if (page > 0 && data.companies.length === 0) throw notFound();
  // An api from before place filters answers without places: the page lists its companies all the same.
  return { ...data, places: data.places ?? NO_PLACES, filter: data.filter ?? {}, page, sort };
}) satisfies PageLoader<unknown>;

/**
 * The company site's home: every company, highest ranked first (or by name), DIRECTORY_PAGE_SIZE a page, narrowed
 * by state and city; paging, sorting and the places are links that keep each other.
 */
export default function CompanyHome() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  const { filter, sort } = data;
  const state = filter.state?.slug;
  const where = filter.state ? (filter.city ? `${filter.city.name}, ${filter.state.name}` : filter.state.name) : '';
  return (
    <PageBody>
      <PageHeadTags head={directoryHead(settings, data, { page: data.page + 1, pageSize: DIRECTORY_PAGE_SIZE })} />
      {filter.state && (
        <Breadcrumb
          crumbs={[
            { name: 'Companies', href: '/' },
            { name: filter.state.name, href: listingHref('/', { state }) },
            ...(filter.city
              ? [{ name: filter.city.name, href: listingHref('/', { state, city: filter.city.slug }) }]
              : []),
          ]}
        />
      )}
      <h1>{where ? `Pharma Companies in ${where}` : 'Pharma Company Directory'}</h1>
      <p>
        {data.total === 1 ? '1 company' : `${data.total} companies`}. Browse companies by category on the{' '}
        <a href={`${settings.urls.main}/pharma`}>main site</a>, or open a company below.
      </p>
      <PlaceLinks
        places={data.places}
        filter={filter}
        stateHref={(s) => listingHref('/', { state: s, sort })}
        cityHref={(c) => listingHref('/', { state, city: c, sort })}
        allStatesHref={listingHref('/', { sort })}
        allCitiesHref={listingHref('/', { state, sort })}
      />
      <SortLinks sort={sort} href={(s) => listingHref('/', { state, city: filter.city?.slug, sort: s })} />
      <Grid aria-label="Companies">
        {data.companies.map((c) => (
          <li key={c.slug}>
            <Link to={`/${c.slug}`}>{c.name}</Link>
            <small>
              {c.city}, {c.state}
            </small>
          </li>
        ))}
      </Grid>
      <Pager page={data.page} pageSize={DIRECTORY_PAGE_SIZE} total={data.total} />
    </PageBody>
  );
}

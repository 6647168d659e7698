import { fetchCategory, routes } from '@pharmasetu/shared-contracts';
import { useLoaderData } from 'react-router-dom';
import { RequirementButton } from '../../enquiry/requirement-button';
import { apiData, notFound } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { CompanyList } from '../company-list';
import { PageBody } from '../content-page';
import { PageHeadTags } from '../../seo/page-head-tags';
import { categoryHead, categoryPageName } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { Breadcrumb } from '../breadcrumb';
import { listingHref } from '../listing-href';
import { Pager } from '../pager';
import { NO_PLACES, PlaceLinks } from '../place-links';
import { SortLinks } from '../sort-links';
import { Actions } from '../ui';
import { listingQuery } from '../listing-query';

const PAGE_SIZE = 24;

/**
 * /pharma/:slug and its landing page per state, /pharma/:slug/:state (`?city=` narrows it to a city of that
 * state). A state or city none of the category's companies is in is no page (the api's 404), nor is a page past
 * the last.
 */
export const loader = (async ({ params, request }, { api }) => {
  const search = new URL(request.url).searchParams;
  const { sort, page } = listingQuery(search);
  const state = params.state;
  const city = state ? (search.get('city') ?? undefined) : undefined;
  const data = await apiData(
    fetchCategory(api, params.slug ?? '', {
      limit: PAGE_SIZE,
      offset: page * PAGE_SIZE,
      order_by: sort,
      ...(state !== undefined ? { state } : {}),
      ...(city ? { city } : {}),
    }),
  );
  if (page > 0 && data.companies.length === 0) throw notFound();
  // An api from before place filters answers without places: the page lists its companies all the same.
  return { ...data, places: data.places ?? NO_PLACES, filter: data.filter ?? {}, sort, page };
}) satisfies PageLoader<unknown>;

/** A category's companies (in a state, a city), sortable by rank or name, paged, every control a link. */
export default function CategoryPage() {
  const { settings } = useSite();
  const data = useLoaderData<typeof loader>();
  const { sort, page, category, filter } = data;
  const base = `/pharma/${category.slug}`;
  const here = filter.state ? `${base}/${filter.state.slug}` : base;
  const heading = categoryPageName(data);
  const crumbs = [
    { name: 'Home', href: '/' },
    { name: 'Categories', href: '/pharma' },
    { name: category.name, href: base },
    ...(filter.state ? [{ name: filter.state.name, href: here }] : []),
    ...(filter.city ? [{ name: filter.city.name, href: listingHref(here, { city: filter.city.slug }) }] : []),
  ];
  return (
    <PageBody>
      <PageHeadTags head={categoryHead(settings, data, { page: page + 1, pageSize: PAGE_SIZE })} />
      <Breadcrumb crumbs={crumbs} />
      <h1>{heading}</h1>
      {category.description && <p>{category.description}</p>}
      <Actions>
        <RequirementButton detail={{ section: 'category page', productName: category.name }}>
          Get quotes from {category.name} companies
        </RequirementButton>
        <span>{data.total === 1 ? '1 company' : `${data.total} companies`}</span>
      </Actions>
      <PlaceLinks
        places={data.places}
        filter={filter}
        stateHref={(s) => listingHref(`${base}/${s}`, { sort })}
        cityHref={(c) => listingHref(here, { city: c, sort })}
        allStatesHref={listingHref(base, { sort })}
        allCitiesHref={listingHref(here, { sort })}
      />
      <SortLinks sort={sort} href={(s) => listingHref(here, { city: filter.city?.slug, sort: s })} />
      <CompanyList companies={data.companies} />
      <Pager page={page} pageSize={PAGE_SIZE} total={data.total} />
      {filter.state && (
        <p>
          <a href={routes.category(settings.urls.main, category.slug)}>All {category.name} companies in India</a>
        </p>
      )}
    </PageBody>
  );
}

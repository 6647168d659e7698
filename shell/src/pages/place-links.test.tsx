import { ThemeProvider } from '@emotion/react';
import { theme, type PlaceFacets, type PlaceFilter } from '@pharmasetu/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Breadcrumb } from './breadcrumb';
import { listingHref } from './listing-href';
import { PlaceLinks } from './place-links';
import { SortLinks } from './sort-links';

const places: PlaceFacets = {
  states: [
    { slug: 'punjab', name: 'Punjab', companies: 31 },
    { slug: 'himachal-pradesh', name: 'Himachal Pradesh', companies: 12 },
  ],
  cities: [
    { slug: 'mohali', name: 'Mohali', companies: 20 },
    { slug: 'zirakpur', name: 'Zirakpur', companies: 11 },
  ],
};

const show = (element: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/pharma/x'] })} />
    </ThemeProvider>,
  );

const placeLinks = (filter: PlaceFilter, facets: PlaceFacets = places) =>
  show(
    <PlaceLinks
      places={facets}
      filter={filter}
      stateHref={(s) => listingHref(`/pharma/x/${s}`, { sort: 'name' })}
      cityHref={(c) => listingHref('/pharma/x/punjab', { city: c })}
      allStatesHref="/pharma/x"
      allCitiesHref="/pharma/x/punjab"
    />,
  );

describe('listingHref', () => {
  it('writes state, city, sort and page in one order, leaving out the defaults', () => {
    expect(listingHref('/', {})).toBe('/');
    expect(listingHref('/', { sort: 'rank', page: 0 })).toBe('/');
    expect(listingHref('/', { page: 2, sort: 'name', city: 'mohali', state: 'punjab' })).toBe(
      '/?state=punjab&city=mohali&sort=name&page=3',
    );
    expect(listingHref('/pharma/x/punjab', { city: 'sas nagar&x=1' })).toBe('/pharma/x/punjab?city=sas+nagar%26x%3D1');
  });
});

describe('PlaceLinks', () => {
  it('before a state is chosen: every state as a link with its count, no cities', () => {
    placeLinks({}, { ...places, cities: [] });
    const states = screen.getByRole('list', { name: 'States' });
    expect(within(states).getByRole('link', { name: 'Punjab (31)' })).toHaveAttribute(
      'href',
      '/pharma/x/punjab?sort=name',
    );
    expect(within(states).getByRole('link', { name: 'Himachal Pradesh (12)' })).toHaveAttribute(
      'href',
      '/pharma/x/himachal-pradesh?sort=name',
    );
    expect(screen.getByText('Browse by state')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Cities/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All states' })).toBeNull();
  });

  it('in a state: its cities with counts, the state marked current, a way back to all states', () => {
    placeLinks({ state: { slug: 'punjab', name: 'Punjab' } });
    const cities = screen.getByRole('list', { name: 'Cities in Punjab' });
    expect(within(cities).getByRole('link', { name: 'Mohali (20)' })).toHaveAttribute(
      'href',
      '/pharma/x/punjab?city=mohali',
    );
    expect(screen.getByRole('link', { name: 'Punjab (31)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All states' })).toHaveAttribute('href', '/pharma/x');
  });

  it('in a city: the city marked current, a link to the whole state', () => {
    placeLinks({ state: { slug: 'punjab', name: 'Punjab' }, city: { slug: 'zirakpur', name: 'Zirakpur' } });
    expect(screen.getByRole('link', { name: 'Zirakpur (11)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Mohali (20)' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All of Punjab' })).toHaveAttribute('href', '/pharma/x/punjab');
  });

  it('shows nothing for a listing without places', () => {
    placeLinks({}, { states: [], cities: [] });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('SortLinks', () => {
  it('the other order is a link (works without JavaScript), the current one is not', () => {
    show(<SortLinks sort="rank" href={(s) => listingHref('/pharma/x/punjab', { city: 'mohali', sort: s })} />);
    const sort = screen.getByRole('navigation', { name: 'Sort' });
    expect(within(sort).getByRole('link', { name: 'Name' })).toHaveAttribute(
      'href',
      '/pharma/x/punjab?city=mohali&sort=name',
    );
    expect(within(sort).queryByRole('link', { name: 'Top rated' })).toBeNull();
    expect(within(sort).getByText('Top rated')).toHaveAttribute('aria-current', 'true');
  });
});

describe('Breadcrumb', () => {
  it('links every step up; the last is the page itself', () => {
    show(
      <Breadcrumb
        crumbs={[
          { name: 'Home', href: '/' },
          { name: 'PCD Pharma Franchise', href: '/pharma/pharma-franchise-pcd' },
          { name: 'Punjab', href: '/pharma/pharma-franchise-pcd/punjab' },
        ]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/pharma/pharma-franchise-pcd']);
    expect(within(trail).getByText('Punjab')).toHaveAttribute('aria-current', 'page');
  });
});

import { ThemeProvider } from '@emotion/react';
import { localSiteSettings, on, theme, type SearchResultsProps } from '@pharmasetu/shared-contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testAnalytics } from '../search-analytics/test-analytics';
import { RECORDS, testClient } from '../search-box/test-client';
import SearchResults from './search-results';

let fake = testClient();
jest.mock('../search-box/search-client', () => ({ searchClient: () => fake.client }));
let mockInsights = testAnalytics();
jest.mock('../search-analytics/site-analytics', () => ({ siteAnalytics: () => mockInsights.analytics }));
beforeEach(() => {
  mockInsights = testAnalytics();
});

const settings = localSiteSettings('main');
const view = (props: Partial<SearchResultsProps> & { query: string; category: string }) => (
  <ThemeProvider theme={theme}>
    <SearchResults settings={settings} {...props} />
  </ThemeProvider>
);
/** The page's own request of the last multi-query (the others count kinds or list companies, molecules, categories). */
const lastMainRequest = () => fake.requests.filter((r) => r.facets?.includes('state')).at(-1);
const show = (query: string, category: string, hitsPerPage?: number, more: Partial<SearchResultsProps> = {}) =>
  render(view({ query, category, hitsPerPage, ...more }));
const cureLabs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    objectID: `c${i}`,
    name: `Cure Labs ${i + 1}`,
    category: 'Company',
    slug: `cure-labs-${i + 1}`,
  }));

test('shows the hits for q within kind t, each opening in a new tab; the kinds are links', async () => {
  fake = testClient();
  show('metformin', 'molecule', 8);
  const list = await screen.findByRole('list', { name: 'Search results' });
  const links = within(list).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['Metformin', 'Metformin Hydrochloride']);
  expect(links[0]).toHaveAttribute('href', 'http://localhost:3100/metformin');
  expect(links[0]).toHaveAttribute('target', '_blank');
  expect(fake.requests[0]).toMatchObject({
    indexName: 'pharmasetu',
    query: 'metformin',
    filters: 'category:"molecule"',
    page: 0,
    hitsPerPage: 8,
    facets: ['state'],
  });
  expect(screen.getByRole('link', { name: 'Molecules' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute(
    'href',
    'http://localhost:3000/search?t=company&q=metformin',
  );
});

test('pages are links; with the host router, Next goes through it, and the next page is fetched', async () => {
  fake = testClient([...RECORDS, ...cureLabs(19)]);
  const navigate = jest.fn();
  const { rerender } = show('cure labs', 'company', 8, { navigate });
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
  const next = screen.getByRole('link', { name: 'Next' });
  expect(next).toHaveAttribute('href', 'http://localhost:3000/search?t=company&q=cure%20labs&page=2');
  await userEvent.click(next);
  expect(navigate).toHaveBeenCalledWith('http://localhost:3000/search?t=company&q=cure%20labs&page=2');
  rerender(view({ query: 'cure labs', category: 'company', hitsPerPage: 8, page: 1, navigate }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cure Labs 9' })).toHaveAttribute(
    'href',
    'http://localhost:3200/cure-labs-9',
  );
  expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    'http://localhost:3000/search?t=company&q=cure%20labs',
  );
  expect(lastMainRequest()).toMatchObject({ page: 1 });
});

test('a widget shows 5 hits a page unless its host asks for another whole number of them', async () => {
  fake = testClient(cureLabs(12));
  const { unmount } = show('cure labs', 'company');
  const list = await screen.findByRole('list', { name: 'Search results' });
  expect(within(list).getAllByRole('link', { name: /^Cure Labs/ })).toHaveLength(5);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(lastMainRequest()).toMatchObject({ hitsPerPage: 5 });
  unmount();
  for (const bad of [0, -3, 2.5, 101, Number.NaN, '8' as unknown as number]) {
    const { unmount: gone } = show('cure labs', 'company', bad);
    await screen.findByText('Page 1 of 3');
    expect(lastMainRequest()).toMatchObject({ hitsPerPage: 5 });
    gone();
  }
  show('cure labs', 'company', 12);
  await screen.findByText('12 results');
  expect(
    within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link', { name: /^Cure Labs/ }),
  ).toHaveLength(12);
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
});

test('short queries get the hint, unknown ones "No Result found"', async () => {
  fake = testClient();
  const { unmount } = show('met', 'company');
  expect(screen.getByRole('status')).toHaveTextContent('Type minimum 4 characters');
  expect(fake.requests).toHaveLength(0);
  unmount();
  show('zzzzz', 'company');
  expect(await screen.findByText('No Result found')).toBeInTheDocument();
});

test('a company row shows its place and categories, and "Send enquiry" opens the requirement dialog addressed to it', async () => {
  fake = testClient();
  show('metro', 'company', 20);
  const row = (await screen.findByRole('link', { name: 'Metro Healthcare Pvt Ltd' })).closest('li')!;
  expect(within(row).getByText('Company · Mohali, Punjab')).toBeInTheDocument();
  expect(within(row).getByText('PCD Pharma Franchise · Injection Franchise')).toBeInTheDocument();
  const send = within(row).getByRole('link', { name: 'Send enquiry to Metro Healthcare Pvt Ltd' });
  // Without JavaScript (or opened in a new tab) the link leads to the company page's enquiry card.
  expect(send).toHaveAttribute('href', 'http://localhost:3200/metro-healthcare#enquiry');
  const opened: unknown[] = [];
  const off = on('enquiry:open-requirement', (detail) => opened.push(detail));
  await userEvent.click(send);
  off();
  expect(opened).toEqual([{ section: 'search page', listingSlug: 'metro-healthcare' }]);
});

test("the engine's facets: tab counts and the state facet as links; without facets, neither", async () => {
  const punjab = cureLabs(3).map((h) => ({ ...h, state: 'Punjab', place: 'Mohali, Punjab' }));
  const himachal = cureLabs(5)
    .slice(3)
    .map((h) => ({ ...h, state: 'Himachal Pradesh', place: 'Baddi, Himachal Pradesh' }));
  fake = testClient([...punjab, ...himachal], true);
  const { unmount } = show('cure labs', 'company', 20);
  expect(await screen.findByRole('link', { name: 'Companies (5)' })).toHaveAttribute('aria-current', 'page');
  const states = screen.getByRole('list', { name: 'States' });
  expect(within(states).getByRole('link', { name: 'Punjab (3)' })).toHaveAttribute(
    'href',
    'http://localhost:3000/search?t=company&q=cure%20labs&state=Punjab',
  );
  expect(within(states).getByRole('link', { name: 'Himachal Pradesh (2)' })).toBeInTheDocument();
  unmount();
  const inPunjab = show('cure labs', 'company', 20, { state: 'Punjab' });
  expect(await screen.findByText('3 results in Punjab')).toBeInTheDocument();
  expect(lastMainRequest()).toMatchObject({ filters: 'category:"company" AND state:"Punjab"' });
  expect(screen.getByText('State: Punjab')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All states' })).toHaveAttribute(
    'href',
    'http://localhost:3000/search?t=company&q=cure%20labs',
  );
  inPunjab.unmount();

  fake = testClient([...punjab, ...himachal]);
  show('cure labs', 'company', 20);
  await screen.findByText('5 results');
  expect(screen.queryByRole('list', { name: 'States' })).toBeNull();
  expect(screen.getAllByRole('link', { name: 'Companies' }).length).toBeGreaterThan(0);
});

test('a molecule tab also lists the first companies the query finds, with a link to all of them', async () => {
  fake = testClient([
    { objectID: 'm9', name: 'Cure Labs Molecule', category: 'Molecule', slug: 'cure-molecule' },
    ...cureLabs(12),
  ]);
  show('cure labs', 'molecule', 20);
  expect(await screen.findByRole('heading', { name: 'Companies for “cure labs”' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Companies' })).getAllByRole('link', { name: /^Cure Labs \d/ }),
  ).toHaveLength(8);
  expect(screen.getByRole('link', { name: 'All 12 companies' })).toHaveAttribute(
    'href',
    'http://localhost:3000/search?t=company&q=cure%20labs',
  );
  expect(fake.requests.at(-1)).toMatchObject({ filters: 'category:"company"', hitsPerPage: 8 });
});

test('a click on page 2 sends its absolute 1-based position and the queryID; shown hits are views', async () => {
  const many = cureLabs(19);
  fake = testClient([...RECORDS, ...many]);
  show('cure labs', 'company', 8, { page: 1 });
  await screen.findByText('Page 2 of 3');
  expect(lastMainRequest()).toMatchObject({ page: 1, clickAnalytics: true });
  await waitFor(() => expect(mockInsights.sender.viewedObjectIDs).toHaveBeenCalledTimes(1), { timeout: 1500 });
  const { queryID } = (await fake.client.search.mock.results.at(-1)!.value).results[0];
  const followLink = (e: MouseEvent) => e.preventDefault();
  document.addEventListener('click', followLink);
  await userEvent.click(screen.getByRole('link', { name: 'Cure Labs 10' }));
  document.removeEventListener('click', followLink);
  await waitFor(() => expect(mockInsights.sender.clickedObjectIDsAfterSearch).toHaveBeenCalledTimes(1));
  expect(mockInsights.sender.clickedObjectIDsAfterSearch).toHaveBeenCalledWith({
    eventName: 'Search hit clicked',
    index: 'pharmasetu',
    queryID,
    objectIDs: ['c9'],
    positions: [10],
  });
  expect(mockInsights.sender.viewedObjectIDs.mock.calls.at(-1)![0].objectIDs).toEqual(
    many.slice(8, 16).map((h) => h.objectID),
  );
});

test('the results page shows "Searching…" only after 300 ms', async () => {
  fake = testClient();
  let answer!: () => void;
  const real = fake.client.search.getMockImplementation()!;
  fake.client.search.mockImplementation((args) => new Promise((resolve) => (answer = () => resolve(real(args)))));
  show('metformin', 'molecule');
  const started = Date.now();
  expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  await screen.findByText('Searching…', undefined, { timeout: 1500 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  await act(async () => answer());
  expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
});

test('adds no page heading of its own (the page has one) and names its region after the query', async () => {
  fake = testClient();
  show('metformin', 'molecule', 8);
  await screen.findByRole('list', { name: 'Search results' });
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Results for “metformin”' })).toBeInTheDocument();
});

test('asks only for the attributes a row shows (a company record also lists what it makes)', async () => {
  fake = testClient();
  show('metformin', 'company', 8);
  await waitFor(() => expect(fake.requests.length).toBeGreaterThan(0));
  expect(fake.requests[0]).toMatchObject({ attributesToRetrieve: ['name', 'category', 'slug', 'place', 'categories'] });
});

test("starts from the host's page (its server's) in its first render, then shows its own answer", async () => {
  fake = testClient();
  const initial = {
    hits: [{ objectID: 'm1', name: 'Metformin', category: 'Molecule', slug: 'metformin' }],
    nbHits: 1,
    page: 0,
    nbPages: 1,
  };
  render(view({ query: 'metformin', category: 'molecule', hitsPerPage: 20, initial }));
  // Before any answer: the server's hit is there, in the list, and nothing says "Searching…" above it.
  const list = screen.getByRole('list', { name: 'Search results' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Metformin']);
  expect(screen.queryByText('Searching…')).toBeNull();
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link')).toHaveLength(2),
  );
  expect(fake.requests[0]).toMatchObject({ query: 'metformin', page: 0, hitsPerPage: 20 });
});

import { ThemeProvider } from '@emotion/react';
import { localSiteSettings, theme } from '@pharmasetu/shared-contracts';
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
const show = (query: string, category: string, hitsPerPage?: number) =>
  render(
    <ThemeProvider theme={theme}>
      <SearchResults settings={settings} query={query} category={category} hitsPerPage={hitsPerPage} />
    </ThemeProvider>,
  );

test('shows the hits for q within category t, each opening in a new tab', async () => {
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
  });
  expect(screen.getByRole('link', { name: 'Molecules' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute(
    'href',
    'http://localhost:3000/search?t=company&q=metformin',
  );
});

test('pages through the hits', async () => {
  const many = Array.from({ length: 19 }, (_, i) => ({
    objectID: `c${i}`,
    name: `Cure Labs ${i + 1}`,
    category: 'Company',
    slug: `cure-labs-${i + 1}`,
  }));
  fake = testClient([...RECORDS, ...many]);
  show('cure labs', 'company', 8);
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cure Labs 9' })).toHaveAttribute(
    'href',
    'http://localhost:3200/cure-labs-9',
  );
  expect(fake.requests.at(-1)).toMatchObject({ page: 1 });
});

test('a widget shows 5 hits a page unless its host asks for another whole number of them', async () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    objectID: `c${i}`,
    name: `Cure Labs ${i + 1}`,
    category: 'Company',
    slug: `cure-labs-${i + 1}`,
  }));
  fake = testClient(many);
  const { unmount } = show('cure labs', 'company');
  const list = await screen.findByRole('list', { name: 'Search results' });
  expect(within(list).getAllByRole('link')).toHaveLength(5);
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(fake.requests.at(-1)).toMatchObject({ hitsPerPage: 5 });
  unmount();
  for (const bad of [0, -3, 2.5, 101, Number.NaN, '8' as unknown as number]) {
    const { unmount: gone } = show('cure labs', 'company', bad);
    await screen.findByText('Page 1 of 3');
    expect(fake.requests.at(-1)).toMatchObject({ hitsPerPage: 5 });
    gone();
  }
  show('cure labs', 'company', 12);
  await screen.findByText('12 results');
  expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link')).toHaveLength(12);
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

test('a click on page 2 sends its absolute 1-based position and the queryID; shown hits are views', async () => {
  const many = Array.from({ length: 19 }, (_, i) => ({
    objectID: `c${i}`,
    name: `Cure Labs ${i + 1}`,
    category: 'Company',
    slug: `cure-labs-${i + 1}`,
  }));
  fake = testClient([...RECORDS, ...many]);
  show('cure labs', 'company', 8);
  await screen.findByText('Page 1 of 3');
  await waitFor(() => expect(mockInsights.sender.viewedObjectIDs).toHaveBeenCalledTimes(1), { timeout: 1500 });
  expect(mockInsights.sender.viewedObjectIDs.mock.calls[0]![0].objectIDs).toEqual(
    many.slice(0, 8).map((h) => h.objectID),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 3');
  expect(fake.requests.at(-1)).toMatchObject({ page: 1, clickAnalytics: true });
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
  // the click flushed page 2's pending views first
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

test('adds no heading of its own (the page has one) and names its region after the query', async () => {
  fake = testClient();
  show('metformin', 'molecule', 8);
  await screen.findByRole('list', { name: 'Search results' });
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Results for “metformin”' })).toBeInTheDocument();
});

test('asks only for the attributes a hit shows (a company record also lists what it makes)', async () => {
  fake = testClient();
  show('metformin', 'company', 8);
  await waitFor(() => expect(fake.requests).toHaveLength(1));
  expect(fake.requests[0]).toMatchObject({ attributesToRetrieve: ['name', 'category', 'slug', 'place'] });
});

test("starts from the host's first page (its server's hits) in its first render, then shows its own answer", async () => {
  fake = testClient();
  const initial = {
    hits: [{ objectID: 'm1', name: 'Metformin', category: 'Molecule', slug: 'metformin' }],
    nbHits: 1,
  };
  render(
    <ThemeProvider theme={theme}>
      <SearchResults settings={settings} query="metformin" category="molecule" hitsPerPage={20} initial={initial} />
    </ThemeProvider>,
  );
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

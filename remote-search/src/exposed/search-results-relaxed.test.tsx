import { ThemeProvider } from '@emotion/react';
import { localSiteSettings, on, theme, type SearchResultsProps } from '@pharmasetu/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testAnalytics } from '../search-analytics/test-analytics';
import { testClient } from '../search-box/test-client';
import type { SearchHit } from '../search-box/search-hit';
import SearchResults from './search-results';

let fake = testClient();
jest.mock('../search-box/search-client', () => ({ searchClient: () => fake.client }));
const mockInsights = testAnalytics();
jest.mock('../search-analytics/site-analytics', () => ({ siteAnalytics: () => mockInsights.analytics }));

const settings = localSiteSettings('main');
const show = (query: string, category: string, more: Partial<SearchResultsProps> = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <SearchResults settings={settings} query={query} category={category} hitsPerPage={20} {...more} />
    </ThemeProvider>,
  );

const PANCHKULA: SearchHit[] = [
  { objectID: 'c1', name: 'Pharma Company Labs', category: 'Company', slug: 'pcl', place: 'Panchkula, Haryana' },
  { objectID: 'c2', name: 'Shivalik Pharma Company', category: 'Company', slug: 'spc', place: 'Panchkula, Haryana' },
];
const NOTICE = 'No company in Gurugram yet: showing companies in Haryana';

/** The requirement events emitted while `act` runs. */
async function opened(act: () => Promise<void>) {
  const seen: unknown[] = [];
  const off = on('enquiry:open-requirement', (detail) => seen.push(detail));
  await act();
  off();
  return seen;
}

test('a relaxed answer says what its hits are for and the notice, above them; the call to action opens the card pre-filled', async () => {
  fake = testClient(PANCHKULA, false, {
    lastWords: true,
    rules: [{ pattern: 'gurgaon', userData: { notice: NOTICE } }],
  });
  show('pharma company gurgaon', 'company');
  const results = await screen.findByRole('list', { name: 'Search results' });
  expect(
    within(results)
      .getAllByRole('link', { name: /^(Shivalik )?Pharma Company( Labs)?$/ })
      .map((l) => l.getAttribute('href')),
  ).toEqual(['http://localhost:3200/pcl', 'http://localhost:3200/spc']);
  const showing = screen.getByText('Showing results for', { exact: false });
  expect(showing).toHaveTextContent('Showing results for pharma company');
  expect(within(showing).getByText('pharma company').tagName).toBe('STRONG');
  const notice = screen.getByText(NOTICE);
  // Both above the hits.
  for (const line of [showing, notice])
    expect(line.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const post = screen.getByRole('link', { name: 'Post your requirement' });
  // Without JavaScript (or opened in a new tab) the contact page, which works without it.
  expect(post).toHaveAttribute('href', 'http://localhost:3000/pages/contact-us');
  expect(await opened(() => userEvent.click(post))).toEqual([
    { section: 'search page', productName: 'pharma company gurgaon' },
  ]);
});

test('a modified click on the call to action is the browser’s (a new tab): no card opens here', async () => {
  fake = testClient([], false, { lastWords: true });
  show('zzqx pharma', 'company');
  const post = await screen.findByRole('link', { name: 'Post your requirement' });
  const keepPage = (e: MouseEvent) => e.preventDefault();
  document.addEventListener('click', keepPage);
  const user = userEvent.setup();
  const seen = await opened(async () => {
    await user.keyboard('{Control>}');
    await user.click(post);
    await user.keyboard('{/Control}');
  });
  document.removeEventListener('click', keepPage);
  expect(seen).toEqual([]);
});

test('an exact answer shows no relaxation line and no call to action', async () => {
  fake = testClient(PANCHKULA, false, { lastWords: true });
  show('pharma company', 'company');
  await screen.findByRole('list', { name: 'Search results' });
  expect(screen.queryByText('Showing results for', { exact: false })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Post your requirement' })).toBeNull();
});

test('nothing at all: "No Result found", then the call to action with the query', async () => {
  fake = testClient(PANCHKULA, false, { lastWords: true });
  show('zzqxzzqx', 'company');
  const empty = await screen.findByText('No Result found');
  const post = screen.getByRole('link', { name: 'Post your requirement' });
  expect(empty.compareDocumentPosition(post) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByText('Showing results for', { exact: false })).toBeNull();
  expect(await opened(() => userEvent.click(post))).toEqual([{ section: 'search page', productName: 'zzqxzzqx' }]);
});

test("a rule's notice is text, whatever it holds", async () => {
  const markup = '<img src=x onerror="alert(1)"> Haryana';
  fake = testClient(PANCHKULA, false, {
    rules: [
      { pattern: 'pharma', userData: { notice: markup } },
      { pattern: 'pharma', userData: { notice: 42 } },
      { pattern: 'company', userData: 'notice' },
    ],
  });
  const { container } = show('pharma company', 'company');
  expect(await screen.findByText(markup)).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelectorAll('[data-notes] p')).toHaveLength(2); // the notice, and the call to action's line
});

test("the company tab's first page lists the first 3 molecules and categories, as links, above the companies", async () => {
  const molecules = [1, 2, 3, 4].map((i) => ({
    objectID: `m${i}`,
    name: `Azithro ${i}`,
    category: 'Molecule',
    slug: `azithro-${i}`,
  }));
  const category = { objectID: 'k1', name: 'Azithro Range', category: 'Category', slug: 'azithro-range' };
  const company = { objectID: 'c1', name: 'Azithro Labs', category: 'Company', slug: 'azithro-labs' };
  fake = testClient([...molecules, category, company]);
  const { unmount } = show('azithro', 'company');
  const companies = await screen.findByRole('list', { name: 'Search results' });
  expect(within(companies).getAllByRole('link', { name: 'Azithro Labs' })).toHaveLength(1);
  const moleculeList = screen.getByRole('list', { name: 'Molecules' });
  expect(
    within(moleculeList)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]),
  ).toEqual([1, 2, 3].map((i) => [`Azithro ${i}`, `http://localhost:3100/azithro-${i}`]));
  expect(within(screen.getByRole('list', { name: 'Categories' })).getByRole('link')).toHaveAttribute(
    'href',
    'http://localhost:3000/pharma/azithro-range',
  );
  expect(screen.getByRole('heading', { name: 'Molecules for “azithro”' })).toBeInTheDocument();
  expect(moleculeList.compareDocumentPosition(companies) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  unmount();

  // Page 2 of the companies, and the other tabs, are the list alone.
  show('azithro', 'company', { page: 1 });
  await screen.findByText('No Result found');
  expect(screen.queryByRole('list', { name: 'Molecules' })).toBeNull();
});

test('no company but a molecule: the molecule shows, and the page says no company matched, not "No Result found"', async () => {
  fake = testClient();
  show('metformin', 'company');
  const molecules = await screen.findByRole('list', { name: 'Molecules' });
  expect(
    within(molecules)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Metformin', 'Metformin Hydrochloride']);
  expect(screen.getByRole('status')).toHaveTextContent('No companies for “metformin”');
  expect(screen.queryByText('No Result found')).toBeNull();
  expect(screen.getByRole('link', { name: 'Post your requirement' })).toBeInTheDocument();
});

import { ThemeProvider } from '@emotion/react';
import { localSiteSettings, on, theme } from '@pharmasetu/shared-contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testAnalytics } from '../search-analytics/test-analytics';
import type { SearchHit } from '../search-box/search-hit';
import { testClient } from '../search-box/test-client';
import SearchBox from './search-box';

let fake = testClient();
jest.mock('../search-box/search-client', () => ({ searchClient: () => fake.client }));
const mockInsights = testAnalytics();
jest.mock('../search-analytics/site-analytics', () => ({ siteAnalytics: () => mockInsights.analytics }));

const settings = localSiteSettings('main');
const LABEL = 'Search companies, categories and molecules';
const NOTICE = 'No company in Gurugram yet: showing companies in Haryana';
const PANCHKULA: SearchHit[] = [
  { objectID: 'c1', name: 'Pharma Company Labs', category: 'Company', slug: 'pcl', place: 'Panchkula, Haryana' },
];

function setup({ mobile = false } = {}) {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('767'),
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  render(
    <ThemeProvider theme={theme}>
      <SearchBox settings={settings} navigate={jest.fn()} />
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: LABEL }) };
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn(); // jsdom has no layout; Autocomplete scrolls the active hit into view
});

test('a loosened query: the panel says what its hits are for and the notice, above the hits', async () => {
  fake = testClient(PANCHKULA, false, {
    lastWords: true,
    rules: [{ pattern: 'gurgaon', userData: { notice: NOTICE } }],
  });
  const { user, input } = setup();
  await user.type(input, 'pharma company gurgaon');
  const option = await screen.findByRole('option', { name: /Pharma Company Labs/ });
  const notes = screen.getByTestId('search-panel-notes');
  expect(notes).toHaveTextContent(`Showing results for pharma company${NOTICE}`);
  expect(within(notes).getByText('pharma company').tagName).toBe('STRONG');
  expect(notes.compareDocumentPosition(option) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // The notes are not options: the listbox holds the hits alone.
  expect(within(screen.getByRole('listbox')).queryByText(NOTICE)).toBeNull();

  // The same box, an exact query: once its answer replaces the loosened one's hits, their notes go with them.
  await user.clear(input);
  await user.type(input, 'pharma company');
  await waitFor(() => expect(screen.queryByTestId('search-panel-notes')).toBeNull());
  expect(screen.getByRole('option', { name: /Pharma Company Labs/ })).toBeInTheDocument();
});

test('no hits: "No Result found" and "Post your requirement", which opens the card pre-filled and closes the panel', async () => {
  fake = testClient(PANCHKULA, false, { lastWords: true });
  const { user, input } = setup();
  await user.type(input, 'zzqx zzqx');
  expect(await screen.findByText('No Result found')).toBeInTheDocument();
  const seen: unknown[] = [];
  const off = on('enquiry:open-requirement', (detail) => seen.push(detail));
  await user.click(screen.getByRole('button', { name: 'Post your requirement' }));
  off();
  expect(seen).toEqual([{ section: 'navbar', productName: 'zzqx zzqx' }]);
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Post your requirement' })).toBeNull();
});

test('on a phone the full-screen search closes behind the card', async () => {
  fake = testClient(PANCHKULA);
  const { user, input } = setup({ mobile: true });
  await user.type(input, 'zzqxzzqx');
  await screen.findByText('No Result found');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post your requirement' }));
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

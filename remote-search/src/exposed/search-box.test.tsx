import { ThemeProvider } from '@emotion/react';
import { localSiteSettings, theme } from '@pharmasetu/shared-contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testAnalytics } from '../search-analytics/test-analytics';
import { testClient } from '../search-box/test-client';
import SearchBox from './search-box';

let fake = testClient();
jest.mock('../search-box/search-client', () => ({ searchClient: () => fake.client }));
let mockInsights = testAnalytics();
jest.mock('../search-analytics/site-analytics', () => ({ siteAnalytics: () => mockInsights.analytics }));

const settings = localSiteSettings('main');
const LABEL = 'Search companies, categories and molecules';

function setup(options: { mobile?: boolean } = {}) {
  window.matchMedia = ((query: string) => ({
    matches: !!options.mobile && query.includes('767'),
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  const navigate = jest.fn();
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(
    <ThemeProvider theme={theme}>
      <SearchBox settings={settings} navigate={navigate} />
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: LABEL }), navigate, open };
}

beforeEach(() => {
  fake = testClient();
  mockInsights = testAnalytics();
  Element.prototype.scrollIntoView = jest.fn(); // jsdom has no layout; Autocomplete scrolls the active hit into view
});
afterEach(() => jest.restoreAllMocks());

test('focus alone does not open the panel; typing 3 characters shows the hint without searching', async () => {
  const { user, input } = setup();
  await user.click(input);
  expect(input).toHaveAttribute('aria-expanded', 'false');
  await user.type(input, 'met');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Type minimum 4 characters');
  expect(fake.requests).toHaveLength(0);
});

test('from 4 characters, 8 hits of the product index open in a new tab at their sites', async () => {
  const { user, input } = setup();
  await user.type(input, 'metf');
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['MetforminMolecule', 'Metformin HydrochlorideMolecule']);
  expect(fake.requests.at(-1)).toMatchObject({ indexName: 'pharmasetu', query: 'metf', hitsPerPage: 8 });
  // The option is the link itself: no control nested in a control (axe nested-interactive).
  const link = options[0]!;
  expect(link.tagName).toBe('A');
  expect(link.querySelector('a, button, [tabindex]')).toBeNull();
  expect(link).toHaveAttribute('href', 'http://localhost:3100/metformin');
  expect(link).toHaveAttribute('target', '_blank');
  expect(within(options[0]!).getByText('Metf', { selector: 'mark' })).toBeInTheDocument();
});

test('no hits: "No Result found"; Enter then goes to t=company', async () => {
  const { user, input, navigate } = setup();
  await user.type(input, 'zzzzz');
  expect(await screen.findByText('No Result found')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('http://localhost:3000/search?t=company&q=zzzzz');
});

test('Enter without a highlighted hit goes to /search for the first hit category', async () => {
  const { user, input, navigate } = setup();
  await user.type(input, 'metro');
  await screen.findByRole('option');
  await user.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('http://localhost:3000/search?t=company&q=metro');
  navigate.mockClear();
  await user.clear(input);
  await user.type(input, 'pharma{Enter}');
  expect(navigate).toHaveBeenCalledWith('http://localhost:3000/search?t=category&q=pharma');
});

test('arrows move through hits, Enter opens the highlighted one in a new tab, Escape closes', async () => {
  const { user, input, open, navigate } = setup();
  await user.type(input, 'metformin');
  const options = await screen.findAllByRole('option');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
  await user.keyboard('{ArrowUp}');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(open).toHaveBeenCalledWith('http://localhost:3100/metformin', '_blank', 'noopener');
  expect(navigate).not.toHaveBeenCalled();
  await user.type(input, 'x');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('typed text is limited to 512 characters', async () => {
  const { input } = setup();
  expect(input).toHaveAttribute('maxLength', '512');
});

test('at mobile widths the open search is detached (full screen) with a Cancel button', async () => {
  const { user, input } = setup({ mobile: true });
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('data-detached', 'false');
  await user.type(input, 'metf');
  expect(form).toHaveAttribute('data-detached', 'true');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(form).toHaveAttribute('data-detached', 'false');
  expect(form).toHaveAttribute('data-remote', 'remote_search');
});

test('a failing search service says so instead of "No Result found"', async () => {
  fake.client.search.mockRejectedValue(new Error('Unreachable hosts'));
  const { user, input } = setup();
  await user.type(input, 'metformin');
  expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now.');
  expect(screen.queryByText('No Result found')).not.toBeInTheDocument();
  await act(async () => undefined);
});

test('queries ask for clickAnalytics; a click on a hit sends an Insights click with its queryID and 1-based position', async () => {
  const { user, input } = setup();
  const followLink = (e: MouseEvent) => e.preventDefault(); // jsdom cannot open the new tab
  document.addEventListener('click', followLink);
  await user.type(input, 'metformin');
  const options = await screen.findAllByRole('option');
  expect(fake.requests.at(-1)).toMatchObject({ query: 'metformin', clickAnalytics: true });
  const { queryID } = (await fake.client.search.mock.results.at(-1)!.value).results[0];
  expect(queryID).toMatch(/^[0-9a-f]{32}$/);
  await user.click(options[1]!);
  await waitFor(() => expect(mockInsights.sender.clickedObjectIDsAfterSearch).toHaveBeenCalledTimes(1));
  expect(mockInsights.sender.clickedObjectIDsAfterSearch).toHaveBeenCalledWith({
    eventName: 'Search hit clicked',
    index: 'pharmasetu',
    queryID,
    objectIDs: ['m2'],
    positions: [2],
  });
  document.removeEventListener('click', followLink);
});

test('the hits shown in the panel are sent as one view event after 400 ms', async () => {
  const { user, input } = setup();
  await user.type(input, 'metformin');
  await screen.findAllByRole('option');
  expect(mockInsights.sender.viewedObjectIDs).not.toHaveBeenCalled();
  await waitFor(() => expect(mockInsights.sender.viewedObjectIDs).toHaveBeenCalledTimes(1), { timeout: 1500 });
  expect(mockInsights.sender.viewedObjectIDs).toHaveBeenCalledWith({
    eventName: 'Search hits viewed',
    index: 'pharmasetu',
    objectIDs: ['m1', 'm2'],
  });
  expect(mockInsights.load).toHaveBeenCalledTimes(1);
});

test('the panel shows "Searching…" only once a search stalls past 300 ms', async () => {
  let answer!: () => void;
  const slow = fake.client.search.getMockImplementation()!;
  fake.client.search.mockImplementation((args) => new Promise((resolve) => (answer = () => resolve(slow(args)))));
  const { user, input } = setup();
  await user.type(input, 'metf');
  const typed = Date.now();
  expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  await screen.findByText('Searching…', undefined, { timeout: 1500 });
  expect(Date.now() - typed).toBeGreaterThanOrEqual(290);
  await act(async () => answer());
  expect(await screen.findAllByRole('option')).toHaveLength(2);
});

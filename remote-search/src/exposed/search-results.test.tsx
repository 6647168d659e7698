import { ThemeProvider } from '@emotion/react';
import { localSiteSettings, theme } from '@pharmasetu/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECORDS, testClient } from '../search-box/test-client';
import SearchResults from './search-results';

let fake = testClient();
jest.mock('../search-box/search-client', () => ({ searchClient: () => fake.client }));

const settings = localSiteSettings('main');
const show = (query: string, category: string) =>
  render(
    <ThemeProvider theme={theme}>
      <SearchResults settings={settings} query={query} category={category} />
    </ThemeProvider>,
  );

test('shows the hits for q within category t, each opening in a new tab', async () => {
  fake = testClient();
  show('metformin', 'molecule');
  const list = await screen.findByRole('list', { name: 'Search results' });
  const links = within(list).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['Metformin', 'Metformin Hydrochloride']);
  expect(links[0]).toHaveAttribute('href', 'http://localhost:3100/metformin');
  expect(links[0]).toHaveAttribute('target', '_blank');
  expect(fake.requests[0]).toMatchObject({ indexName: 'pharmasetu', query: 'metformin', filters: 'category:"molecule"', page: 0, hitsPerPage: 8 });
  expect(screen.getByRole('link', { name: 'Molecules' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', 'http://localhost:3000/search?t=company&q=metformin');
});

test('pages through the hits', async () => {
  const many = Array.from({ length: 19 }, (_, i) => ({ objectID: `c${i}`, name: `Cure Labs ${i + 1}`, category: 'Company', slug: `cure-labs-${i + 1}` }));
  fake = testClient([...RECORDS, ...many]);
  show('cure labs', 'company');
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cure Labs 9' })).toHaveAttribute('href', 'http://localhost:3200/cure-labs-9');
  expect(fake.requests.at(-1)).toMatchObject({ page: 1 });
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

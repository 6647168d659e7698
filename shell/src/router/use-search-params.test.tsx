import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter } from './browser-router';
import { useSearchParams } from './use-search-params';

/** Paging and sorting as the category page does it: state in the query string. */
function Listing({ replaceSort = false }: { replaceSort?: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const sort = params.get('sort') ?? 'rank';
  return (
    <>
      <p>
        Page {page}, sorted by {sort}
      </p>
      <button type="button" onClick={() => setParams({ sort, page: String(page + 1) })}>
        Next
      </button>
      <button type="button" onClick={() => setParams({ sort: 'name', page: '1' }, { replace: replaceSort })}>
        Sort by name
      </button>
    </>
  );
}

const renderListing = (replaceSort?: boolean) =>
  render(
    <BrowserRouter>
      <Listing replaceSort={replaceSort} />
    </BrowserRouter>,
  );

describe('useSearchParams', () => {
  // A fresh entry: no forward entries left by an earlier test, so history.length counts this test's.
  beforeEach(() => window.history.pushState(null, '', '/pharma/ayurvedic?page=2&sort=rank#companies'));

  it('reads the query string', () => {
    renderListing();
    expect(screen.getByText('Page 2, sorted by rank')).toBeInTheDocument();
  });

  it('sets exactly the given params on this path as a new history entry, so Back returns to the previous page', async () => {
    renderListing();
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3, sorted by rank')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/pharma/ayurvedic?sort=rank&page=3');
    expect(window.history.length).toBe(entries + 1);
    act(() => window.history.back());
    expect(await screen.findByText('Page 2, sorted by rank')).toBeInTheDocument();
  });

  it('replaces the history entry when asked', () => {
    renderListing(true);
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Sort by name' }));
    expect(screen.getByText('Page 1, sorted by name')).toBeInTheDocument();
    expect(window.location.search).toBe('?sort=name&page=1');
    expect(window.history.length).toBe(entries);
  });
});

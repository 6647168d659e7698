import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from './browser-router';
import { locationStore } from './location-store';
import { Route } from './route';
import { Routes } from './routes';
import { useParams } from './use-params';

function Category() {
  return <h1>Category {useParams().slug}</h1>;
}

function renderSite(extra?: React.ReactNode) {
  return render(
    <BrowserRouter>
      <Suspense fallback={<p>Loading page</p>}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/pharma/:slug" element={<Category />} />
          {extra}
          <Route path="*" element={<h1>Page not found</h1>} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('Routes', () => {
  // A fresh entry, so Back and Forward only move between this test's entries.
  beforeEach(() => window.history.pushState(null, '', '/'));

  it('renders the page for the address, with its decoded params', () => {
    window.history.replaceState(null, '', '/pharma/cough%20%26%20cold/');
    renderSite();
    expect(heading()).toBe('Category cough & cold');
  });

  it('renders the 404 page for an unknown address, and for a malformed encoding without throwing', () => {
    window.history.replaceState(null, '', '/no/such/page');
    const { unmount } = renderSite();
    expect(heading()).toBe('Page not found');
    unmount();
    window.history.replaceState(null, '', '/pharma/%E0%A4%A');
    renderSite();
    expect(heading()).toBe('Category %E0%A4%A');
  });

  it('follows navigation, and back and forward', async () => {
    renderSite();
    expect(heading()).toBe('Home');
    act(() => locationStore.navigate('/pharma/ayurvedic'));
    expect(heading()).toBe('Category ayurvedic');
    act(() => locationStore.navigate('/pharma/herbal'));
    expect(heading()).toBe('Category herbal');
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Category ayurvedic' })).toBeInTheDocument();
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'Category ayurvedic' })).toBeInTheDocument();
  });

  it("keeps the current page on screen while the next page's code loads, as react-router does", async () => {
    let loaded!: (page: { default: () => React.JSX.Element }) => void;
    const Pricing = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (loaded = resolve)));
    renderSite(<Route path="/pricing" element={<Pricing />} />);
    act(() => locationStore.navigate('/pricing'));
    expect(heading()).toBe('Home');
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    await act(async () => loaded({ default: () => <h1>Pricing</h1> }));
    expect(heading()).toBe('Pricing');
  });
});

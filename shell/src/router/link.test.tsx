import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter } from './browser-router';
import { Link } from './link';
import { Route } from './route';
import { Routes } from './routes';

function renderWithLink(link: React.ReactNode) {
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/pharma" element={<h1>Categories</h1>} />
        <Route path="/search" element={<h1>Search</h1>} />
      </Routes>
      {link}
    </BrowserRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('Link', () => {
  // A fresh entry: no forward entries left by an earlier test, so history.length counts this test's.
  beforeEach(() => window.history.pushState(null, '', '/'));

  it('is a real link to the address, with the attributes it was given', () => {
    renderWithLink(
      <Link to="/search?t=all&q=para" className="logo" aria-label="Search paracetamol">
        para
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Search paracetamol' });
    expect(link).toHaveAttribute('href', '/search?t=all&q=para');
    expect(link).toHaveClass('logo');
  });

  it('navigates within the page on a plain click, adding a history entry', () => {
    renderWithLink(<Link to="/search?q=para">para</Link>);
    const entries = window.history.length;
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'para' }));
    expect(notCancelled).toBe(false);
    expect(heading()).toBe('Search');
    expect(window.location.search).toBe('?q=para');
    expect(window.history.length).toBe(entries + 1);
  });

  it('adds no history entry for a link to the address already shown', () => {
    window.history.replaceState(null, '', '/pharma');
    renderWithLink(<Link to="/pharma">All categories</Link>);
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'All categories' }));
    expect(window.history.length).toBe(entries);
  });

  it('leaves ctrl-clicks, middle clicks and other targets to the browser', () => {
    // jsdom then attempts a real navigation, which it does not implement and reports.
    const jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithLink(
      <>
        <Link to="/pharma">Categories</Link>
        <Link to="/pharma" target="_blank">
          Categories in a new tab
        </Link>
        <Link to="/pharma" download>
          Download
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Categories' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Categories' }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Categories in a new tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Download' }))).toBe(true);
    expect(heading()).toBe('Home');
    expect(window.location.pathname).toBe('/');
    jsdomNavigation.mockRestore();
  });

  it("runs the link's own onClick first, and does not navigate if it prevented the default", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderWithLink(
      <Link to="/pharma" onClick={onClick}>
        Categories
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Categories' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(heading()).toBe('Home');
    expect(window.location.pathname).toBe('/');
  });
});

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Pager } from './pager';

const at = (url: string, props: { page: number; total: number }) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/pharma/:slug', element: <Pager pageSize={24} {...props} /> }], {
        initialEntries: [url],
      })}
    />,
  );

describe('Pager', () => {
  it('links to the next and previous pages, keeping the other query values (works without JavaScript)', () => {
    at('/pharma/gyne-pcd-companies?sort=name&page=2', { page: 1, total: 100 });
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/pharma/gyne-pcd-companies?sort=name&page=1',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/pharma/gyne-pcd-companies?sort=name&page=3',
    );
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
  });

  it('has no link before the first page or past the last', () => {
    at('/pharma/gyne-pcd-companies?page=5', { page: 4, total: 100 });
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/pharma/gyne-pcd-companies?page=4');
  });

  it('shows nothing for a single page', () => {
    const { container } = at('/pharma/x', { page: 0, total: 10 });
    expect(container).toBeEmptyDOMElement();
  });
});

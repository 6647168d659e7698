import { Link, useLocation } from 'react-router-dom';

/**
 * Previous / next paging for a listing: `page` is 0-based, the URL's `?page=` 1-based. Links, not buttons:
 * they work without JavaScript, and crawlers reach every page of a listing.
 */
export function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (p: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(p + 1));
    return `?${params}`;
  };
  return (
    <nav aria-label="Pages" css={{ display: 'flex', gap: 12, alignItems: 'center', margin: '16px 0' }}>
      {page > 0 ? (
        <Link to={to(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-disabled="true">Previous</span>
      )}
      <span>
        Page {page + 1} of {pages}
      </span>
      {page + 1 < pages ? (
        <Link to={to(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span aria-disabled="true">Next</span>
      )}
    </nav>
  );
}

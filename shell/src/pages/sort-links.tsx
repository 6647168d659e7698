import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

const Row = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  a,
  span[aria-current] {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 4px;
  }
  span[aria-current] {
    font-weight: 700;
  }
`;

const ORDERS = [
  { sort: 'rank', label: 'Top rated' },
  { sort: 'name', label: 'Name' },
] as const;

/** "Sort by: Top rated · Name" as links (the current one plain text): sorting needs no JavaScript. */
export function SortLinks({ sort, href }: { sort: 'rank' | 'name'; href: (sort: 'rank' | 'name') => string }) {
  return (
    <Row aria-label="Sort">
      <span>Sort by:</span>
      {ORDERS.map((o) =>
        o.sort === sort ? (
          <span key={o.sort} aria-current="true">
            {o.label}
          </span>
        ) : (
          <Link key={o.sort} to={href(o.sort)} rel="nofollow">
            {o.label}
          </Link>
        ),
      )}
    </Row>
  );
}

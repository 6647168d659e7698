import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

/* One line that scrolls sideways when longer than a phone is wide: wrapped, each 40 px tall step took a line of its own. */
const Trail = styled.ol`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  white-space: nowrap;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: flex;
    flex-shrink: 0;
    align-items: center;
  }
  li + li::before {
    content: '›';
    padding: 0 6px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
  }
  [aria-current] {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
  }
`;

/**
 * Where the page sits (Home › Categories › PCD Pharma Franchise › Punjab): links up, the last entry the page itself.
 * `href` is a path on this site (client navigation) or an absolute URL on another.
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly { name: string; href: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.href}>
              <span aria-current="page">{c.name}</span>
            </li>
          ) : (
            <li key={c.href}>
              {c.href.startsWith('/') ? <Link to={c.href}>{c.name}</Link> : <a href={c.href}>{c.name}</a>}
            </li>
          ),
        )}
      </Trail>
    </nav>
  );
}

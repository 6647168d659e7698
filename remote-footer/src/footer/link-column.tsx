import styled from '@emotion/styled';
import type { Link } from '@pharmasetu/shared-contracts';

const Column = styled.nav<{ columns: number }>`
  h2 {
    font-size: 16px;
    margin: 0 0 12px;
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    columns: ${({ columns }) => columns};
    column-gap: 24px;
  }
  li {
    margin: 0 0 4px;
    break-inside: avoid;
  }
  /* Tap targets: 24 px at least, 40 px on a phone (spec §9's control height). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: #d5dbe3;
    text-decoration: none;
    font-size: ${({ theme }) => theme.anchor.fontSize}px;
    font-weight: ${({ theme }) => theme.anchor.fontWeight};
    line-height: 1.5;
  }
  a:hover,
  a:focus-visible {
    color: #fff;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    li {
      margin: 0;
    }
    a {
      min-height: ${({ theme }) => theme.input.height}px;
    }
  }
`;

/** A titled list of links; `columns` splits a long list (CSS columns, the order reads top to bottom). */
export function LinkColumn({ title, links, columns = 1 }: { title: string; links: readonly Link[]; columns?: number }) {
  return (
    <Column aria-label={title} columns={columns}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Column>
  );
}

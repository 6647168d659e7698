import styled from '@emotion/styled';
import type { SiteSettings } from '@pharmasetu/shared-contracts';

const Block = styled.section`
  h2 {
    font-size: 16px;
    color: #fff;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0 0 20px;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border: 1px solid #3a4a5c;
    border-radius: ${({ theme }) => theme.input.radius}px;
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    border-color: #fff;
  }
  a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

type Links = SiteSettings['social'];

function LinkList({ title, links }: { title: string; links: Links }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's social profiles and the seller app's store pages, from its settings (each opens a new tab). */
export function SocialLinks({ social, apps }: { social: Links; apps: Links }) {
  return (
    <Block>
      <LinkList title="Follow us" links={social} />
      <LinkList title="Seller app" links={apps} />
    </Block>
  );
}

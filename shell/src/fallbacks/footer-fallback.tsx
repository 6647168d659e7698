import styled from '@emotion/styled';
import { FOOTER_BACKGROUND, footerLinks, type SiteSettings } from '@pharmasetu/shared-contracts';

const Plain = styled.footer`
  background: ${FOOTER_BACKGROUND};
  padding: 24px 16px;
  ul {
    max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
    margin: 0 auto;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
  a {
    color: #d5dbe3;
    font-size: ${({ theme }) => theme.anchor.fontSize}px;
  }
`;

/** The footer without its remote: the plain links, so no page is a dead end. */
export function FooterFallback({ settings }: { settings: SiteSettings }) {
  return (
    <Plain data-testid="footer-fallback">
      <ul>
        {footerLinks(settings).map((link) => (
          <li key={link.href}>
            <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Plain>
  );
}

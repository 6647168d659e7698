import styled from '@emotion/styled';
import {
  FLOATING_DOCK_ROOM_PX,
  FOOTER_BACKGROUND,
  FOOTER_PLACEHOLDER_MIN_HEIGHT_PX,
  footerLinks,
  type SiteSettings,
  telHref,
} from '@pharmasetu/shared-contracts';

const Plain = styled.footer`
  background: ${FOOTER_BACKGROUND};
  /* Room below the last link for the floating buttons (as the footer remote keeps). */
  padding: 24px 16px ${FLOATING_DOCK_ROOM_PX}px;
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

/**
 * The footer without its remote: the plain links, so no page is a dead end. `waiting`: the same links
 * while the remote has not run yet (the server's page, no JavaScript), with the numbers to call (the
 * floating call-back button's no-JavaScript form), in a box of the footer's size.
 */
export function FooterFallback({ settings, waiting = false }: { settings: SiteSettings; waiting?: boolean }) {
  return (
    <Plain
      data-testid={waiting ? 'footer-links' : 'footer-fallback'}
      css={waiting ? { minHeight: FOOTER_PLACEHOLDER_MIN_HEIGHT_PX } : undefined}
    >
      <ul>
        {footerLinks(settings).map((link) => (
          <li key={link.href}>
            <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
        {waiting &&
          settings.contact.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)}>Call {phone}</a>
            </li>
          ))}
      </ul>
    </Plain>
  );
}

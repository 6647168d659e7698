import styled from '@emotion/styled';
import {
  FLOATING_DOCK_ROOM_PX,
  FOOTER_BACKGROUND,
  FRANCHISE_CATEGORIES,
  MANUFACTURING_CATEGORIES,
  categoryLinks,
  footerLinks,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import { ContactBlock } from './contact-block';
import { LinkColumn } from './link-column';
import { SocialLinks } from './social-links';
import { NewsletterForm } from '../newsletter/newsletter-form';

interface FooterBodyProps {
  /** The site's settings: every link, number, address, social and app link comes from here. */
  settings: SiteSettings;
  /** The signed-in seller's package id, when the host knows one (see the exposed Footer). */
  packageId?: number | null;
  /** The release id the host composed, for the build label (see the exposed Footer). */
  release?: string;
}

const Wrapper = styled.footer`
  background: ${FOOTER_BACKGROUND};
  color: #d5dbe3;
  /* Room below the last line for the floating buttons: at the page's end they cover none of it. */
  padding: 40px 16px ${FLOATING_DOCK_ROOM_PX}px;
  ${({ theme }) => theme.media.mobile} {
    padding-top: 32px;
  }
`;

const Grid = styled.div`
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin: 0 auto;
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 28px;
  }
`;

const Wide = styled.div`
  grid-column: span 2;
  ${({ theme }) => theme.media.mobile} {
    grid-column: auto;
  }
`;

const Bottom = styled.p`
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin: 32px auto 0;
  padding-top: 16px;
  border-top: 1px solid #2c3947;
  font-size: 12px;
  color: #8a96a3;
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The site footer of spec §2 below the page: links, contact, newsletter, social and app links. */
export default function FooterBody({ settings, packageId, release }: FooterBodyProps) {
  const base = settings.urls.main;
  return (
    <Wrapper data-testid="site-footer">
      <Grid>
        <LinkColumn title="Quick Links" links={footerLinks(settings)} columns={2} />
        <LinkColumn title="Top Franchise Categories" links={categoryLinks(base, FRANCHISE_CATEGORIES)} />
        <LinkColumn title="Top Manufacturing Categories" links={categoryLinks(base, MANUFACTURING_CATEGORIES)} />
        <ContactBlock settings={settings} packageId={packageId} />
        <Wide>
          <NewsletterForm apiUrl={settings.urls.api} />
        </Wide>
        <Wide>
          <SocialLinks social={settings.social} apps={settings.apps} />
        </Wide>
      </Grid>
      <Bottom>
        <span>
          © {new Date().getFullYear()} {settings.productName}. All rights reserved.
        </span>
        <span data-testid="footer-build">build {release ?? __APP_VERSION__}</span>
      </Bottom>
    </Wrapper>
  );
}

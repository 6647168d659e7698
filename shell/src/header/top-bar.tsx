import { telHref } from '@pharmasetu/shared-contracts';
import styled from '@emotion/styled';
import type { Link as SiteLink } from '@pharmasetu/shared-contracts';
import type { ReactNode } from 'react';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.blue};
  color: #fff;
  font-size: 13px;
`;

const Inner = styled.nav`
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: 6px 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  justify-content: flex-end;
  align-items: center;
  /* Tap targets (li > a, nav a in the global styles): 24 px tall, 40 × 40 on a phone, where the bar is
     tighter. */
  padding-top: 0;
  padding-bottom: 0;
  a {
    justify-content: center;
    color: #fff;
    text-decoration: none;
    font-size: ${({ theme }) => theme.anchor.fontSize}px;
    font-weight: ${({ theme }) => theme.anchor.fontWeight};
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  .short {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
    gap: 0 10px;
    .long {
      display: none;
    }
    .short {
      display: inline;
    }
    /* On a phone the numbers take a line of their own, at its final height before they arrive: a frame painted
       while the document is still coming in (a slow network, a busy phone) would otherwise hold only
       "Call us:" on the links' line, and the numbers would then push the page down. */
    .call {
      flex: 1 0 100%;
      min-height: 40px;
      text-align: center;
    }
  }
  /* Below 360 px the two numbers and their label do not fit one line: the label is left to screen readers (the
     numbers are tel: links), so the line keeps the height reserved above. */
  @media (max-width: 359px) {
    .call-label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

function TopLink({ link, children }: { link: SiteLink; children?: ReactNode }) {
  return (
    <a href={link.href} {...(link.external ? newTab : {})}>
      {children ?? link.label}
    </a>
  );
}

export function TopBar({
  links,
  phones,
  sellers = false,
}: {
  links: Record<'pricing' | 'lms' | 'joinFree' | 'signIn', SiteLink>;
  phones: readonly string[];
  /** The sellers' own site: no "Join Free" and no "Sign In" (its page is the sign-in, then has "Sign out"). */
  sellers?: boolean;
}) {
  return (
    <Bar>
      <Inner aria-label="Top bar">
        <TopLink link={links.pricing} />
        <TopLink link={links.lms}>
          <span className="long">{links.lms.label}</span>
          <span className="short">LMS</span>
        </TopLink>
        {!sellers && <TopLink link={links.joinFree} />}
        {!sellers && <TopLink link={links.signIn} />}
        <span className="call">
          <span className="call-label">Call us:</span>{' '}
          {phones.map((phone, i) => (
            <span key={phone}>
              {i > 0 && ' / '}
              <a href={telHref(phone)}>{phone}</a>
            </span>
          ))}
        </span>
      </Inner>
    </Bar>
  );
}

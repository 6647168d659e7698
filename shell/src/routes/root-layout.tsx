import styled from '@emotion/styled';
import { Outlet } from 'react-router-dom';
import { EnquiryHost } from '../enquiry/enquiry-host';
import { Header } from '../header/header';
import { FooterSlot } from '../layout/footer-slot';
import { useSite } from '../site-context';

/** Off screen until it has the keyboard focus (the first Tab of the page), then at the top left. */
const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 40;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  background: #fff;
  color: ${({ theme }) => theme.colors.blue};
  border: 2px solid ${({ theme }) => theme.colors.blue};
  border-radius: ${({ theme }) => theme.input.radius}px;
  &:focus {
    top: 8px;
  }
`;

/** Where the skip link goes: the page's own content, after the header. */
const CONTENT_ID = 'content';

/** Every page: a skip link, the header, the page (or its error), the footer and the enquiry dialogs. */
export function RootLayout() {
  const { settings } = useSite();
  return (
    <>
      <SkipLink href={`#${CONTENT_ID}`}>Skip to content</SkipLink>
      <Header settings={settings} />
      <div id={CONTENT_ID} tabIndex={-1} css={{ outline: 'none' }}>
        <Outlet />
      </div>
      <FooterSlot settings={settings} />
      <EnquiryHost settings={settings} />
    </>
  );
}

import { Outlet } from 'react-router-dom';
import { EnquiryHost } from '../enquiry/enquiry-host';
import { Header } from '../header/header';
import { FooterSlot } from '../layout/footer-slot';
import { useSite } from '../site-context';

/** Every page: the header, the page (or its error), the footer and the enquiry dialogs. */
export function RootLayout() {
  const { settings } = useSite();
  return (
    <>
      <Header settings={settings} />
      <Outlet />
      <FooterSlot settings={settings} />
      <EnquiryHost settings={settings} />
    </>
  );
}

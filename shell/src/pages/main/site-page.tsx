import { FOOTER_PAGES, membershipSlug } from '@pharmasetu/shared-contracts';
import { useParams } from '../../router/use-params';
import { useSite } from '../../site-context';
import { ContentPage } from '../content-page';
import { NotFound } from '../not-found';
import { Packages } from './packages';
import { PAGE_TEXTS } from './site-page-texts';

/** /pages/:slug: the footer's pages. Contact shows this site's numbers; membership its packages. */
export default function SitePage() {
  const { settings } = useSite();
  const slug = useParams().slug ?? '';
  const text = slug === membershipSlug(settings.product) ? PAGE_TEXTS.membership : PAGE_TEXTS[slug];
  if (!text) return <NotFound />;
  return (
    <ContentPage title={text.title} description={text.description}>
      {text.paragraphs.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
      {slug === FOOTER_PAGES.contact && (
        <address css={{ fontStyle: 'normal', lineHeight: 1.8 }}>
          {settings.contact.phones.map((phone) => (
            <div key={phone}>
              Phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </div>
          ))}
          <div>
            WhatsApp: <a href={`https://wa.me/${settings.contact.whatsapp.replace(/\D/g, '')}`}>{settings.contact.whatsapp}</a>
          </div>
          <div>
            Email: <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>
          </div>
          <div>Office: {settings.contact.address}</div>
        </address>
      )}
      {slug === membershipSlug(settings.product) && <Packages />}
    </ContentPage>
  );
}

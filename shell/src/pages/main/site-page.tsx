import { fetchPackages, FOOTER_PAGES, membershipSlug, telHref } from '@pharmasetu/shared-contracts';
import { useLoaderData, useParams } from 'react-router-dom';
import { apiData, notFound } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { contentHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { ContentPage } from '../content-page';
import { Packages } from './parts/packages';
import { PAGE_TEXTS } from './parts/site-page-texts';

const textOf = (slug: string, product: string) =>
  slug === membershipSlug(product) ? PAGE_TEXTS.membership : PAGE_TEXTS[slug];

/** An unknown slug is a 404; the membership page carries the packages. */
export const loader = (async ({ params }, { api, settings }) => {
  const slug = params.slug ?? '';
  if (!textOf(slug, settings.product)) throw notFound();
  return {
    packages: slug === membershipSlug(settings.product) ? (await apiData(fetchPackages(api))).packages : undefined,
  };
}) satisfies PageLoader<unknown>;

/** /pages/:slug: the footer's pages. Contact shows this site's numbers; membership its packages. */
export default function SitePage() {
  const { settings } = useSite();
  const { packages } = useLoaderData<typeof loader>();
  const slug = useParams().slug ?? '';
  const text = textOf(slug, settings.product)!;
  return (
    <ContentPage
      title={text.title}
      head={contentHead(settings, { path: `/pages/${slug}`, title: text.title, description: text.description })}
    >
      {text.paragraphs.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
      {slug === FOOTER_PAGES.contact && (
        <address css={{ fontStyle: 'normal', lineHeight: 1.8 }}>
          {settings.contact.phones.map((phone) => (
            <div key={phone}>
              Phone: <a href={telHref(phone)}>{phone}</a>
            </div>
          ))}
          <div>
            WhatsApp:{' '}
            <a href={`https://wa.me/${settings.contact.whatsapp.replace(/\D/g, '')}`}>{settings.contact.whatsapp}</a>
          </div>
          <div>
            Email: <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>
          </div>
          <div>Office: {settings.contact.address}</div>
        </address>
      )}
      {packages && <Packages packages={packages} />}
    </ContentPage>
  );
}

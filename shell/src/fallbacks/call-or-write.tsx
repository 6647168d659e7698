import { FOOTER_PAGES, routes, type SiteSettings, telHref } from '@pharmasetu/shared-contracts';

/** The numbers to call, then the contact page: what stands in for the requirement card without its remote. */
export function CallOrWrite({ settings }: { settings: SiteSettings }) {
  return (
    <>
      {settings.contact.phones.map((phone) => (
        <div key={phone}>
          <a href={telHref(phone)}>{phone}</a>
        </div>
      ))}
      <p>
        Or write to us from the <a href={routes.page(settings.urls.main, FOOTER_PAGES.contact)}>contact page</a>.
      </p>
    </>
  );
}

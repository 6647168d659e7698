import { FOOTER_PAGES, routes, type SiteSettings, telHref, theme } from '@pharmasetu/shared-contracts';

// A number stands alone on its line: a tap target (24 px at least, spec §9's 40 px control height on a phone),
// not a word in a sentence. The requirement card's place shows these until the card's remote starts.
const numberCss = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  [theme.media.mobile]: { minHeight: theme.input.height },
} as const;

/** The numbers to call, then the contact page: what stands in for the requirement card without its remote. */
export function CallOrWrite({ settings }: { settings: SiteSettings }) {
  return (
    <>
      {settings.contact.phones.map((phone) => (
        <div key={phone}>
          <a href={telHref(phone)} css={numberCss}>
            {phone}
          </a>
        </div>
      ))}
      <p>
        Or write to us from the <a href={routes.page(settings.urls.main, FOOTER_PAGES.contact)}>contact page</a>.
      </p>
    </>
  );
}

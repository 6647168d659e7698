import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { CallOrWrite } from './call-or-write';

/** In place of the inline requirement card when the enquiry remote is unreachable. */
export function EnquiryInlineFallback({ settings }: { settings: SiteSettings }) {
  return (
    <aside
      data-testid="enquiry-inline-fallback"
      css={{ background: '#fff', border: '1px solid #c9d1da', borderRadius: 8, padding: 20 }}
    >
      <h2 css={{ marginTop: 0, fontSize: 20 }}>Talk to us</h2>
      <p>Our enquiry form is unavailable right now. Call us and we will note your requirement:</p>
      <CallOrWrite settings={settings} />
    </aside>
  );
}

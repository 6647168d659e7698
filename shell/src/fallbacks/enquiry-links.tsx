import { REQUIREMENT_CARD_MIN_HEIGHT_PX, type SiteSettings } from '@pharmasetu/shared-contracts';
import { CallOrWrite } from './call-or-write';

/**
 * The requirement card's place before its remote runs (the server's page, no JavaScript, loading): the
 * numbers to call and the contact page, in a box the card's size.
 */
export function EnquiryLinks({ settings }: { settings: SiteSettings }) {
  return (
    <aside
      data-testid="requirement-card-links"
      css={{ minHeight: REQUIREMENT_CARD_MIN_HEIGHT_PX, background: '#fff', borderRadius: 8, padding: 20 }}
    >
      <h2 css={{ marginTop: 0, fontSize: 20 }}>Post your requirement</h2>
      <p>Call us and we will note your requirement:</p>
      <CallOrWrite settings={settings} />
    </aside>
  );
}

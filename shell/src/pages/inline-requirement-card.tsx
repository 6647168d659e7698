import type { EnquirySection } from '@pharmasetu/shared-contracts';
import { useRef } from 'react';
import { EnquiryInlineFallback } from '../fallbacks/enquiry-inline-fallback';
import { EnquiryLinks } from '../fallbacks/enquiry-links';
import { RemoteSlot } from '../federation/remote-slot';
import { useNearViewport } from '../hydration/use-near-viewport';
import { useSite } from '../site-context';

/** How far outside the viewport the card's remote starts loading: a fast scroll does not outrun it. */
const CARD_SLOT_MARGIN_PX = 600;

/**
 * The enquiry remote's requirement card, inline on a page; without the remote, the phone numbers. The remote
 * (the form, its validation, its styles: the costliest island of the page to start) starts when the card is
 * near the viewport: at once beside the list on a wide screen, or where a link to #enquiry lands; on a phone,
 * where the card comes after the list, as the visitor scrolls towards it. Until then the card's place holds
 * the numbers to call, in a box of the card's size, and the sticky action above the list opens the dialog.
 */
export function InlineRequirementCard(props: { section: EnquirySection; listingSlug?: string; productName?: string }) {
  const { settings } = useSite();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, CARD_SLOT_MARGIN_PX);
  const placeholder = <EnquiryLinks settings={settings} />;
  return (
    <div ref={place}>
      {near ? (
        <RemoteSlot
          module="remote_enquiry/RequirementCard"
          props={{ settings, ...props }}
          fallback={<EnquiryInlineFallback settings={settings} />}
          placeholder={placeholder}
        />
      ) : (
        placeholder
      )}
    </div>
  );
}

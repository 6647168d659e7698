import type { EnquirySection } from '@pharmasetu/shared-contracts';
import { EnquiryInlineFallback } from '../fallbacks/enquiry-inline-fallback';
import { EnquiryLinks } from '../fallbacks/enquiry-links';
import { RemoteSlot } from '../federation/remote-slot';
import { useSite } from '../site-context';

/** The enquiry remote's requirement card, inline on a page; without the remote, the phone numbers. */
export function InlineRequirementCard(props: { section: EnquirySection; listingSlug?: string; productName?: string }) {
  const { settings } = useSite();
  return (
    <RemoteSlot
      module="remote_enquiry/RequirementCard"
      props={{ settings, ...props }}
      fallback={<EnquiryInlineFallback settings={settings} />}
      placeholder={<EnquiryLinks settings={settings} />}
    />
  );
}

import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { EnquiryFallback } from '../fallbacks/enquiry-fallback';
import { EventMountedSlot } from './event-mounted-slot';

/** The enquiry remote's dialogs, mounted once for the whole site, each opened by its event. */
export function EnquiryHost({ settings }: { settings: SiteSettings }) {
  return (
    <>
      <EventMountedSlot
        module="remote_enquiry/RequirementDialog"
        event="enquiry:open-requirement"
        settings={settings}
        fallback={(heldOpen) => (
          <EnquiryFallback settings={settings} event="enquiry:open-requirement" initiallyOpen={heldOpen} />
        )}
      />
      <EventMountedSlot
        module="remote_enquiry/CallbackPopup"
        event="enquiry:open-callback"
        settings={settings}
        fallback={(heldOpen) => (
          <EnquiryFallback settings={settings} event="enquiry:open-callback" initiallyOpen={heldOpen} />
        )}
      />
    </>
  );
}

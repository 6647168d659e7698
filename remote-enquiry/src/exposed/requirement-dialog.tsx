import { on, type EnquirySection, type RequirementDialogProps } from '@pharmasetu/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '../dialog/dialog';
import { captureUtmSource } from '../lib/utm';
import { LazyRequirementCard } from './lazy-card';

export type { RequirementDialogProps };

interface OpenRequest {
  section: EnquirySection;
  productName?: string;
  listingSlug?: string;
}

/**
 * Mounted once by the shell; opens on `enquiry:open-requirement` with the section that asked, and the
 * product name and listing slug when given. A new product while open resets the message (after 1 s).
 */
export default function RequirementDialog({ settings }: RequirementDialogProps) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [opened, setOpened] = useState(0);
  const open = useRef<OpenRequest | null>(null);
  useEffect(() => captureUtmSource(window.location.href), []);
  useEffect(
    () =>
      on('enquiry:open-requirement', (detail) => {
        // Another listing (or none) is another enquiry: a fresh card. The same one keeps its progress.
        if (!open.current || open.current.listingSlug !== detail.listingSlug) setOpened((n) => n + 1);
        open.current = detail;
        setRequest(detail);
      }),
    [],
  );
  const close = useCallback(() => {
    open.current = null;
    setRequest(null);
  }, []);

  return (
    <Dialog show={request !== null} onClose={close} label="Post your Requirement" width={640}>
      <section data-remote={__APP_NAME__} data-version={__APP_VERSION__} data-section={request?.section}>
        {request && (
          <LazyRequirementCard
            key={opened}
            memoryScope="dialog"
            settings={settings}
            section={request.section}
            listingSlug={request.listingSlug}
            productName={request.productName}
          />
        )}
      </section>
    </Dialog>
  );
}

import styled from '@emotion/styled';
import { on, type CallbackPopupProps, type EnquirySection } from '@pharmasetu/shared-contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Dialog } from '../dialog/dialog';

export type { CallbackPopupProps };

// The form (zod schema, libphonenumber) loads when the popup first opens.
const CallbackForm = lazy(() => import(/* webpackChunkName: "callback-form" */ '../callback/callback-form'));

const Loading = styled.p`
  margin: 0;
  padding: 32px 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Mounted once by the shell; opens on `enquiry:open-callback` (the footer's floating Request Call Back button),
 * addressed to the company listing the event names (its page), if any.
 */
export default function CallbackPopup({ settings }: CallbackPopupProps) {
  const [opened, setOpened] = useState<{ section: EnquirySection; listingSlug?: string } | null>(null);
  useEffect(
    () =>
      on('enquiry:open-callback', (detail) => setOpened({ section: detail.section, listingSlug: detail.listingSlug })),
    [],
  );
  const close = useCallback(() => setOpened(null), []);
  const section = opened?.section ?? null;
  return (
    <Dialog show={section !== null} onClose={close} label="Request Call Back" width={480}>
      <div data-remote={__APP_NAME__} data-version={__APP_VERSION__} data-section={section ?? undefined}>
        <Suspense fallback={<Loading role="status">Loading…</Loading>}>
          {opened && (
            <CallbackForm
              settings={settings}
              section={opened.section}
              listingSlug={opened.listingSlug}
              onClose={close}
            />
          )}
        </Suspense>
      </div>
    </Dialog>
  );
}

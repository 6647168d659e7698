import styled from '@emotion/styled';
import { BACKDROP_OPACITY, DIALOG_LAYERS, on, showModalDialog, type SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { CallOrWrite } from './call-or-write';

// A native modal <dialog>, as remote-enquiry's own dialog: showModal() puts it in the top layer, centred,
// and makes the page behind it inert; Escape is its close request. The <dialog> is a bare box holding the
// backdrop (a click closes) and the panel.
const NativeDialog = styled.dialog`
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  width: min(420px, 85vw);
  &::backdrop {
    background: transparent;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(255, 255, 255, ${BACKDROP_OPACITY});
  z-index: ${DIALOG_LAYERS.backdrop};
`;

const Panel = styled.div`
  position: relative;
  z-index: ${DIALOG_LAYERS.modal};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: 0 8px 30px rgba(0, 0, 0, 0.15);
  padding: 24px 28px;
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
  a {
    color: ${({ theme }) => theme.colors.blue};
  }
`;

/**
 * The enquiry remote is unreachable: instead of its forms, the visitor gets the phone numbers and the
 * contact page, opened by the same events that would have opened the forms. Focus moves into the dialog
 * and goes back to where it was when the dialog closes (Close, the backdrop or Escape).
 */
export function EnquiryFallback({
  settings,
  event,
  initiallyOpen,
}: {
  settings: SiteSettings;
  event: 'enquiry:open-requirement' | 'enquiry:open-callback';
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => on(event, () => setOpen(true)), [event]);
  useEffect(() => (open && dialog.current ? showModalDialog(dialog.current) : undefined), [open]);
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <NativeDialog
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="enquiry-fallback-title"
      tabIndex={-1}
      data-testid="enquiry-fallback"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <Backdrop onClick={close} />
      <Panel>
        <h2 id="enquiry-fallback-title">Talk to us</h2>
        <p>Our enquiry form is unavailable right now. Call us and we will note your requirement:</p>
        <CallOrWrite settings={settings} />
        <button type="button" onClick={close}>
          Close
        </button>
      </Panel>
    </NativeDialog>
  );
}

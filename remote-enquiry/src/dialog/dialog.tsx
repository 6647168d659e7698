import styled from '@emotion/styled';
import {
  BACKDROP_OPACITY,
  DIALOG_LAYERS,
  DIALOG_MOBILE_FORM_HEIGHT,
  DIALOG_MOBILE_WIDTH,
  showModalDialog,
} from '@pharmasetu/shared-contracts';
import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  show: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** Width on screens wider than the mobile breakpoint. */
  width?: number;
  children: ReactNode;
}

// showModal() puts the dialog in the top layer, above every page layer, centred by the browser (inset 0,
// margin auto), and makes the page behind it inert: no click, no Tab, no screen-reader cursor reaches it.
// The <dialog> itself is a bare box; the backdrop and the panel are its children, layered backdrop then panel.
const NativeDialog = styled.dialog<{ width: number }>`
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  width: ${({ width }) => width}px;
  max-width: calc(100vw - 24px);
  /* Anchored near the top, centred across: a step that grows (the card's code or its option lists arriving,
     the next step) extends downwards instead of moving the title and fields that are already there. */
  margin: min(8vh, 64px) auto auto;
  max-height: calc(100vh - min(8vh, 64px) - 12px);
  &[open] {
    display: flex;
    flex-direction: column;
  }
  /* The backdrop is the element below: one that a click closes and a test can find, in every browser. */
  &::backdrop {
    background: transparent;
  }
  ${({ theme }) => theme.media.mobile} {
    width: ${DIALOG_MOBILE_WIDTH};
    /* Spec §2: the form scrolls at 80vh: a box of that height from the first frame (loading included), centred. */
    margin: auto;
    max-height: calc(100vh - 24px);
    .dialog-body {
      height: ${DIALOG_MOBILE_FORM_HEIGHT};
    }
  }
`;

// Fixed: it covers the viewport, not the dialog (nothing between them transforms or contains it).
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: #fff;
  opacity: ${BACKDROP_OPACITY};
  z-index: ${DIALOG_LAYERS.backdrop};
`;

// The panel does not scroll; its body does. The close icon sits on the panel, outside the scrolling body,
// so it stays top right over the (sticky) title instead of floating over the options below it.
const Panel = styled.div`
  position: relative;
  z-index: ${DIALOG_LAYERS.modal};
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: #fff;
  border-radius: 8px;
  box-shadow: 0 10px 40px rgba(15, 30, 60, 0.25);
  .dialog-body {
    flex: 1 1 auto;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

// Above the body's sticky title bar (z-index 1), which comes later in the page and would take its clicks.
const Close = styled.button`
  position: absolute;
  z-index: 2;
  top: 4px;
  right: 4px;
  /* A 40 px target (spec §9's control height), not a 32 px one. */
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: #fff;
  color: ${({ theme }) => theme.colors.red};
  font-size: 26px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.red};
  }
`;

/**
 * Spec §2 generic dialog: centred over a white backdrop at 95 % opacity (a click on it closes),
 * a red close icon top right, 85vw with an 80vh scrolling body up to 768 px, panel above backdrop.
 * A native modal <dialog>: the browser keeps keyboard focus out of the page behind it, and Escape is its
 * close request ('cancel'), turned into onClose. Focus moves into the dialog and goes back to where it was.
 */
export function Dialog({ show, onClose, label, width = 520, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => (show && dialog.current ? showModalDialog(dialog.current) : undefined), [show]);

  if (!show) return null;
  return (
    <NativeDialog
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      width={width}
      onCancel={(event) => {
        // Escape: the page decides when the dialog closes (it unmounts), not the browser.
        event.preventDefault();
        onClose();
      }}
    >
      <Backdrop data-testid="dialog-backdrop" onClick={onClose} />
      <Panel className="dialog-panel">
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        <div className="dialog-body">{children}</div>
      </Panel>
    </NativeDialog>
  );
}

import styled from '@emotion/styled';
import {
  BACKDROP_OPACITY,
  DIALOG_LAYERS,
  DIALOG_MOBILE_FORM_HEIGHT,
  DIALOG_MOBILE_WIDTH,
} from '@pharmasetu/shared-contracts';
import { useEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  show: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** Width on screens wider than the mobile breakpoint. */
  width?: number;
  children: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: #fff;
  opacity: ${BACKDROP_OPACITY};
  z-index: ${DIALOG_LAYERS.backdrop};
`;

// The modal does not scroll; its body does. The close icon sits on the modal, outside the scrolling body,
// so it stays top right over the (sticky) title instead of floating over the options below it.
const Modal = styled.div<{ width: number }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${DIALOG_LAYERS.modal};
  width: ${({ width }) => width}px;
  max-width: calc(100vw - 24px);
  max-height: calc(100vh - 24px);
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
  ${({ theme }) => theme.media.mobile} {
    width: ${DIALOG_MOBILE_WIDTH};
    .dialog-body {
      max-height: ${DIALOG_MOBILE_FORM_HEIGHT};
    }
  }
`;

// Above the body's sticky title bar (z-index 1), which comes later in the page and would take its clicks.
const Close = styled.button`
  position: absolute;
  z-index: 2;
  top: 8px;
  right: 8px;
  width: 32px;
  height: 32px;
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle within the modal: keyboard focus never wanders to the page behind it. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Spec §2 generic dialog: centred over a white backdrop at 95 % opacity (a click on it closes),
 * a red close icon top right, 85vw with an 80vh scrolling body up to 768 px, modal above backdrop.
 * Escape closes too; focus moves into the dialog, stays inside it, and goes back to where it was.
 */
export function Dialog({ show, onClose, label, width = 520, children }: DialogProps) {
  const modal = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!show) return;
    const previous = document.activeElement as HTMLElement | null;
    modal.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && modal.current) keepFocusInside(modal.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [show, onClose]);

  if (!show) return null;
  return (
    <>
      <Backdrop data-testid="dialog-backdrop" onClick={onClose} />
      <Modal ref={modal} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} width={width}>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        <div className="dialog-body">{children}</div>
      </Modal>
    </>
  );
}

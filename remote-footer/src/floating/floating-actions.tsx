import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import {
  isSellersSite,
  emit,
  listingSlugAt,
  whatsappChatUrl,
  whatsappClickEvent,
  type SiteSettings,
  FLOATING_BUTTON_PX,
  FLOATING_DOCK_HEIGHT_PX,
  onTextEntry,
} from '@pharmasetu/shared-contracts';

const SECTION = 'sticky enquiry' as const;

/** Fixed to the viewport's bottom-right corner: out of the flow, so it never shifts the layout. */
const Dock = styled.aside`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 10;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  justify-content: flex-start;
  gap: 10px;
  /* Its final box from its first byte: as tall as both buttons, no wider than its corner (the buttons hang from
     its right edge), so neither a button parsed later nor a wider label moves the other (1 px: a box with
     no area would count as not shown). */
  height: ${FLOATING_DOCK_HEIGHT_PX}px;
  width: 1px;
  pointer-events: none;
  &[data-away] {
    visibility: hidden;
  }
  & > * {
    flex: none;
    pointer-events: auto;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    height: ${FLOATING_BUTTON_PX}px;
    border: 0;
    border-radius: 24px;
    box-shadow: 0 2px 10px rgb(0 0 0 / 25%);
    font: inherit;
    font-size: 15px;
    font-weight: 600;
    cursor: pointer;
    text-decoration: none;
    white-space: nowrap;
  }
  /* Blue on a white ring: visible over the white page and over the dark footer alike. */
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.blue};
    outline-offset: 2px;
    box-shadow:
      0 0 0 2px #fff,
      0 2px 10px rgb(0 0 0 / 25%);
  }
  ${({ theme }) => theme.media.mobile} {
    right: 12px;
    bottom: 12px;
  }
`;

const CallBack = styled.button`
  padding: 0 20px;
  background: ${({ theme }) => theme.colors.orange};
  color: #17202b;
  /* On the narrowest phones a smaller label keeps the dock within FLOATING_DOCK_ROOM_WIDTH_PX, clear of the
     actions that lists keep at the rows' start. */
  @media (max-width: 374px) {
    && {
      padding: 0 14px;
      font-size: 13px;
    }
  }
`;

const WhatsApp = styled.a`
  justify-content: center;
  width: ${FLOATING_BUTTON_PX}px;
  background: #25d366;
  color: #0b3d1f;
  svg {
    width: 28px;
    height: 28px;
  }
`;

interface FloatingActionsProps {
  settings: SiteSettings;
  /** The signed-in seller's package id, when the host knows it (free members track differently). */
  packageId?: number | null;
}

/** On a company's page the call back is addressed to that company (its listing slug, from the page's path). */
function callbackDetail(settings: SiteSettings) {
  const listingSlug = listingSlugAt(settings.site, window.location.pathname);
  return listingSlug ? { section: SECTION, listingSlug } : { section: SECTION };
}

/** Spec §2/§7: the floating Request Call Back button and the WhatsApp chat button. */
export function FloatingActions({ settings, packageId }: FloatingActionsProps) {
  // While the visitor fills a form (the newsletter's, the requirement card's) the buttons move aside: they
  // cover none of its controls.
  const [typing, setTyping] = useState(false);
  useEffect(() => onTextEntry(setTyping), []);
  if (isSellersSite(settings.site)) return null;
  return (
    <Dock data-testid="floating-actions" aria-label="Call back and WhatsApp" data-away={typing || undefined}>
      <WhatsApp
        href={whatsappChatUrl(settings.contact.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat on WhatsApp ${settings.contact.whatsapp}`}
        onClick={() => emit('track:event', whatsappClickEvent({ site: settings.site, packageId, section: SECTION }))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z"
          />
        </svg>
      </WhatsApp>
      <CallBack type="button" onClick={() => emit('enquiry:open-callback', callbackDetail(settings))}>
        Request Call Back
      </CallBack>
    </Dock>
  );
}

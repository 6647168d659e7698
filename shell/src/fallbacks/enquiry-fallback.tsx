import styled from '@emotion/styled';
import { BACKDROP_OPACITY, DIALOG_LAYERS, FOOTER_PAGES, on, routes, type SiteSettings, telHref } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(255, 255, 255, ${BACKDROP_OPACITY});
  z-index: ${DIALOG_LAYERS.backdrop};
`;

const Box = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${DIALOG_LAYERS.modal};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: 0 8px 30px rgba(0, 0, 0, 0.15);
  padding: 24px 28px;
  width: min(420px, 85vw);
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
 * contact page, opened by the same events that would have opened the forms.
 */
export function EnquiryFallback({ settings, event, initiallyOpen }: { settings: SiteSettings; event: 'enquiry:open-requirement' | 'enquiry:open-callback'; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => on(event, () => setOpen(true)), [event]);
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Backdrop onClick={close} />
      <Box role="dialog" aria-modal="true" aria-labelledby="enquiry-fallback-title" data-testid="enquiry-fallback">
        <h2 id="enquiry-fallback-title">Talk to us</h2>
        <p>Our enquiry form is unavailable right now. Call us and we will note your requirement:</p>
        <ul>
          {settings.contact.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          ))}
        </ul>
        <p>
          Or write to us from the <a href={routes.page(settings.urls.main, FOOTER_PAGES.contact)}>contact page</a>.
        </p>
        <button type="button" onClick={close}>
          Close
        </button>
      </Box>
    </>
  );
}

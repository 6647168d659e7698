import styled from '@emotion/styled';
import type { EnquiryDelivery } from '@pharmasetu/shared-contracts';
import { successText } from './delivery-text';

const Done = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 16px 0 8px;
  text-align: center;
  svg {
    width: 64px;
    height: 64px;
  }
  p {
    margin: 0;
    font-size: 17px;
    font-weight: 600;
  }
  p + p {
    font-size: 15px;
    font-weight: 400;
    line-height: 1.45;
  }
`;

const Tick = () => (
  <svg viewBox="0 0 64 64" aria-hidden="true">
    <circle cx="32" cy="32" r="30" fill="#1a7f4b" />
    <path d="M18 33l9 9 19-20" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const Information = () => (
  <svg viewBox="0 0 64 64" aria-hidden="true">
    <circle cx="32" cy="32" r="30" fill="#1f5fae" />
    <circle cx="32" cy="19" r="4" fill="#fff" />
    <path d="M32 29v18" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
  </svg>
);

/**
 * 'Successful Submission': a success tick and the spec's message when sellers received the requirement, with how many
 * beneath; otherwise what became of it, in plain words (delivery-text.ts).
 */
export function StepSuccess({ delivery, byEmail }: { delivery?: EnquiryDelivery; byEmail: boolean }) {
  const text = successText(delivery, byEmail);
  return (
    <Done role="status">
      {text.delivered ? <Tick /> : <Information />}
      <p>{text.headline}</p>
      {text.detail && <p>{text.detail}</p>}
    </Done>
  );
}

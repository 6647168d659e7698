import styled from '@emotion/styled';

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
`;

/** 'Successful Submission': a success tick and the message. */
export function StepSuccess() {
  return (
    <Done role="status">
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#1a7f4b" />
        <path
          d="M18 33l9 9 19-20"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p>Your enquiry has been posted successfully.</p>
    </Done>
  );
}

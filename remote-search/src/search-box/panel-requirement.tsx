import styled from '@emotion/styled';
import { emit, SEARCH_REQUIREMENT_LABEL } from '@pharmasetu/shared-contracts';

const Row = styled.div`
  padding: 0 12px 12px;
  button {
    box-sizing: border-box;
    min-height: 44px;
    max-width: 100%;
    padding: 8px 18px;
    border: 0;
    border-radius: ${({ theme }) => theme.input.radius}px;
    background: ${({ theme }) => theme.colors.orange};
    /* Dark text on the brand orange, as the site's other calls to action (white is under WCAG AA there). */
    color: #17202b;
    font: inherit;
    font-weight: 600;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.blue};
    outline-offset: 2px;
  }
  form[data-detached='true'] & button {
    width: 100%;
  }
`;

/**
 * Under the panel's "No Result found": the requirement card, pre-filled with what was typed (the enquiry remote's
 * dialog, opened by its event); the panel closes behind it.
 */
export function PanelRequirement({ query, onOpen }: { query: string; onOpen: () => void }) {
  return (
    <Row>
      <button
        type="button"
        onClick={() => {
          onOpen();
          emit('enquiry:open-requirement', { section: 'navbar', productName: query.trim() });
        }}
      >
        {SEARCH_REQUIREMENT_LABEL}
      </button>
    </Row>
  );
}

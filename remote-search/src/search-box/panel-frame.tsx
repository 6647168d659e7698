import styled from '@emotion/styled';

/** The box under the search input that holds the hint, a message or the hits (detached: full width). */
export const PanelFrame = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 10;
  max-height: 70vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.input.radius}px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.12);
  font-size: 14px;
  form[data-detached='true'] > & {
    position: static;
    flex: 0 0 100%;
    max-height: none;
    border: 0;
    box-shadow: none;
  }
`;

import styled from '@emotion/styled';

/** One line in the search panel: the hint, the no-result message, the unavailable message. */
export const PanelMessage = styled.p`
  margin: 0;
  padding: 10px 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

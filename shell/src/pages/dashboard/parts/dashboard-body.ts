import styled from '@emotion/styled';

/** The dashboard pages' main: the site's width and padding; the remote inside sets its own headings. */
export const DashboardBody = styled.main`
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: 24px 16px 64px;
  min-height: 50vh;
`;

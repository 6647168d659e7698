import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { usePageMeta } from './use-page-meta';

export const PageBody = styled.main`
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: 32px 16px 64px;
  min-height: 50vh;
  h1 {
    font-size: 28px;
    margin: 0 0 16px;
  }
`;

export function ContentPage({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  usePageMeta(title, description);
  return (
    <PageBody>
      <h1>{title}</h1>
      {children ?? <p>{description}</p>}
    </PageBody>
  );
}

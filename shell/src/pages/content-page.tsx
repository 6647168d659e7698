import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { PageHeadTags } from '../seo/page-head-tags';
import type { PageHead } from '../seo/page-head';

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

/** A page of text: its heading, and its head (title, description, canonical, JSON-LD) from shell/src/seo. */
export function ContentPage({ title, head, children }: { title: string; head: PageHead; children?: ReactNode }) {
  return (
    <PageBody>
      <PageHeadTags head={head} />
      <h1>{title}</h1>
      {children ?? <p>{head.description}</p>}
    </PageBody>
  );
}

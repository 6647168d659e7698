import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import type { RequirementCardProps } from '../requirement/requirement-card';

// The card's code (steps, zod schemas, libphonenumber) loads only when a card is shown: this remote's
// entry loads on idle on every page and must stay small.
const Card = lazy(() => import(/* webpackChunkName: "requirement-card" */ '../requirement/requirement-card'));

const Loading = styled.p`
  margin: 0;
  padding: 32px 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export function LazyRequirementCard(props: RequirementCardProps) {
  return (
    <Suspense fallback={<Loading role="status">Loading…</Loading>}>
      <Card {...props} />
    </Suspense>
  );
}

import styled from '@emotion/styled';
import type { SiteEvents } from '@pharmasetu/shared-contracts';
import type { ReactNode } from 'react';
import { RequirementButton } from '../enquiry/requirement-button';

/**
 * On a phone, where a page's requirement card comes only after its list, the action that opens the card stays at
 * the top of the screen while the visitor scrolls: the card is one tap away from anywhere on the page. Wider
 * screens show the card beside the list and no such action (hidden by CSS: the same page on the server and after
 * hydration, nothing moves).
 */
const Bar = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: sticky;
    top: 0;
    z-index: 5;
    margin: 0 -16px 12px;
    padding: 8px 16px;
    background: #fff;
    box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
    & > * {
      width: 100%;
    }
  }
`;

export function StickyRequirement({
  detail,
  children,
}: {
  detail: SiteEvents['enquiry:open-requirement'];
  children: ReactNode;
}) {
  return (
    <Bar data-testid="sticky-requirement">
      <RequirementButton detail={detail}>{children}</RequirementButton>
    </Bar>
  );
}

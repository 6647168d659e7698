import styled from '@emotion/styled';
import { JOIN_FREE_FORM_MIN_HEIGHT_PX } from '@pharmasetu/shared-contracts';

/**
 * The Join Free form's place: as tall as the form before any choice (the server's steps and the loading form take
 * the same room, so nothing below moves when the form comes in); taller once categories are shown.
 */
export const JoinFreeBox = styled.div`
  max-width: 480px;
  min-height: ${JOIN_FREE_FORM_MIN_HEIGHT_PX}px;
  ol {
    padding-left: 20px;
    line-height: 1.5;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

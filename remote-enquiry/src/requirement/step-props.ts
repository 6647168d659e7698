import type { ConstData, HttpClient } from '@pharmasetu/shared-contracts';
import type { FlowEvent, FlowState } from './requirement-flow';

/** What every step component is given by the card. */
export interface StepProps {
  state: FlowState;
  dispatch: (event: FlowEvent) => void;
  constData: ConstData;
  client: HttpClient;
}

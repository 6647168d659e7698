import type { Ref } from 'react';
import { SEARCH_SHORT_QUERY_HINT } from '@pharmasetu/shared-contracts';
import { PanelFrame } from './panel-frame';
import { PanelMessage } from './panel-message';
import { isSearchable, SEARCH_UNAVAILABLE } from './search-hint';

interface UnavailablePanelProps {
  id: string;
  query: string;
  panelRef: Ref<HTMLDivElement>;
}

/**
 * The panel when the search code could not load (this remote's origin unreachable after the first
 * paint): what the panel says when the search service fails, so Enter is known to still work.
 */
export function UnavailablePanel({ id, query, panelRef }: UnavailablePanelProps) {
  return (
    <PanelFrame id={id} ref={panelRef}>
      {isSearchable(query) ? (
        <PanelMessage role="alert">{SEARCH_UNAVAILABLE}</PanelMessage>
      ) : (
        <PanelMessage role="status">{SEARCH_SHORT_QUERY_HINT}</PanelMessage>
      )}
    </PanelFrame>
  );
}

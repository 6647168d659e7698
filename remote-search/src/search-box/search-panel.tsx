import type { AutocompleteApi, AutocompleteState } from '@algolia/autocomplete-core';
import styled from '@emotion/styled';
import type { AnchorHTMLAttributes, HTMLAttributes, Ref } from 'react';
import { Highlighted } from './highlighted';
import { PanelFrame } from './panel-frame';
import { PanelMessage as Message } from './panel-message';
import { PanelNotes } from './panel-notes';
import { PanelRequirement } from './panel-requirement';
import { isSearchable, SEARCH_UNAVAILABLE } from './search-hint';
import type { SearchHit } from './search-hit';
import { hitUrl } from './search-routing';
import {
  SEARCH_NO_RESULT,
  SEARCH_SHORT_QUERY_HINT,
  type SearchAnswerNotes,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';

type Hit = SearchHit & Record<string, unknown>;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  a[aria-selected='true'],
  a:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    padding: 8px 12px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
`;

interface SearchPanelProps {
  autocomplete: AutocompleteApi<Hit>;
  state: AutocompleteState<Hit>;
  settings: SiteSettings;
  failed: boolean;
  panelRef: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * The panel under the box: the hint; the no-result message with "Post your requirement" (the card pre-filled with the
 * query); or the hits as links opening a new tab, under what they are for when the engine loosened the query.
 */
export function SearchPanel({ autocomplete, state, settings, failed, panelRef, className }: SearchPanelProps) {
  const collection = state.collections[0];
  const items = collection?.items ?? [];
  const searchable = isSearchable(state.query);
  const panelProps = autocomplete.getPanelProps({}) as unknown as HTMLAttributes<HTMLDivElement>;
  let content;
  if (!searchable) content = <Message role="status">{SEARCH_SHORT_QUERY_HINT}</Message>;
  else if (failed) content = <Message role="alert">{SEARCH_UNAVAILABLE}</Message>;
  else if (items.length === 0 && state.status === 'idle')
    content = (
      <>
        <Message role="status">{SEARCH_NO_RESULT}</Message>
        <PanelRequirement query={state.query} onOpen={() => autocomplete.setIsOpen(false)} />
      </>
    );
  // The loading state shows only once the search stalls (SEARCH_STALL_THRESHOLD_MS, spec §9).
  else if (items.length === 0 && state.status === 'stalled') content = <Message role="status">Searching…</Message>;
  else if (items.length === 0) content = null;
  else {
    const listProps = autocomplete.getListProps({
      source: collection!.source,
    }) as unknown as HTMLAttributes<HTMLUListElement>;
    content = (
      <>
        <PanelNotes notes={items[0]?.__notes as SearchAnswerNotes | undefined} />
        <List {...listProps} aria-label="Search results" aria-labelledby={undefined}>
          {items.map((item) => {
            const itemProps = autocomplete.getItemProps({
              item,
              source: collection!.source,
            }) as unknown as AnchorHTMLAttributes<HTMLAnchorElement>;
            // The option is the link itself (a link inside an option would be a control inside a control, which
            // a screen reader cannot reach: axe nested-interactive); the keyboard stays in the box
            // (aria-activedescendant), so the link takes no Tab stop.
            return (
              <li key={item.objectID} role="none">
                <a {...itemProps} href={hitUrl(item, settings)} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
                  <span>
                    <Highlighted hit={item} />
                  </span>
                  <small>{item.place ? `${item.category} · ${item.place}` : item.category}</small>
                </a>
              </li>
            );
          })}
        </List>
      </>
    );
  }
  return (
    <PanelFrame {...panelProps} ref={panelRef} className={className} aria-busy={state.status === 'stalled'}>
      {content}
    </PanelFrame>
  );
}

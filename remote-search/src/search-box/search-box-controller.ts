// Loaded on the visitor's first intent (load-search-box-controller.ts): nothing here is in the box's first load.
import { createAutocomplete, type AutocompleteApi, type AutocompleteState } from '@algolia/autocomplete-core';
import {
  SEARCH_INPUT_MAX_LENGTH,
  SEARCH_STALL_THRESHOLD_MS,
  type SearchAnswerNotes,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import type { FormHTMLAttributes, InputHTMLAttributes } from 'react';
import { siteAnalytics } from '../search-analytics/site-analytics';
import { fetchHits } from './fetch-hits';
import { isSearchable } from './search-hint';
import type { SearchHit } from './search-hit';
import { searchClient } from './search-client';
import { SearchPanel } from './search-panel';
import { enterUrl, hitUrl } from './search-routing';

/**
 * A hit as the panel holds it: with its query id and 1-based position for click events, and its answer's notes (the
 * words made optional, the rules' notices): carried by the hits, they are always those of the hits shown.
 */
export type Hit = SearchHit &
  Record<string, unknown> & { __queryID?: string; __position?: number; __notes?: SearchAnswerNotes };

interface SearchBoxControllerOptions {
  /** Autocomplete's id: the input keeps the id it had before this code arrived. */
  id: string;
  /** The settings and navigate of the latest render. */
  latest: { readonly current: { settings: SiteSettings; navigate: (url: string) => void } };
  onStateChange(state: AutocompleteState<Hit>): void;
  /** True while the search service fails (the panel says so), false once it answers. */
  onFailedChange(failed: boolean): void;
}

export interface SearchBoxController {
  autocomplete: AutocompleteApi<Hit>;
  Panel: typeof SearchPanel;
  formProps(input: HTMLInputElement | null): FormHTMLAttributes<HTMLFormElement>;
  inputProps(input: HTMLInputElement | null): InputHTMLAttributes<HTMLInputElement>;
  /** While the panel is open, a tap or click outside the form and the panel closes it; returns the stop. */
  closeOnPressOutside(elements: {
    form: HTMLFormElement;
    input: HTMLInputElement;
    panel: HTMLElement | null;
  }): () => void;
  /** Text typed before this code arrived: searched as if typed now (the panel opens as it would have). */
  type(query: string): void;
  /** Enter pressed before this code arrived: the form's submit, as Enter does now. */
  submit(input: HTMLInputElement | null): void;
  /** The hits on screen now (none: []) are Insights views (debounced, batched: spec §9). */
  showHits(objectIDs: string[]): void;
  dispose(): void;
}

const openInNewTab = ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener');

/**
 * Algolia Autocomplete (core, headless) wired to the spec: the panel opens on typing, never on focus;
 * hits only for queries longer than 3 characters; every hit opens in a new tab; Enter with no
 * highlighted hit goes to the results page for the first hit's category.
 */
export function createSearchBoxController({
  id,
  latest,
  onStateChange,
  onFailedChange,
}: SearchBoxControllerOptions): SearchBoxController {
  let lastResult: { query: string; hits: SearchHit[] } = { query: '', hits: [] };
  const autocomplete = createAutocomplete<Hit>({
    id,
    openOnFocus: false,
    defaultActiveItemId: null,
    stallThreshold: SEARCH_STALL_THRESHOLD_MS,
    // Open whenever there is text: the hint, the no-result message or the hits.
    shouldPanelOpen: ({ state: s }) => s.query.length > 0,
    onStateChange: ({ state: next }) => onStateChange(next),
    navigator: { navigate: openInNewTab, navigateNewTab: openInNewTab, navigateNewWindow: openInNewTab },
    getSources: ({ query }) => [
      {
        sourceId: 'hits',
        getItemInputValue: ({ item }) => item.name,
        getItemUrl: ({ item }) => hitUrl(item, latest.current.settings),
        onSelect({ item, setIsOpen }) {
          // A click on a hit (or Enter on the highlighted one): Insights click with queryID and position.
          const { settings: current } = latest.current;
          siteAnalytics(current)?.click({
            index: current.product,
            objectID: item.objectID,
            position: item.__position ?? 1,
            queryID: item.__queryID,
          });
          setIsOpen(false); // Autocomplete's default onSelect
        },
        async getItems() {
          const client = searchClient(latest.current.settings);
          if (!client || !isSearchable(query)) return [];
          siteAnalytics(latest.current.settings)?.prepare(); // the Insights sender loads on the first search
          try {
            const { hits, queryID, page, hitsPerPage, notes } = await fetchHits(
              client,
              latest.current.settings.product,
              query,
            );
            lastResult = { query, hits };
            onFailedChange(false);
            return hits.map((hit, i) => ({
              ...hit,
              __queryID: queryID,
              __position: page * hitsPerPage + i + 1,
              __notes: notes,
            })) as Hit[];
          } catch {
            onFailedChange(true); // unreachable host, bad response or API error (spec §8): the panel says so
            return [];
          }
        },
      },
    ],
    async onSubmit({ state: submitted }) {
      const { settings: current, navigate: go } = latest.current;
      const query = submitted.query.trim();
      let hits = lastResult.query.trim() === query ? lastResult.hits : undefined;
      const client = searchClient(current);
      if (!hits && client && isSearchable(query)) {
        hits = await fetchHits(client, current.product, query).then(
          (r) => r.hits,
          () => [],
        );
      }
      const url = enterUrl(query, hits?.[0], current);
      if (url) go(url);
    },
  });
  const views = siteAnalytics(latest.current.settings)?.viewTracker();

  return {
    autocomplete,
    Panel: SearchPanel,
    formProps: (input) =>
      autocomplete.getFormProps({ inputElement: input }) as unknown as FormHTMLAttributes<HTMLFormElement>,
    inputProps(input) {
      // The panel opens on typing only (spec §4): no re-opening on focus or click.
      const {
        onFocus: _focus,
        onClick: _click,
        ...props
      } = autocomplete.getInputProps({ inputElement: input, maxLength: SEARCH_INPUT_MAX_LENGTH });
      return props as unknown as InputHTMLAttributes<HTMLInputElement>;
    },
    closeOnPressOutside({ form, input, panel }) {
      // Autocomplete's environment props, on the window.
      const handlers = autocomplete.getEnvironmentProps({
        formElement: form,
        inputElement: input,
        panelElement: panel!,
      });
      const events = [
        ['touchstart', handlers.onTouchStart],
        ['touchmove', handlers.onTouchMove],
        ['mousedown', handlers.onMouseDown],
      ] as const;
      for (const [name, handler] of events) window.addEventListener(name, handler as EventListener);
      return () => {
        for (const [name, handler] of events) window.removeEventListener(name, handler as EventListener);
      };
    },
    type(query) {
      // Autocomplete's own input path (onChange reads currentTarget.value), so nothing differs from typing.
      const { onChange } = autocomplete.getInputProps({ inputElement: null, maxLength: SEARCH_INPUT_MAX_LENGTH });
      onChange({ currentTarget: { value: query } } as unknown as Event);
    },
    submit(input) {
      autocomplete.getFormProps({ inputElement: input }).onSubmit(new Event('submit', { cancelable: true }));
    },
    showHits(objectIDs) {
      if (!views) return;
      if (objectIDs.length > 0) views.show(latest.current.settings.product, objectIDs);
      else views.cancel();
    },
    dispose: () => views?.dispose(),
  };
}

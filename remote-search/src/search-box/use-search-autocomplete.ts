import { createAutocomplete, type AutocompleteState } from '@algolia/autocomplete-core';
import { SEARCH_STALL_THRESHOLD_MS, type SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { siteAnalytics } from '../search-analytics/site-analytics';
import { fetchHits } from './fetch-hits';
import { isSearchable } from './search-hint';
import type { SearchHit } from './search-hit';
import { searchClient } from './search-client';
import { enterUrl, hitUrl } from './search-routing';

/** A hit as the panel holds it: with its query id and 1-based position for click events. */
export type Hit = SearchHit & Record<string, unknown> & { __queryID?: string; __position?: number };

const openInNewTab = ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener');

/**
 * Algolia Autocomplete (core, headless) wired to the spec: the panel opens on typing, never on focus;
 * hits only for queries longer than 3 characters; every hit opens in a new tab; Enter with no
 * highlighted hit goes to the results page for the first hit's category.
 */
export interface SearchElements {
  form: RefObject<HTMLFormElement | null>;
  input: RefObject<HTMLInputElement | null>;
  panel: RefObject<HTMLDivElement | null>;
}

const assign = (url: string) => window.location.assign(url);

export function useSearchAutocomplete(settings: SiteSettings, elements: SearchElements, navigate: (url: string) => void = assign) {
  const latest = useRef({ settings, navigate });
  latest.current = { settings, navigate };
  const lastResult = useRef<{ query: string; hits: SearchHit[] }>({ query: '', hits: [] });
  const id = useId();
  const [state, setState] = useState<AutocompleteState<Hit>>();
  const [failed, setFailed] = useState(false);

  const [autocomplete] = useState(() =>
    createAutocomplete<Hit>({
      id: `search${id.replace(/[^\w-]/g, '')}`,
      openOnFocus: false,
      defaultActiveItemId: null,
      stallThreshold: SEARCH_STALL_THRESHOLD_MS,
      // Open whenever there is text: the hint, the no-result message or the hits.
      shouldPanelOpen: ({ state: s }) => s.query.length > 0,
      onStateChange: ({ state: next }) => setState(next),
      navigator: { navigate: openInNewTab, navigateNewTab: openInNewTab, navigateNewWindow: openInNewTab },
      getSources: ({ query }) => [
        {
          sourceId: 'hits',
          getItemInputValue: ({ item }) => item.name,
          getItemUrl: ({ item }) => hitUrl(item, latest.current.settings),
          onSelect({ item, setIsOpen }) {
            // A click on a hit (or Enter on the highlighted one): Insights click with queryID and position.
            const { settings: current } = latest.current;
            siteAnalytics(current)?.click({ index: current.product, objectID: item.objectID, position: item.__position ?? 1, queryID: item.__queryID });
            setIsOpen(false); // Autocomplete's default onSelect
          },
          async getItems() {
            const client = searchClient(latest.current.settings);
            if (!client || !isSearchable(query)) return [];
            siteAnalytics(latest.current.settings)?.prepare(); // the Insights sender loads on the first search
            try {
              const { hits, queryID, page, hitsPerPage } = await fetchHits(client, latest.current.settings.product, query);
              lastResult.current = { query, hits };
              setFailed(false);
              return hits.map((hit, i) => ({ ...hit, __queryID: queryID, __position: page * hitsPerPage + i + 1 })) as Hit[];
            } catch {
              setFailed(true); // unreachable host, bad response or API error (spec §8): the panel says so
              return [];
            }
          },
        },
      ],
      async onSubmit({ state: submitted }) {
        const { settings: current, navigate: go } = latest.current;
        const query = submitted.query.trim();
        let hits = lastResult.current.query.trim() === query ? lastResult.current.hits : undefined;
        const client = searchClient(current);
        if (!hits && client && isSearchable(query)) {
          hits = await fetchHits(client, current.product, query).then((r) => r.hits, () => []);
        }
        const url = enterUrl(query, hits?.[0], current);
        if (url) go(url);
      },
    }),
  );

  // A tap or click outside the form and the panel closes the panel (Autocomplete's environment props).
  const isOpen = state?.isOpen ?? false;

  // The hits shown in the open panel are Insights views (debounced, batched: spec §9).
  const analytics = siteAnalytics(settings);
  const [views] = useState(() => analytics?.viewTracker());
  useEffect(() => () => views?.dispose(), [views]);
  const shown = isOpen ? (state?.collections[0]?.items ?? []) : [];
  const shownKey = shown.map((h) => h.objectID).join('\u0000');
  useEffect(() => {
    if (!views) return;
    if (shownKey) views.show(latest.current.settings.product, shownKey.split('\u0000'));
    else views.cancel();
  }, [views, shownKey]);
  useEffect(() => {
    const { form, input, panel } = elements;
    if (!isOpen || !form.current || !input.current) return;
    const handlers = autocomplete.getEnvironmentProps({ formElement: form.current, inputElement: input.current, panelElement: panel.current! });
    const events = [['touchstart', handlers.onTouchStart], ['touchmove', handlers.onTouchMove], ['mousedown', handlers.onMouseDown]] as const;
    for (const [name, handler] of events) window.addEventListener(name, handler as EventListener);
    return () => {
      for (const [name, handler] of events) window.removeEventListener(name, handler as EventListener);
    };
  }, [autocomplete, isOpen, elements]);

  return { autocomplete, state, failed };
}

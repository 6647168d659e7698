import { createAutocomplete, type AutocompleteState } from '@algolia/autocomplete-core';
import { SEARCH_STALL_THRESHOLD_MS, type SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { fetchHits } from './fetch-hits';
import { isSearchable } from './search-hint';
import type { SearchHit } from './search-hit';
import { searchClient } from './search-client';
import { enterUrl, hitUrl } from './search-routing';

type Hit = SearchHit & Record<string, unknown>;

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
          async getItems() {
            const client = searchClient(latest.current.settings);
            if (!client || !isSearchable(query)) return [];
            try {
              const { hits } = await fetchHits(client, latest.current.settings.product, query);
              lastResult.current = { query, hits };
              setFailed(false);
              return hits as Hit[];
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

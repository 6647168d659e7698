import type { AutocompleteState } from '@algolia/autocomplete-core';
import { SEARCH_INPUT_MAX_LENGTH, SEARCH_TIMEOUTS_MS, type SiteSettings } from '@pharmasetu/shared-contracts';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { loadSearchBoxController } from './load-search-box-controller';
import type { Hit, SearchBoxController } from './search-box-controller';
import { enterUrl } from './search-routing';

interface SearchElements {
  form: RefObject<HTMLFormElement | null>;
  input: RefObject<HTMLInputElement | null>;
  panel: RefObject<HTMLDivElement | null>;
}

/** Where the box starts: text typed into the page's plain form before it, and whether that had the focus. */
interface SearchBoxStart {
  initialQuery?: string;
  hadFocus?: boolean;
}

/** Enter before the code arrives waits for it no longer than a search would (spec §9 timeouts). */
export const ENTER_WAIT_MS = SEARCH_TIMEOUTS_MS.connect + SEARCH_TIMEOUTS_MS.read;

const assign = (url: string) => window.location.assign(url);

/**
 * The header box. Its first load is only this: the input, with the attributes Autocomplete gives it.
 * The search code (search-box-controller.ts) loads on the first focus, press or keystroke and takes over the
 * same input: what was typed meanwhile becomes the query, and Enter meanwhile waits for it. If it cannot
 * load, the panel says search is unavailable and Enter still goes to the results page. A box taking the
 * place of the page's plain form (`start`) begins with its text and, if it had the focus, takes it: that
 * focus is the first one, so the search code loads and searches the text.
 */
export function useSearchBox(
  settings: SiteSettings,
  elements: SearchElements,
  navigate: (url: string) => void = assign,
  start: SearchBoxStart = {},
) {
  const latest = useRef({ settings, navigate });
  latest.current = { settings, navigate };
  const id = `search${useId().replace(/[^\w-]/g, '')}`;
  const [controller, setController] = useState<SearchBoxController>();
  const [state, setState] = useState<AutocompleteState<Hit>>();
  const [failed, setFailed] = useState(false);
  // Until the code arrives: the typed text, whether it failed to load, whether its message is shown.
  const [initialQuery] = useState(() => (start.initialQuery ?? '').slice(0, SEARCH_INPUT_MAX_LENGTH));
  const [typed, setTyped] = useState(initialQuery);
  const [loadFailed, setLoadFailed] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const typedNow = useRef(initialQuery);
  const loading = useRef<Promise<SearchBoxController | undefined>>(undefined);
  const enterPending = useRef(false);
  const submitted = useRef<string>(undefined); // the text Enter already took to the results page
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  // Before the first paint, so no keystroke goes anywhere else.
  const [hadFocus] = useState(start.hadFocus ?? false);
  useLayoutEffect(() => {
    const input = elements.input.current;
    if (!hadFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [hadFocus, elements]);

  const arrived = (created: SearchBoxController) => {
    // One synchronous commit: no keystroke can reach the old handlers once the controller exists.
    flushSync(() => {
      setController(created);
      setLoadFailed(false);
      setMessageOpen(false);
      // Text typed meanwhile is searched as if typed now, unless Enter took it to the results page.
      if (enterPending.current || submitted.current === typedNow.current)
        created.autocomplete.setQuery(typedNow.current);
      else if (typedNow.current) created.type(typedNow.current);
    });
    return created;
  };
  const load = () =>
    (loading.current ??= loadSearchBoxController().then(
      ({ createSearchBoxController }) =>
        mounted.current
          ? arrived(createSearchBoxController({ id, latest, onStateChange: setState, onFailedChange: setFailed }))
          : undefined,
      () => {
        loading.current = undefined; // the next focus or press tries again
        if (mounted.current) {
          setLoadFailed(true);
          setMessageOpen(typedNow.current !== '');
        }
        return undefined;
      },
    ));

  /** Enter without the search code: the results page as when the search service fails (no first hit). */
  const submitWithoutHits = () => {
    const url = enterUrl(typedNow.current, undefined, latest.current.settings);
    submitted.current = typedNow.current;
    setMessageOpen(false);
    elements.input.current?.blur(); // as Autocomplete's submit
    if (url) latest.current.navigate(url);
  };
  const submitBeforeLoad = () => {
    if (loadFailed) return submitWithoutHits();
    if (enterPending.current) return;
    enterPending.current = true;
    const settle = (created: SearchBoxController | undefined) => {
      if (!enterPending.current) return;
      enterPending.current = false;
      clearTimeout(timer);
      if (!mounted.current) return;
      if (created) created.submit(elements.input.current);
      else submitWithoutHits();
    };
    const timer = setTimeout(() => settle(undefined), ENTER_WAIT_MS);
    void load().then(settle);
  };

  const isOpen = controller ? (state?.isOpen ?? false) : messageOpen;

  // The hits shown in the open panel are Insights views.
  const shown = controller && isOpen ? (state?.collections[0]?.items ?? []) : [];
  const shownKey = shown.map((h) => h.objectID).join('\u0000');
  useEffect(() => controller?.showHits(shownKey ? shownKey.split('\u0000') : []), [controller, shownKey]);
  useEffect(() => () => controller?.dispose(), [controller]);

  // A tap or click outside the form and the panel closes the open panel.
  useEffect(() => {
    const { form, input, panel } = elements;
    if (controller && isOpen && form.current && input.current)
      return controller.closeOnPressOutside({ form: form.current, input: input.current, panel: panel.current });
  }, [controller, isOpen, elements]);

  let formProps: FormHTMLAttributes<HTMLFormElement>;
  let inputProps: InputHTMLAttributes<HTMLInputElement>;
  if (controller) {
    formProps = controller.formProps(elements.input.current);
    inputProps = controller.inputProps(elements.input.current);
  } else {
    const intent = () => void load();
    formProps = {
      action: '',
      noValidate: true,
      role: 'search',
      onSubmit: (event) => {
        event.preventDefault();
        submitBeforeLoad();
      },
    };
    // The attributes Autocomplete's getInputProps gives a closed box, so nothing moves when it takes over.
    inputProps = {
      id: `${id}-input`,
      type: 'search',
      value: typed,
      autoComplete: 'off',
      autoCorrect: 'off',
      autoCapitalize: 'off',
      enterKeyHint: 'search',
      spellCheck: 'false',
      maxLength: SEARCH_INPUT_MAX_LENGTH,
      'aria-controls': messageOpen ? `${id}-panel` : undefined,
      onFocus: intent,
      onPointerDown: intent,
      onTouchStart: intent,
      onChange: (event) => {
        const query = event.currentTarget.value.slice(0, SEARCH_INPUT_MAX_LENGTH);
        typedNow.current = query;
        setTyped(query);
        if (loadFailed) setMessageOpen(query !== '');
        else void load();
      },
      onKeyDown: (event) => {
        if (event.key === 'Escape' && messageOpen) {
          event.preventDefault();
          setMessageOpen(false);
        }
      },
      onBlur: () => setMessageOpen(false),
    };
  }

  const close = () => (controller ? controller.autocomplete.setIsOpen(false) : setMessageOpen(false));
  return { id, controller, state, failed, typed, isOpen, formProps, inputProps, close };
}

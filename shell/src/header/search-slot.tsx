import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SearchFallback } from '../fallbacks/search-fallback';
import { useComposition } from '../federation/composition-context';
import { preloadRemote, RemoteSlot } from '../federation/remote-slot';
import { reportRemoteFailure } from '../federation/report-remote-failure';
import { useHydrated } from '../hydration/use-hydrated';

const MODULE = 'remote_search/SearchBox';

/** What the plain form held when the remote took its place. */
interface Handover {
  initialQuery: string;
  hadFocus: boolean;
}

/**
 * The header's search. The page comes with the plain GET form to the results page, which works as it is;
 * the search remote loads when the visitor reaches for the box (pointer over it, press, touch, focus), not
 * with the first view. It takes the form's place in one commit once its code is in, with what was typed
 * meanwhile and the focus, so no keystroke is lost. If it cannot load, the plain form stays.
 */
export function SearchSlot({
  settings,
  action,
  navigate,
}: {
  settings: SiteSettings;
  action: string;
  navigate: (url: string) => void;
}) {
  const composition = useComposition();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'failed'>('waiting');
  const [handover, setHandover] = useState<Handover>();

  const want = useCallback(() => {
    if (phase !== 'waiting') return;
    setPhase('loading');
    preloadRemote(MODULE, composition).then(
      () => {
        const input = form.current?.elements.namedItem('q');
        const typed = input instanceof HTMLInputElement ? input : undefined;
        // Read and swapped in one synchronous commit: no keystroke lands between the two.
        flushSync(() =>
          setHandover({ initialQuery: typed?.value ?? '', hadFocus: !!typed && document.activeElement === typed }),
        );
      },
      (error: Error) => {
        reportRemoteFailure('remote_search', composition.remote_search?.version, error);
        setPhase('failed');
      },
    );
  }, [phase, composition]);

  // Reached for before the page was hydrated: the focus is already in the box.
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) want();
  }, [want]);

  const plain = <SearchFallback action={action} />;
  // A remote the page did not compose: the slot shows the plain form (and reports it) at once.
  if (handover || (hydrated && !composition.remote_search))
    return (
      <RemoteSlot
        module={MODULE}
        props={{ settings, navigate, ...handover }}
        fallback={plain}
        placeholder={<SearchFallback action={action} loading />}
      />
    );
  if (phase === 'failed') return <SearchFallback action={action} formRef={form} />;
  return <SearchFallback action={action} loading formRef={form} onIntent={want} />;
}

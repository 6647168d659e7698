import { emit, on, type SiteEvents, type SiteSettings } from '@pharmasetu/shared-contracts';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { RemoteSlot, type RemoteModuleId } from '../federation/remote-slot';
import { onFirstInteraction } from './first-interaction';

type OpenEventName = 'enquiry:open-requirement' | 'enquiry:open-callback';

interface Props<E extends OpenEventName> {
  module: RemoteModuleId;
  /** The event that opens this remote's dialog. */
  event: E;
  settings: SiteSettings;
  /** Shown when the remote fails; `heldOpen` says an open event was waiting for it. */
  fallback: (heldOpen: boolean) => ReactNode;
}

/**
 * Mounts a remote dialog at the visitor's first interaction with the page (a touch, click or key: the
 * open button's own pointerdown comes before its click), or at its first open event, whichever comes
 * first; a page nobody touches never downloads it.
 * Until the remote is rendered and listening, the last open event is held and then replayed, so a
 * click while the remote is still loading is never lost.
 */
export function EventMountedSlot<E extends OpenEventName>({ module, event, settings, fallback }: Props<E>) {
  const [mounted, setMounted] = useState(false);
  const [held, setHeld] = useState<SiteEvents[E] | null>(null);
  const listening = useRef(false);

  useEffect(() => {
    const hold = (detail: SiteEvents[E]) => {
      if (listening.current) return;
      setHeld(detail);
      setMounted(true);
    };
    const offs = [on(event, hold), onFirstInteraction(() => setMounted(true))];
    return () => offs.forEach((off) => off());
  }, [event]);

  const onListening = useCallback(() => {
    listening.current = true;
  }, []);
  const replay = useCallback(() => {
    if (held === null) return;
    emit(event, held);
    setHeld(null);
  }, [event, held]);

  if (!mounted) return null;
  return (
    <RemoteSlot module={module} props={{ settings }} fallback={fallback(held !== null)}>
      <AfterRemote onListening={onListening} replay={replay} />
    </RemoteSlot>
  );
}

/**
 * Rendered after the remote inside the same Suspense boundary: its effect runs only once the remote
 * has committed and subscribed (a child's effects run before a later sibling's).
 */
function AfterRemote({ onListening, replay }: { onListening: () => void; replay: () => void }) {
  useEffect(() => {
    onListening();
    replay();
  }, [onListening, replay]);
  return null;
}

import {
  createHttpClient,
  emit,
  newIdempotencyKey,
  postCallback,
  type EnquirySection,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callbackEvents } from '../lib/tracking';
import { callbackTransition, initialCallbackState, type CallbackEvent, type CallbackState } from './callback-machine';

/** How long the outcome stays on the button before the popup closes. */
export const OUTCOME_VISIBLE_MS = 2_500;

// The last payload and its key outlive the popup (it unmounts on close), so re-sending the same details
// after a failure reuses the key and can never make a second call-back request.
let remembered: CallbackState['last'];

/**
 * The open popup's state and effects: the pure machine, POST /api/post-quick-enquiry, tracking, and the
 * close shortly after an outcome.
 */
export function useCallbackPopup(settings: SiteSettings, section: EnquirySection, listingSlug = '') {
  const client = useMemo(() => createHttpClient(settings.urls.api), [settings.urls.api]);
  const current = useRef<CallbackState>({ ...initialCallbackState, open: true, listingSlug, last: remembered });
  const [state, setState] = useState(current.current);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const dispatch = useCallback(
    (event: CallbackEvent) => {
      const t = callbackTransition(current.current, event, newIdempotencyKey());
      current.current = t.state;
      remembered = t.state.last;
      setState(t.state);
      for (const effect of t.effects) {
        if (effect.type === 'post') {
          postCallback(client, effect.payload, effect.key).then(
            () => dispatch({ type: 'succeeded' }),
            () => dispatch({ type: 'failed' }),
          );
        } else if (effect.type === 'track') {
          for (const detail of callbackEvents(settings, section, effect.serviceType)) emit('track:event', detail);
        } else {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => dispatch({ type: 'close' }), OUTCOME_VISIBLE_MS);
        }
      }
    },
    [client, settings, section],
  );
  return { state, dispatch };
}

import { createHttpClient, newsletterErrorMessage, subscribeNewsletter } from '@pharmasetu/shared-contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  initialNewsletterState,
  newsletterReducer,
  startsRequest,
  type NewsletterEvent,
  type NewsletterState,
} from './newsletter-machine';

/**
 * The newsletter form's state and actions: the pure machine plus the POST /web/footer/subscribe call.
 * A ref holds the current state so that two submits in the same tick still send one request.
 */
export function useNewsletter(apiUrl: string) {
  const client = useMemo(() => createHttpClient(apiUrl), [apiUrl]);
  const current = useRef<NewsletterState>(initialNewsletterState);
  const [state, setState] = useState(initialNewsletterState);

  const apply = useCallback((event: NewsletterEvent) => {
    const before = current.current;
    current.current = newsletterReducer(before, event);
    setState(current.current);
    return startsRequest(before, current.current);
  }, []);

  const edit = useCallback((email: string) => void apply({ type: 'edit', email }), [apply]);

  const submit = useCallback(async () => {
    if (!apply({ type: 'submit' })) return;
    try {
      await subscribeNewsletter(client, { email: current.current.submitted! });
      apply({ type: 'succeeded' });
    } catch (error) {
      apply({ type: 'failed', error: newsletterErrorMessage(error) });
    }
  }, [apply, client]);

  return { state, edit, submit };
}

// The zod-free rule, not newsletterSchema: the footer loads early and zod would be most of its first load.
import { NEWSLETTER_MESSAGES, parseNewsletterEmail } from '@pharmasetu/shared-contracts';

/** Spec §4: idle → subscribing → subscribed (a failure goes back to idle, so the visitor can retry). */
export type NewsletterStatus = 'idle' | 'subscribing' | 'subscribed';

export interface NewsletterMessage {
  tone: 'success' | 'error';
  text: string;
}

export interface NewsletterState {
  status: NewsletterStatus;
  /** What the field shows. */
  email: string;
  /** The address being (or last) sent, normalised by the newsletter rule (trimmed, lower-cased). */
  submitted: string | null;
  message: NewsletterMessage | null;
}

export type NewsletterEvent =
  { type: 'edit'; email: string } | { type: 'submit' } | { type: 'succeeded' } | { type: 'failed'; error: string };

export const initialNewsletterState: NewsletterState = { status: 'idle', email: '', submitted: null, message: null };

/** Pure: (state, event) → state. The caller sends the request when a submit moves idle → subscribing. */
export function newsletterReducer(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'edit':
      // Editing the field hides the message; it never changes where a request stands.
      return { ...state, email: event.email, message: null };
    case 'submit': {
      // Once subscribing or subscribed, further submits are ignored.
      if (state.status !== 'idle') return state;
      const parsed = parseNewsletterEmail(state.email);
      if (!parsed.ok) return { ...state, message: { tone: 'error', text: parsed.message } };
      return { ...state, status: 'subscribing', submitted: parsed.email, message: null };
    }
    case 'succeeded':
      if (state.status !== 'subscribing') return state;
      return { ...state, status: 'subscribed', message: { tone: 'success', text: NEWSLETTER_MESSAGES.success } };
    case 'failed':
      if (state.status !== 'subscribing') return state;
      return { ...state, status: 'idle', message: { tone: 'error', text: event.error || NEWSLETTER_MESSAGES.failed } };
  }
}

/** True when this event, from this state, starts a subscribe request. */
export const startsRequest = (before: NewsletterState, after: NewsletterState) =>
  before.status === 'idle' && after.status === 'subscribing';

import { NEWSLETTER_MESSAGES } from '../newsletter-messages';
import type { NewsletterPayload } from '../schemas/newsletter';
import { HttpError, type HttpClient } from './http';

export const SUBSCRIBE_PATH = '/web/footer/subscribe';
export interface SubscribeResponse {
  message: string;
}

/** POST /web/footer/subscribe: resolves on 200; rejects with an HttpError otherwise. */
export function subscribeNewsletter(client: HttpClient, payload: NewsletterPayload): Promise<SubscribeResponse> {
  return client.post<SubscribeResponse>(SUBSCRIBE_PATH, payload);
}

/** Spec §8: the server's error field, else 'Failed to subscribe to Newsletter'. */
export function newsletterErrorMessage(error: unknown): string {
  return (error instanceof HttpError && error.error) || NEWSLETTER_MESSAGES.failed;
}

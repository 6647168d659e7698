import { isValidEmail } from './email';
import { NEWSLETTER_MESSAGES } from './newsletter-messages';

export type NewsletterEmailResult = { ok: true; email: string } | { ok: false; message: string };

/**
 * Spec §5 newsletter rule, the only copy of it (zod-free, for the footer; `newsletterSchema` delegates
 * here): trimmed, required ('Please enter your email'), the generic e-mail rule ('Please enter a valid
 * email'); a valid address is sent lower-cased.
 */
export function parseNewsletterEmail(value: string): NewsletterEmailResult {
  const email = value.trim();
  if (email === '') return { ok: false, message: NEWSLETTER_MESSAGES.required };
  if (!isValidEmail(email)) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  return { ok: true, email: email.toLowerCase() };
}

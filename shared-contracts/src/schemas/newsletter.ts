import { z } from 'zod';
import { isValidEmail } from '../email';

export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email',
  invalid: 'Please enter a valid email',
  failed: 'Failed to subscribe to Newsletter',
  success: 'Successfully subscribed to Newsletter',
} as const;

/** Spec §3/§5 newsletter subscription: {email}. */
export const newsletterSchema = z
  .object({ email: z.string({ error: NEWSLETTER_MESSAGES.required }) }, { error: 'Request body must be a JSON object' })
  .transform((v, ctx) => {
    const email = v.email.trim();
    if (email === '') {
      ctx.addIssue({ code: 'custom', message: NEWSLETTER_MESSAGES.required });
      return z.NEVER;
    }
    if (!isValidEmail(email)) {
      ctx.addIssue({ code: 'custom', message: NEWSLETTER_MESSAGES.invalid });
      return z.NEVER;
    }
    return { email: email.toLowerCase() };
  });

export type NewsletterPayload = z.input<typeof newsletterSchema>;

import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from '../newsletter-messages';
import { parseNewsletterEmail } from '../newsletter-email';

/** Spec §3/§5 newsletter subscription: {email}. The rule itself is `parseNewsletterEmail` (zod-free). */
export const newsletterSchema = z
  .object({ email: z.string({ error: NEWSLETTER_MESSAGES.required }) }, { error: 'Request body must be a JSON object' })
  .transform((v, ctx) => {
    const result = parseNewsletterEmail(v.email);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return { email: result.email };
  });

export type NewsletterPayload = z.input<typeof newsletterSchema>;

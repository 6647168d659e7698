/**
 * Spec §5/§8 newsletter texts. Kept apart from the zod schema so that a page which only shows them
 * (the footer) does not load zod.
 */
export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email',
  invalid: 'Please enter a valid email',
  failed: 'Failed to subscribe to Newsletter',
  success: 'Successfully subscribed to Newsletter',
} as const;

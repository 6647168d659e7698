/**
 * The api's own refusal messages that more than one layer sends: a limit enforced both by a plugin (before the
 * handler) and by a service (inside the write's transaction) answers with the same words either way. Messages of the
 * buyer's forms live in shared-contracts, where the pages read them too.
 */

/** A 429 of the per-IP limit, and of a fresh post from an address over it (only a replay of its key is answered). */
export const RATE_LIMIT_ERROR = 'Too many requests. Please try again later.';

/** A 429 of the per-mobile limit on the posts that create a lead. */
export const MOBILE_LIMIT_ERROR = 'Too many requests for this mobile number. Please try again later.';

/** A 422: the Idempotency-Key of this session already answered another body. */
export const IDEMPOTENCY_MISMATCH = 'Idempotency-Key was already used with a different request';

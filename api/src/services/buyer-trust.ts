import type { Queryable } from '../db/database';
import { BuyerVerificationRepository } from '../repositories/buyer-verification';
import type { VerifiedBy } from '../repositories/enquiries';
import { LeadRoutingRepository } from '../repositories/lead-routing';

/**
 * The trust model (SECURITY.md, "Trust model"), enforced here and only here. A mobile is a claim until its owner proves
 * it with a code in this session. What is tied to a mobile (its profile in `customers`, the details a lead carries and
 * is routed by, duplicate detection, routing itself) is decided only by verified enquiries:
 *
 * - step 1's details are kept with their own enquiry (enquiry_contacts), whoever sends them;
 * - an enquiry verified by SMS makes its details the mobile's profile, or, without details of its own, gets a copy of
 *   the profile (which only such enquiries ever wrote);
 * - an enquiry verified by an e-mail code (a non-India buyer on a company page) proved the e-mail, not the mobile: its
 *   details stay its own, and the mobile's profile is neither changed by it nor copied to it;
 * - only verified enquiries are queued for routing; routing (seller-leads/routing.ts) compares them only with other
 *   verified ones.
 *
 * Whether a session proved a contact is read with verifiedBySql (repositories/buyer-verification.ts), also by step 0.
 */

/** A verified enquiry's details and the mobile's profile, as verification decides (see above). */
export async function adoptVerifiedDetails(
  tx: Queryable,
  enquiry: { id: number; customer_id: number },
  by: VerifiedBy,
): Promise<void> {
  if (by !== 'sms') return;
  const repo = new BuyerVerificationRepository(tx);
  if (!(await repo.profileFromContact(enquiry.id, enquiry.customer_id)))
    await repo.contactFromProfile(enquiry.id, enquiry.customer_id);
}

/** A validated code: what the session proved. `email` is set for an e-mail code. */
interface Proof {
  sessionId: string;
  country: string;
  mobile: string;
  email: string | null;
}

/** At most this many of a session's verified enquiries are routed after one code. */
const ROUTED_PER_CODE = 20;

/**
 * A right code: the session's enquiries for the mobile (an e-mail code: those carrying that e-mail) are verified, their
 * details adopted, and every verified one of the session without an outcome is queued for routing now. Answers those.
 */
export async function verifySession(tx: Queryable, proof: Proof): Promise<number[]> {
  const repo = new BuyerVerificationRepository(tx);
  const by: VerifiedBy = proof.email === null ? 'sms' : 'email';
  await repo.recordProof(proof.sessionId, proof.country, proof.mobile, proof.email);
  for (const enquiry of await repo.markVerified(proof.sessionId, proof.country, proof.mobile, by, proof.email))
    await adoptVerifiedDetails(tx, enquiry, by);
  const route = await repo.unsettled(proof.sessionId, proof.country, proof.mobile, ROUTED_PER_CODE);
  await new LeadRoutingRepository(tx).queue(route, 0);
  return route;
}

import type { Database } from '../db/database';
import { LeadRoutingRepository } from '../repositories/lead-routing';

interface ClosedRequirement {
  serviceType: string;
  /** The sellers who had received it (they keep it; no other seller gets it). */
  sellers: number;
}

/**
 * The buyer closes their requirement (the signed link of their confirmation): from now on it reaches no further seller.
 * Under the buyer's lock: the enquiry is marked closed; a verified one still without an outcome gets 'not routable:
 * closed' and leaves the routing queue (a router holding it at that moment finds the outcome and stops). A closed
 * requirement is no longer one a later post would repeat (routing.ts). Closing twice changes nothing.
 */
export async function closeRequirement(db: Database, publicId: string): Promise<ClosedRequirement | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      country_code: string;
      mobile: string;
      service_type: string;
      verified: boolean;
    }>(
      `SELECT id, country_code, mobile, service_type, verified_at IS NOT NULL AS verified FROM enquiries WHERE public_id = $1`,
      [publicId],
    );
    const e = rows[0];
    if (!e) return null;
    const id = Number(e.id);
    const routing = new LeadRoutingRepository(tx);
    await routing.lockBuyer(e.country_code.trim(), e.mobile);
    await tx.query('UPDATE enquiries SET closed_at = coalesce(closed_at, now()) WHERE id = $1', [id]);
    if (e.verified && (await routing.record(id, { outcome: 'not_routable', reason: 'closed' }, null)))
      await routing.takeQueued(id);
    const sellers = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM seller_leads WHERE enquiry_id = $1', [
      id,
    ]);
    return { serviceType: e.service_type, sellers: sellers.rows[0]!.n };
  });
}

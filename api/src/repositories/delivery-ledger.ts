import type { Queryable } from '../db/database';

/** The reasons that want an operator: nobody was sent the requirement, and no buyer action explains it. */
const NEEDS_AN_OPERATOR = ['no-match', 'company-unlisted'] as const;

export interface LedgerCounts {
  verified: number;
  routed: number;
  duplicate: number;
  not_routable: Record<string, number>;
  /** Queued, not settled yet. */
  pending: number;
  /** Verified, with no outcome and not queued: must be 0 (a lead that would be lost). */
  without_outcome: number;
  /** Verified enquiries with more than one outcome: must be 0 (the ledger's primary key). */
  more_than_one: number;
}

interface NotRoutableLead {
  enquiry_id: string;
  recorded_at: string;
  reason: string;
  service_type: string;
  state: string | null;
  listing_slug: string | null;
  message: string;
  buyer_name: string | null;
  buyer_phone: string;
  buyer_email: string | null;
}

/** The delivery ledger as operators read it: counts, and the requirements no seller received. */
export class DeliveryLedgerRepository {
  constructor(private readonly db: Queryable) {}

  async counts(): Promise<LedgerCounts> {
    const { rows } = await this.db.query<{ key: string; n: number }>(
      `SELECT 'verified' AS key, count(*)::int AS n FROM enquiries WHERE verified_at IS NOT NULL
       UNION ALL SELECT outcome || coalesce(':' || reason, ''), count(*)::int FROM lead_routings GROUP BY outcome, reason
       UNION ALL SELECT 'pending', count(*)::int FROM lead_routing_queue
       UNION ALL SELECT 'without_outcome', count(*)::int FROM enquiries e WHERE e.verified_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM lead_routings r WHERE r.enquiry_id = e.id)
         AND NOT EXISTS (SELECT 1 FROM lead_routing_queue q WHERE q.enquiry_id = e.id)
       UNION ALL SELECT 'more_than_one', count(*)::int FROM (SELECT enquiry_id FROM lead_routings GROUP BY enquiry_id HAVING count(*) > 1) m`,
    );
    const counts: LedgerCounts = {
      verified: 0,
      routed: 0,
      duplicate: 0,
      not_routable: {},
      pending: 0,
      without_outcome: 0,
      more_than_one: 0,
    };
    for (const { key, n } of rows) {
      if (key.startsWith('not_routable:')) counts.not_routable[key.slice('not_routable:'.length)] = n;
      else if (key in counts) (counts as unknown as Record<string, number>)[key] = n;
    }
    return counts;
  }

  /** Not routable for want of a seller, recorded in the last `days`: how many (the /health figure). */
  async needingAnOperator(days: number): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lead_routings
       WHERE outcome = 'not_routable' AND reason = ANY ($1::text[]) AND routed_at > now() - make_interval(days => $2)`,
      [[...NEEDS_AN_OPERATOR], days],
    );
    return rows[0]!.n;
  }

  /** The newest of those, with what an operator needs to find the buyer a seller. */
  async notRoutable(limit: number): Promise<NotRoutableLead[]> {
    const { rows } = await this.db.query<NotRoutableLead & { recorded_at: Date }>(
      `SELECT e.public_id AS enquiry_id, r.routed_at AS recorded_at, r.reason, e.service_type, r.state, e.listing_slug, e.message,
         c.name AS buyer_name, '+' || e.isd_code || e.mobile AS buyer_phone, coalesce(c.email, e.email) AS buyer_email
       FROM lead_routings r JOIN enquiries e ON e.id = r.enquiry_id LEFT JOIN enquiry_contacts c ON c.enquiry_id = e.id
       WHERE r.outcome = 'not_routable' AND r.reason = ANY ($1::text[])
       ORDER BY r.routed_at DESC LIMIT $2`,
      [[...NEEDS_AN_OPERATOR], limit],
    );
    return rows.map((r) => ({ ...r, recorded_at: new Date(r.recorded_at).toISOString() }));
  }
}

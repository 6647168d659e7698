import type { Queryable } from '../db/database';

/** What the routing needs of an enquiry: its requirement, the buyer's address, and whether it may be routed. */
export interface EnquiryForRouting {
  id: number;
  service_type: string;
  listing_slug: string | null;
  medicine_type: unknown;
  service_for: unknown;
  pcd_area: string | null;
  address: string | null;
  in_window: boolean;
  verified: boolean;
  duplicate: boolean;
}

export interface RoutingTarget {
  id: number;
  name: string;
}

/**
 * The companies a general requirement goes to: the service type, the place (a state the company serves, or its
 * own) and, when the buyer named any, an overlap of categories or medicine types (a company without stated
 * ones takes any). Favoured: weekly quota left, then stated preferences that match, then rank.
 */
export const MATCHING_SQL = `
  SELECT c.id, c.name FROM company_lead_preferences p
  JOIN companies c ON c.id = p.company_id
  JOIN company_packages cp ON cp.company_id = c.id
  JOIN packages pk ON pk.id = cp.package_id
  WHERE $1 = ANY (p.service_types)
    AND ($2::text IS NULL OR $2 = ANY (p.states) OR c.state = $2)
    AND (cardinality($3::text[]) + cardinality($4::text[]) = 0 OR cardinality(p.categories) + cardinality(p.medicine_types) = 0
         OR p.categories && $3::text[] OR p.medicine_types && $4::text[])
  ORDER BY
    ((SELECT count(*) FROM seller_leads l WHERE l.company_id = c.id AND l.routed_at > now() - interval '7 days') < pk.weekly_lead_quota) DESC,
    (coalesce($2 = ANY (p.states), false)::int + (p.categories && $3::text[])::int + (p.medicine_types && $4::text[])::int) DESC,
    c.rank DESC, c.id
  LIMIT $5`;

/**
 * Lead routing (issue 21): the enquiry, the companies it goes to, the routing claim and the leads; and the queue of
 * routings that validated OTPs promised (issue 19).
 */
export class LeadRoutingRepository {
  constructor(private readonly db: Queryable) {}

  /** The enquiry with its requirement; `in_window` when it was posted less than `windowDays` ago. */
  async enquiry(enquiryId: number, windowDays: number): Promise<EnquiryForRouting | null> {
    const { rows } = await this.db.query<EnquiryForRouting>(
      `SELECT e.id, e.service_type, e.listing_slug, r.medicine_type, r.service_for, r.pcd_area, cu.address,
         e.created_at > now() - make_interval(days => $2) AS in_window, e.verified_at IS NOT NULL AS verified, e.duplicate_of IS NOT NULL AS duplicate
       FROM enquiries e JOIN customers cu ON cu.id = e.customer_id LEFT JOIN enquiry_requirements r ON r.enquiry_id = e.id
       WHERE e.id = $1`,
      [enquiryId, windowDays],
    );
    return rows[0] ?? null;
  }

  /** The listed company an enquiry on a company page goes to (none when the slug names no company). */
  async listedCompany(slug: string): Promise<RoutingTarget[]> {
    const { rows } = await this.db.query<RoutingTarget>('SELECT id, name FROM companies WHERE slug = $1', [slug]);
    return rows.map((t) => ({ ...t, id: Number(t.id) }));
  }

  /** MATCHING_SQL: at most `limit` companies, best first. */
  async matchingCompanies(m: {
    serviceType: string;
    state: string | null;
    categories: string[];
    medicineTypes: string[];
    limit: number;
  }): Promise<RoutingTarget[]> {
    const { rows } = await this.db.query<RoutingTarget>(MATCHING_SQL, [
      m.serviceType,
      m.state,
      m.categories,
      m.medicineTypes,
      m.limit,
    ]);
    return rows.map((t) => ({ ...t, id: Number(t.id) }));
  }

  /** Records the routing; false when the enquiry was routed already (the claim is its primary key). */
  async claim(enquiryId: number, companies: number, state: string | null): Promise<boolean> {
    const { rows } = await this.db.query(
      'INSERT INTO lead_routings (enquiry_id, companies, state) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING enquiry_id',
      [enquiryId, companies, state],
    );
    return rows.length > 0;
  }

  /** One lead per company (a company that has this enquiry already is skipped); answers the leads made. */
  async insertLeads(enquiryId: number, companyIds: number[]): Promise<{ id: number; company_id: number }[]> {
    const { rows } = await this.db.query<{ id: number; company_id: number }>(
      `INSERT INTO seller_leads (enquiry_id, company_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING RETURNING id, company_id`,
      [enquiryId, companyIds],
    );
    return rows.map((l) => ({ id: Number(l.id), company_id: Number(l.company_id) }));
  }

  /**
   * Takes a queued routing (migration 009) for this transaction: the row is removed when it commits, and stays when
   * it rolls back. False when it is not queued, or another transaction has it now (SKIP LOCKED: never waits).
   */
  async takeQueued(enquiryId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `DELETE FROM lead_routing_queue WHERE enquiry_id = (
         SELECT enquiry_id FROM lead_routing_queue WHERE enquiry_id = $1 FOR UPDATE SKIP LOCKED) RETURNING enquiry_id`,
      [enquiryId],
    );
    return rows.length > 0;
  }

  /** Queued routings older than the grace period and not waiting for a retry, oldest first. */
  async dueQueued(graceSeconds: number, limit: number): Promise<number[]> {
    const { rows } = await this.db.query<{ enquiry_id: number }>(
      `SELECT enquiry_id FROM lead_routing_queue
       WHERE queued_at <= now() - make_interval(secs => $1) AND (retry_at IS NULL OR retry_at <= now())
       ORDER BY queued_at LIMIT $2`,
      [graceSeconds, limit],
    );
    return rows.map((r) => Number(r.enquiry_id));
  }

  /** After a failed attempt: the sweep retries in 5 s, 10 s, 20 s … at most an hour (the outbox's back-off). */
  async retryQueuedLater(enquiryId: number): Promise<void> {
    await this.db.query(
      `UPDATE lead_routing_queue SET attempts = attempts + 1,
         retry_at = now() + make_interval(secs => least(5 * power(2, attempts), 3600)) WHERE enquiry_id = $1`,
      [enquiryId],
    );
  }
}

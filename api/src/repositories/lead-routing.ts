import type { NotRoutableReason } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

/** What routing needs of an enquiry: its buyer, target, requirement and verified details, and whether it may go out. */
export interface EnquiryForRouting {
  id: number;
  public_id: string;
  service_type: string;
  country_code: string;
  isd_code: string;
  mobile: string;
  listing_slug: string | null;
  medicine_type: unknown;
  service_for: unknown;
  pcd_area: string | null;
  /** The card's Order Value (99999 or 100001), when the buyer gave one (3rd party manufacturing only). */
  order_value: number | null;
  /** The verified details' place and e-mail (enquiry_contacts), or the e-mail posted with a company-page enquiry. */
  address: string | null;
  email: string | null;
  in_window: boolean;
  verified: boolean;
  closed: boolean;
}

/** Where the companies of a general requirement were found: the buyer's city, state, a neighbouring state, anywhere. */
export type RoutingScope = 'listing' | 'area' | 'state' | 'nearby' | 'anywhere';

export interface RoutingTarget {
  id: number;
  name: string;
  scope: RoutingScope;
}

/** One verified enquiry's outcome: the delivery ledger's row (lead_routings, migration 013). */
export type LedgerOutcome =
  | { outcome: 'routed'; companies: number; scope: RoutingScope }
  | { outcome: 'duplicate'; duplicateOf: number }
  | { outcome: 'not_routable'; reason: NotRoutableReason };

/**
 * The companies a general requirement goes to: listed, offering the service type, and, when the buyer named any, sharing
 * a category or medicine type (a company without stated ones takes any), and, when the requirement names an order value,
 * at least the company's minimum order value (if it has one). The place widens only when nothing matches:
 * the companies of the requirement's state (stated in their preferences, or their own; those in its city, the area,
 * among them); when there are none, those of the neighbouring states ($4); with no place at all, any. Among those,
 * in turn: weekly quota left first; then least recently served (a company never served comes first), so that every
 * matching member gets its share rather than the same top-ranked ten; then the area's own, stated preferences that
 * match, rank.
 */
export const MATCHING_SQL = `
  WITH candidates AS (
    SELECT c.id, c.name, c.rank,
      CASE
        WHEN $2::text IS NULL THEN 'anywhere'
        WHEN c.state = $2 AND lower(c.city) = lower($3) THEN 'area'
        WHEN $2 = ANY (p.states) OR c.state = $2 THEN 'state'
        WHEN p.states && $4::text[] OR c.state = ANY ($4::text[]) THEN 'nearby'
      END AS scope,
      (SELECT count(*) FROM seller_leads l WHERE l.company_id = c.id AND l.routed_at > now() - interval '7 days') < pk.weekly_lead_quota
        AS quota_left,
      (SELECT max(l.routed_at) FROM seller_leads l WHERE l.company_id = c.id) AS last_served,
      coalesce($2 = ANY (p.states), false)::int + (p.categories && $5::text[])::int + (p.medicine_types && $6::text[])::int
        AS preference
    FROM company_lead_preferences p
    JOIN companies c ON c.id = p.company_id AND c.listed
    JOIN company_packages cp ON cp.company_id = c.id
    JOIN packages pk ON pk.id = cp.package_id
    WHERE $1 = ANY (p.service_types)
      AND ($2::text IS NULL OR c.state = $2 OR c.state = ANY ($4::text[]) OR p.states && array_append($4::text[], $2))
      AND (cardinality($5::text[]) + cardinality($6::text[]) = 0 OR cardinality(p.categories) + cardinality(p.medicine_types) = 0
           OR p.categories && $5::text[] OR p.medicine_types && $6::text[])
      AND ($8::int IS NULL OR p.min_order_value IS NULL OR $8::int >= p.min_order_value)
  )
  SELECT id, name, scope FROM candidates
  WHERE scope IS NOT NULL AND (scope <> 'nearby' OR NOT EXISTS (SELECT 1 FROM candidates WHERE scope IN ('area', 'state')))
  ORDER BY quota_left DESC, last_served ASC NULLS FIRST, (scope = 'area') DESC, preference DESC, rank DESC, id
  LIMIT $7`;

/** Lead routing: the enquiry, the companies it goes to, the ledger and the leads; and the queue of routings to do. */
export class LeadRoutingRepository {
  constructor(private readonly db: Queryable) {}

  /** The enquiry with its requirement and verified details; `in_window` when it was posted less than `windowDays` ago. */
  async enquiry(enquiryId: number, windowDays: number): Promise<EnquiryForRouting | null> {
    const { rows } = await this.db.query<EnquiryForRouting>(
      `SELECT e.id, e.public_id, e.service_type, e.country_code, e.isd_code, e.mobile, e.listing_slug, r.medicine_type,
         r.service_for, r.pcd_area, r.order_value, c.address, coalesce(c.email, e.email) AS email,
         e.created_at > now() - make_interval(days => $2) AS in_window, e.verified_at IS NOT NULL AS verified,
         e.closed_at IS NOT NULL AS closed
       FROM enquiries e LEFT JOIN enquiry_contacts c ON c.enquiry_id = e.id LEFT JOIN enquiry_requirements r ON r.enquiry_id = e.id
       WHERE e.id = $1`,
      [enquiryId, windowDays],
    );
    const row = rows[0];
    return row ? { ...row, id: Number(row.id), country_code: row.country_code.trim() } : null;
  }

  /** The buyer's routings one at a time (the same lock as their posts): a duplicate is decided against every commit. */
  async lockBuyer(country: string, mobile: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lead:${country}:${mobile}`]);
  }

  async hasOutcome(enquiryId: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM lead_routings WHERE enquiry_id = $1', [enquiryId]);
    return rows.length > 0;
  }

  /**
   * The buyer's earlier requirement this one repeats: routed within the last `hours`, same service type and target
   * (the same company page, or the general flow), not closed. Only verified enquiries have a ledger row.
   */
  async routedBefore(e: EnquiryForRouting, hours: number): Promise<number | undefined> {
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT o.id FROM enquiries o JOIN lead_routings r ON r.enquiry_id = o.id
       WHERE o.country_code = $1 AND o.mobile = $2 AND o.service_type = $3 AND coalesce(o.listing_slug, '') = $4
         AND o.id <> $5 AND o.closed_at IS NULL AND r.outcome = 'routed' AND r.routed_at > now() - make_interval(hours => $6)
       ORDER BY r.routed_at LIMIT 1`,
      [e.country_code, e.mobile, e.service_type, e.listing_slug ?? '', e.id, hours],
    );
    return rows[0] ? Number(rows[0].id) : undefined;
  }

  /** The company of a company-page enquiry, when it is listed (an unlisted company is routed no leads). */
  async listedCompany(slug: string): Promise<RoutingTarget[]> {
    const { rows } = await this.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM companies WHERE slug = $1 AND listed',
      [slug],
    );
    return rows.map((t) => ({ id: Number(t.id), name: t.name, scope: 'listing' }));
  }

  /** MATCHING_SQL: at most `limit` companies, best first. */
  async matchingCompanies(m: {
    serviceType: string;
    place: { city: string; state: string } | null;
    neighbours: readonly string[];
    categories: string[];
    medicineTypes: string[];
    limit: number;
    /** The requirement's order value, when it names one: a company's minimum order value is checked against it. */
    orderValue?: number | null;
  }): Promise<RoutingTarget[]> {
    const { rows } = await this.db.query<RoutingTarget>(MATCHING_SQL, [
      m.serviceType,
      m.place?.state ?? null,
      m.place?.city ?? null,
      [...m.neighbours],
      m.categories,
      m.medicineTypes,
      m.limit,
      m.orderValue ?? null,
    ]);
    return rows.map((t) => ({ ...t, id: Number(t.id) }));
  }

  /** Records the enquiry's one outcome; false when it has one already (the ledger's primary key). */
  async record(enquiryId: number, o: LedgerOutcome, state: string | null): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO lead_routings (enquiry_id, companies, state, outcome, duplicate_of, reason, scope)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING enquiry_id`,
      [
        enquiryId,
        o.outcome === 'routed' ? o.companies : 0,
        state,
        o.outcome,
        o.outcome === 'duplicate' ? o.duplicateOf : null,
        o.outcome === 'not_routable' ? o.reason : null,
        o.outcome === 'routed' ? o.scope : null,
      ],
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
   * Queues verified enquiries for routing, due in `dueInSeconds` (an enquiry queued already keeps the earlier time);
   * one with an outcome is not queued.
   */
  async queue(enquiryIds: number[], dueInSeconds: number): Promise<void> {
    if (enquiryIds.length === 0) return;
    await this.db.query(
      `INSERT INTO lead_routing_queue (enquiry_id, due_at)
       SELECT id, now() + make_interval(secs => $2) FROM unnest($1::int[]) AS q(id)
       WHERE NOT EXISTS (SELECT 1 FROM lead_routings r WHERE r.enquiry_id = q.id)
       ON CONFLICT (enquiry_id) DO UPDATE SET due_at = least(lead_routing_queue.due_at, EXCLUDED.due_at)`,
      [enquiryIds, dueInSeconds],
    );
  }

  /**
   * Takes a queued routing for this transaction: the row is removed when it commits, and stays when it rolls back.
   * False when it is not queued, or another transaction has it now (SKIP LOCKED: never waits).
   */
  async takeQueued(enquiryId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `DELETE FROM lead_routing_queue WHERE enquiry_id = (
         SELECT enquiry_id FROM lead_routing_queue WHERE enquiry_id = $1 FOR UPDATE SKIP LOCKED) RETURNING enquiry_id`,
      [enquiryId],
    );
    return rows.length > 0;
  }

  /** Queued routings that are due, older than the grace period and not waiting for a retry, oldest first. */
  async dueQueued(graceSeconds: number, limit: number): Promise<number[]> {
    const { rows } = await this.db.query<{ enquiry_id: number }>(
      `SELECT enquiry_id FROM lead_routing_queue
       WHERE queued_at <= now() - make_interval(secs => $1) AND due_at <= now() AND (retry_at IS NULL OR retry_at <= now())
       ORDER BY queued_at LIMIT $2`,
      [graceSeconds, limit],
    );
    return rows.map((r) => Number(r.enquiry_id));
  }

  /**
   * After a failed attempt: the sweep retries in 5 s, 10 s, 20 s … at most an hour (the outbox's back-off); it was
   * due, so it waits for nothing else.
   */
  async retryQueuedLater(enquiryId: number): Promise<void> {
    await this.db.query(
      `UPDATE lead_routing_queue SET attempts = attempts + 1, due_at = least(due_at, now()),
         retry_at = now() + make_interval(secs => least(5 * power(2, attempts), 3600)) WHERE enquiry_id = $1`,
      [enquiryId],
    );
  }
}

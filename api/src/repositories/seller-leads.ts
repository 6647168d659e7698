import type {
  LeadEvent,
  LeadRequirement,
  LeadStatus,
  NotRelevantReason,
  SellerLeadReach,
  LeadReachProblem,
  SellerQuota,
  SellerLead,
  SellerLeadDetails,
  SellerLeadFilters,
  SellerPreferences,
} from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import type { ListingWindow } from '../lib/listing';
import { hotLeadSql } from '../seller-leads/hot-lead';
import { titles } from '../seller-leads/lead-place';

/** The list's order: spec §5 allows name, title or rank only; here name is the buyer's, title the service type. */
const ORDER: Record<string, string> = { name: 'cu.name, ', title: 'e.service_type, ', rank: '' };

// A follow-up date is a calendar day: read as text, never turned into a time in some zone.
const LEAD_COLUMNS = `l.id, e.service_type, r.state, l.status, l.routed_at, cu.name AS buyer_name, e.mobile AS buyer_mobile, e.message,
  l.follow_up_on::text AS follow_up_on, ${hotLeadSql()} AS hot`;
/** The list's hot view: only hot leads (a condition), or hot leads first (an ordering ahead of the rest). */
const hotWhere = (f: SellerLeadFilters) => (f.hot === 'only' ? `AND ${hotLeadSql()}` : '');
const hotOrder = (f: SellerLeadFilters) => (f.hot === 'first' ? `${hotLeadSql()} DESC, ` : '');
/** Today in India, where the sellers are: a follow-up dated today is due from India's midnight. */
const TODAY_IN_INDIA = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;
/** A lead's timeline shows at most this many actions (the latest). */
const TIMELINE_MAX = 200;
/** The dashboard lists at most this many due follow-ups. */
const FOLLOW_UPS_MAX = 50;
// The buyer's details are the lead's own verified ones (enquiry_contacts: see services/buyer-trust.ts).
const FROM = `FROM seller_leads l JOIN enquiries e ON e.id = l.enquiry_id LEFT JOIN enquiry_contacts cu ON cu.enquiry_id = e.id
  LEFT JOIN lead_routings r ON r.enquiry_id = e.id`;

interface DetailColumns {
  note: string;
  not_relevant_reason: NotRelevantReason | null;
  buyer_email: string | null;
  buyer_country_code: string;
  buyer_isd_code: string;
}
/** The requirement's columns as stored: the enquiry (step 0), its verified details (1) and its requirement (2). */
type RequirementRow = Omit<LeadRequirement, 'medicine_types' | 'categories' | 'listing'> & {
  medicine_type: unknown;
  service_for: unknown;
  listing_name: string | null;
  listing_slug: string | null;
};
// Step 1's details are the lead's own verified ones (enquiry_contacts), never the mobile's profile.
const REQUIREMENT_COLUMNS = `e.required_when, e.call_time, cu.address AS buyer_address, cu.firm_name, cu.gst_number, cu.drug_license,
  cu.experience, cu.profession, q.medicine_type, q.service_for, q.selling_purpose, q.investment, q.pcd_area, q.quantity,
  q.order_value, lc.name AS listing_name, lc.slug AS listing_slug`;
const REQUIREMENT_JOINS = `LEFT JOIN enquiry_requirements q ON q.enquiry_id = e.id LEFT JOIN companies lc ON lc.slug = e.listing_slug`;

function requirementOf(row: RequirementRow): LeadRequirement {
  return {
    required_when: row.required_when,
    call_time: row.call_time,
    buyer_address: row.buyer_address,
    firm_name: row.firm_name,
    gst_number: row.gst_number,
    drug_license: row.drug_license,
    experience: row.experience,
    profession: row.profession,
    medicine_types: titles(row.medicine_type),
    categories: titles(row.service_for),
    selling_purpose: row.selling_purpose,
    investment: row.investment,
    pcd_area: row.pcd_area,
    quantity: row.quantity,
    order_value: row.order_value,
    listing: row.listing_name && row.listing_slug ? { name: row.listing_name, slug: row.listing_slug } : null,
  };
}

const lead = <T extends SellerLead>(row: T): T => ({
  ...row,
  id: Number(row.id),
  routed_at: new Date(row.routed_at).toISOString(),
});

/** A company's leads: every query is scoped by the signed-in seller's company id. */
export class SellerLeadsRepository {
  constructor(private readonly db: Queryable) {}

  async list(companyId: number, f: SellerLeadFilters, window: ListingWindow): Promise<SellerLead[]> {
    const { rows } = await this.db.query<SellerLead>(
      `SELECT ${LEAD_COLUMNS} ${FROM}
       WHERE l.company_id = $1 AND ($2::text IS NULL OR e.service_type = $2) AND ($3::text IS NULL OR lower(r.state) = lower($3))
         AND ($4::text IS NULL OR l.status = $4) ${hotWhere(f)}
       ORDER BY ${hotOrder(f)}${window.orderBy ? ORDER[window.orderBy] : ''}l.routed_at DESC, l.id DESC LIMIT $5 OFFSET $6`,
      [companyId, f.service_type ?? null, f.state ?? null, f.status ?? null, window.limit, window.offset],
    );
    return rows.map(lead);
  }

  async find(companyId: number, leadId: number): Promise<SellerLeadDetails | null> {
    return (await this.details(companyId, 'l.id = $2', [leadId]))[0] ?? null;
  }

  /** The CSV's rows: the list's filters and window, with each lead's details, in one query. */
  async listDetails(companyId: number, f: SellerLeadFilters, window: ListingWindow): Promise<SellerLeadDetails[]> {
    return this.details(
      companyId,
      `($2::text IS NULL OR e.service_type = $2) AND ($3::text IS NULL OR lower(r.state) = lower($3)) AND ($4::text IS NULL OR l.status = $4)
       ${hotWhere(f)} ORDER BY ${hotOrder(f)}${window.orderBy ? ORDER[window.orderBy] : ''}l.routed_at DESC, l.id DESC LIMIT $5 OFFSET $6`,
      [f.service_type ?? null, f.state ?? null, f.status ?? null, window.limit, window.offset],
    );
  }

  /** What the buyer said about one enquiry, for its notifications (the same fields as the lead page's). */
  async requirement(enquiryId: number): Promise<LeadRequirement & { state: string | null }> {
    const { rows } = await this.db.query<RequirementRow & { state: string | null }>(
      `SELECT r.state, ${REQUIREMENT_COLUMNS}
       FROM enquiries e LEFT JOIN enquiry_contacts cu ON cu.enquiry_id = e.id LEFT JOIN lead_routings r ON r.enquiry_id = e.id
         ${REQUIREMENT_JOINS}
       WHERE e.id = $1`,
      [enquiryId],
    );
    if (!rows[0]) throw new Error(`no enquiry ${enquiryId}`);
    const { state, ...row } = rows[0];
    return { state, ...requirementOf(row) };
  }

  private async details(companyId: number, where: string, params: unknown[]): Promise<SellerLeadDetails[]> {
    const { rows } = await this.db.query<SellerLead & RequirementRow & DetailColumns>(
      `SELECT ${LEAD_COLUMNS}, l.note, l.not_relevant_reason, coalesce(cu.email, e.email) AS buyer_email, e.country_code AS buyer_country_code,
         e.isd_code AS buyer_isd_code, ${REQUIREMENT_COLUMNS}
       ${FROM} ${REQUIREMENT_JOINS}
       WHERE l.company_id = $1 AND ${where}`,
      [companyId, ...params],
    );
    return rows.map((row) =>
      lead({
        id: row.id,
        service_type: row.service_type,
        state: row.state,
        status: row.status,
        routed_at: row.routed_at,
        buyer_name: row.buyer_name,
        buyer_mobile: row.buyer_mobile,
        message: row.message,
        follow_up_on: row.follow_up_on,
        hot: row.hot,
        buyer_email: row.buyer_email,
        buyer_country_code: row.buyer_country_code.trim(),
        buyer_isd_code: row.buyer_isd_code,
        not_relevant_reason: row.not_relevant_reason,
        note: row.note,
        timeline: [],
        ...requirementOf(row),
      }),
    );
  }

  /**
   * Each action below changes the lead and stamps its timeline in one statement, scoped by the company: each answers
   * false when the lead is not this company's (nothing changes then). An action that changes nothing stamps nothing.
   */
  async setStatus(
    companyId: number,
    leadId: number,
    status: LeadStatus,
    reason: NotRelevantReason | null,
  ): Promise<boolean> {
    const r = await this.db.query(
      `WITH old AS (SELECT id, status, not_relevant_reason FROM seller_leads WHERE company_id = $1 AND id = $2 FOR UPDATE),
         u AS (UPDATE seller_leads l SET status = $3, not_relevant_reason = $4, status_changed_at = now() FROM old WHERE l.id = old.id
               RETURNING l.id, old.status IS DISTINCT FROM $3 OR old.not_relevant_reason IS DISTINCT FROM $4 AS changed),
         ev AS (INSERT INTO seller_lead_events (lead_id, kind, detail) SELECT id, 'status', $5 FROM u WHERE changed)
       SELECT id FROM u`,
      [companyId, leadId, status, reason, reason ? `${status}: ${reason}` : status],
    );
    return r.rows.length > 0;
  }

  async setNote(companyId: number, leadId: number, note: string): Promise<boolean> {
    const r = await this.db.query(
      `WITH old AS (SELECT id, note FROM seller_leads WHERE company_id = $1 AND id = $2 FOR UPDATE),
         u AS (UPDATE seller_leads l SET note = $3 FROM old WHERE l.id = old.id RETURNING l.id, old.note AS before),
         ev AS (INSERT INTO seller_lead_events (lead_id, kind, detail)
                SELECT id, 'note', CASE WHEN $3 = '' THEN 'removed' WHEN before = '' THEN 'added' ELSE 'changed' END
                FROM u WHERE before <> $3)
       SELECT id FROM u`,
      [companyId, leadId, note],
    );
    return r.rows.length > 0;
  }

  async setFollowUp(companyId: number, leadId: number, date: string | null): Promise<boolean> {
    const r = await this.db.query(
      `WITH old AS (SELECT id, follow_up_on FROM seller_leads WHERE company_id = $1 AND id = $2 FOR UPDATE),
         u AS (UPDATE seller_leads l SET follow_up_on = $3::date FROM old WHERE l.id = old.id
               RETURNING l.id, old.follow_up_on IS DISTINCT FROM $3::date AS changed),
         ev AS (INSERT INTO seller_lead_events (lead_id, kind, detail) SELECT id, 'follow_up', $4 FROM u WHERE changed)
       SELECT id FROM u`,
      [companyId, leadId, date, date ?? 'cleared'],
    );
    return r.rows.length > 0;
  }

  /** A call or WhatsApp to the buyer, stamped in the timeline. */
  async recordContact(companyId: number, leadId: number, channel: 'call' | 'whatsapp'): Promise<boolean> {
    const r = await this.db.query(
      `INSERT INTO seller_lead_events (lead_id, kind) SELECT id, $3 FROM seller_leads WHERE company_id = $1 AND id = $2 RETURNING lead_id`,
      [companyId, leadId, channel],
    );
    return r.rows.length > 0;
  }

  /** The lead's latest actions, oldest first (the caller has checked that the lead is the company's). */
  async timeline(leadId: number): Promise<LeadEvent[]> {
    const { rows } = await this.db.query<LeadEvent>(
      `SELECT kind, detail, at FROM (SELECT id, kind, detail, at FROM seller_lead_events WHERE lead_id = $1 ORDER BY id DESC LIMIT ${TIMELINE_MAX}) t ORDER BY id`,
      [leadId],
    );
    return rows.map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
  }

  /** The open leads (not converted, not not relevant) whose follow-up date is today in India or earlier. */
  async dueFollowUps(companyId: number): Promise<SellerLead[]> {
    const { rows } = await this.db.query<SellerLead>(
      `SELECT ${LEAD_COLUMNS} ${FROM}
       WHERE l.company_id = $1 AND l.follow_up_on <= ${TODAY_IN_INDIA} AND l.status NOT IN ('converted', 'not_relevant')
       ORDER BY l.follow_up_on, l.id LIMIT ${FOLLOW_UPS_MAX}`,
      [companyId],
    );
    return rows.map(lead);
  }

  /**
   * The package (the free one, id 5, for a company without a package row) and the leads of the last 7 days,
   * counted as routing counts them (repositories/lead-routing.ts, MATCHING_SQL).
   */
  async quota(companyId: number): Promise<SellerQuota> {
    const { rows } = await this.db.query<{
      id: number;
      name: string;
      price_inr: number;
      period: string;
      weekly_lead_quota: number;
      since: string | null;
      used: string;
      oldest: string | null;
    }>(
      `SELECT pk.id, pk.name, pk.price_inr, pk.period, pk.weekly_lead_quota, cp.since,
         (SELECT count(*) FROM seller_leads l WHERE l.company_id = $1 AND l.routed_at > now() - interval '7 days') AS used,
         (SELECT min(l.routed_at) FROM seller_leads l WHERE l.company_id = $1 AND l.routed_at > now() - interval '7 days') AS oldest
       FROM packages pk LEFT JOIN company_packages cp ON cp.company_id = $1
       WHERE pk.id = coalesce(cp.package_id, 5)`,
      [companyId],
    );
    const r = rows[0]!;
    const used = Number(r.used);
    const quota = Number(r.weekly_lead_quota);
    return {
      package: { id: Number(r.id), name: r.name, price_inr: Number(r.price_inr), period: r.period },
      weekly_quota: quota,
      used,
      left: Math.max(0, quota - used),
      next_free_at: r.oldest ? new Date(new Date(r.oldest).getTime() + 7 * 24 * 3600 * 1000).toISOString() : null,
      since: r.since ? new Date(r.since).toISOString() : null,
    };
  }

  /** The facts routing and listing decide on (see LEAD_REACH_PROBLEMS), in one read. */
  async reach(companyId: number): Promise<SellerLeadReach> {
    const { rows } = await this.db.query<{
      listed: boolean;
      state: string;
      join_free: boolean;
      service_types: number | null;
      states: number | null;
      categories: number | null;
      has_package: boolean;
    }>(
      `SELECT c.listed, c.state, c.registration_id IS NOT NULL AS join_free, cardinality(p.service_types) AS service_types,
         cardinality(p.states) AS states, cardinality(p.categories) AS categories, cp.company_id IS NOT NULL AS has_package
       FROM companies c LEFT JOIN company_lead_preferences p ON p.company_id = c.id
         LEFT JOIN company_packages cp ON cp.company_id = c.id
       WHERE c.id = $1`,
      [companyId],
    );
    const r = rows[0]!;
    const problems: LeadReachProblem[] = [];
    if (!r.service_types) problems.push('no_service_type');
    if (!r.state && !r.states) problems.push('no_place');
    if (r.join_free && !r.categories) problems.push('no_category');
    if (!r.listed) problems.push('not_listed');
    if (!r.has_package) problems.push('no_package');
    return { listed: r.listed, company_state: r.state ?? '', problems };
  }

  async preferences(companyId: number): Promise<SellerPreferences> {
    const { rows } = await this.db.query<SellerPreferences>(
      'SELECT service_types, states, categories, medicine_types, min_order_value FROM company_lead_preferences WHERE company_id = $1',
      [companyId],
    );
    return rows[0] ?? { service_types: [], states: [], categories: [], medicine_types: [], min_order_value: null };
  }

  async savePreferences(companyId: number, p: SellerPreferences): Promise<void> {
    await this.db.query(
      `INSERT INTO company_lead_preferences (company_id, service_types, states, categories, medicine_types, min_order_value)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (company_id) DO UPDATE SET service_types = $2, states = $3, categories = $4, medicine_types = $5,
         min_order_value = $6, updated_at = now()`,
      [companyId, p.service_types, p.states, p.categories, p.medicine_types, p.min_order_value],
    );
  }
}

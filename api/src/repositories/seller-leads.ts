import type { SellerLead, SellerLeadDetails, SellerLeadFilters, SellerPreferences } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import type { ListingWindow } from '../lib/listing';

/** The list's order: spec §5 allows name, title or rank only; here name is the buyer's, title the service type. */
const ORDER: Record<string, string> = { name: 'cu.name, ', title: 'e.service_type, ', rank: '' };

const LEAD_COLUMNS = `l.id, e.service_type, r.state, l.status, l.routed_at, cu.name AS buyer_name, e.mobile AS buyer_mobile, e.message`;
// The buyer's details are the lead's own verified ones (enquiry_contacts: see services/buyer-trust.ts).
const FROM = `FROM seller_leads l JOIN enquiries e ON e.id = l.enquiry_id LEFT JOIN enquiry_contacts cu ON cu.enquiry_id = e.id
  LEFT JOIN lead_routings r ON r.enquiry_id = e.id`;

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
         AND ($4::text IS NULL OR l.status = $4)
       ORDER BY ${window.orderBy ? ORDER[window.orderBy] : ''}l.routed_at DESC, l.id DESC LIMIT $5 OFFSET $6`,
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
       ORDER BY ${window.orderBy ? ORDER[window.orderBy] : ''}l.routed_at DESC, l.id DESC LIMIT $5 OFFSET $6`,
      [f.service_type ?? null, f.state ?? null, f.status ?? null, window.limit, window.offset],
    );
  }

  private async details(companyId: number, where: string, params: unknown[]): Promise<SellerLeadDetails[]> {
    const { rows } = await this.db.query<SellerLeadDetails & { medicine_type: unknown; service_for: unknown }>(
      `SELECT ${LEAD_COLUMNS}, coalesce(cu.email, e.email) AS buyer_email, cu.address AS buyer_address, e.country_code AS buyer_country_code,
         e.isd_code AS buyer_isd_code, q.service_for, q.medicine_type, q.pcd_area, q.quantity, e.required_when, e.call_time
       ${FROM} LEFT JOIN enquiry_requirements q ON q.enquiry_id = e.id
       WHERE l.company_id = $1 AND ${where}`,
      [companyId, ...params],
    );
    const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
    return rows.map(({ medicine_type, service_for, ...rest }) =>
      lead({
        ...rest,
        buyer_country_code: rest.buyer_country_code.trim(),
        categories: strings(service_for),
        medicine_types: strings(medicine_type),
      }),
    );
  }

  /** Answers false when the lead is not this company's (nothing changes then). */
  async setStatus(companyId: number, leadId: number, status: 'contacted' | 'not_relevant'): Promise<boolean> {
    const r = await this.db.query(
      'UPDATE seller_leads SET status = $3, status_changed_at = now() WHERE company_id = $1 AND id = $2 RETURNING id',
      [companyId, leadId, status],
    );
    return r.rows.length > 0;
  }

  async preferences(companyId: number): Promise<SellerPreferences> {
    const { rows } = await this.db.query<SellerPreferences>(
      'SELECT service_types, states, categories, medicine_types FROM company_lead_preferences WHERE company_id = $1',
      [companyId],
    );
    return rows[0] ?? { service_types: [], states: [], categories: [], medicine_types: [] };
  }

  async savePreferences(companyId: number, p: SellerPreferences): Promise<void> {
    await this.db.query(
      `INSERT INTO company_lead_preferences (company_id, service_types, states, categories, medicine_types) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id) DO UPDATE SET service_types = $2, states = $3, categories = $4, medicine_types = $5, updated_at = now()`,
      [companyId, p.service_types, p.states, p.categories, p.medicine_types],
    );
  }
}

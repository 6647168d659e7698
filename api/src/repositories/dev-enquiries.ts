import type { Queryable } from '../db/database';

export interface StoredLeads {
  enquiries: Record<string, unknown>[];
  requirements: Record<string, unknown>[];
  customers: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
  outcomes: Record<string, unknown>[];
  leads: Record<string, unknown>[];
}

/** Development only: what the enquiry calls stored for a mobile (its national number), for end-to-end checks. */
export class DevEnquiryRepository {
  constructor(private readonly db: Queryable) {}

  async byMobile(mobile: string): Promise<StoredLeads> {
    const [enquiries, requirements, customers, contacts, outcomes, leads] = await Promise.all([
      this.db.query(
        `SELECT e.id, e.public_id, e.customer_id, e.service_type, e.mobile, e.country_code, e.isd_code, e.message, e.email, e.source,
           e.required_when, e.call_time, e.listing_slug, r.duplicate_of, e.verified_at, e.verified_by, e.closed_at, e.created_at
         FROM enquiries e LEFT JOIN lead_routings r ON r.enquiry_id = e.id WHERE e.mobile = $1 ORDER BY e.id`,
        [mobile],
      ),
      this.db.query(
        `SELECT r.enquiry_id, r.medicine_type, r.service_for, r.selling_purpose, r.investment, r.pcd_area, r.quantity, r.order_value, r.updated_at
         FROM enquiry_requirements r JOIN enquiries e ON e.id = r.enquiry_id WHERE e.mobile = $1 ORDER BY r.enquiry_id`,
        [mobile],
      ),
      this.db.query(
        `SELECT id, country_code, mobile, name, email, address, gst_number, drug_license, firm_name, experience, profession, created_at, updated_at
         FROM customers WHERE mobile = $1 ORDER BY id`,
        [mobile],
      ),
      this.db.query(
        `SELECT c.enquiry_id, c.name, c.email, c.address, c.gst_number, c.drug_license, c.firm_name, c.experience, c.profession
         FROM enquiry_contacts c JOIN enquiries e ON e.id = c.enquiry_id WHERE e.mobile = $1 ORDER BY c.enquiry_id`,
        [mobile],
      ),
      this.db.query(
        `SELECT r.enquiry_id, r.outcome, r.companies, r.duplicate_of, r.reason, r.scope, r.state, r.routed_at AS recorded_at
         FROM lead_routings r JOIN enquiries e ON e.id = r.enquiry_id WHERE e.mobile = $1 ORDER BY r.enquiry_id`,
        [mobile],
      ),
      this.db.query(
        `SELECT l.id, l.enquiry_id, l.company_id, c.slug AS company_slug, c.name AS company_name, l.status, a.isd_code AS seller_isd_code,
           a.mobile AS seller_mobile, a.email AS seller_email
         FROM seller_leads l JOIN enquiries e ON e.id = l.enquiry_id JOIN companies c ON c.id = l.company_id
         LEFT JOIN LATERAL (SELECT s.isd_code, s.mobile, s.email FROM seller_accounts s WHERE s.company_id = l.company_id ORDER BY s.id LIMIT 1) a ON true
         WHERE e.mobile = $1 ORDER BY l.id`,
        [mobile],
      ),
    ]);
    return {
      enquiries: enquiries.rows,
      requirements: requirements.rows,
      customers: customers.rows,
      contacts: contacts.rows,
      outcomes: outcomes.rows,
      leads: leads.rows,
    };
  }
}

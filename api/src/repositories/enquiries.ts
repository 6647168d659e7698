import type { AdditionalPayload, CustomerPayload, EnquiryPayload } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

export interface StoredEnquiry { id: number; customer_id: number; service_type: string; country_code: string; mobile: string }

const COMPLETE = 'name IS NOT NULL AND email IS NOT NULL AND address IS NOT NULL AND gst_number IS NOT NULL AND drug_license IS NOT NULL';

/** Customers (one per mobile), enquiries and their step-2 requirement. */
export class EnquiriesRepository {
  constructor(private readonly db: Queryable) {}

  /** Serialises enquiries for one mobile and service inside the transaction (duplicate detection). */
  async lockLead(country: string, mobile: string, serviceType: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lead:${country}:${mobile}:${serviceType}`]);
  }

  /** The first enquiry of the last 24 hours for this mobile and service, if any. */
  async recentOriginal(country: string, mobile: string, serviceType: string): Promise<number | null> {
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT id FROM enquiries WHERE country_code = $1 AND mobile = $2 AND service_type = $3 AND duplicate_of IS NULL
       AND created_at > now() - interval '24 hours' ORDER BY id LIMIT 1`,
      [country, mobile, serviceType],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** The customer for this mobile (created when new), and whether its step-1 data is complete: one round trip. */
  async ensureCustomer(country: string, mobile: string): Promise<{ id: number; complete: boolean }> {
    const { rows } = await this.db.query<{ id: number; complete: boolean }>(
      `INSERT INTO customers (country_code, mobile) VALUES ($1, $2)
       ON CONFLICT (country_code, mobile) DO UPDATE SET mobile = EXCLUDED.mobile
       RETURNING id, (${COMPLETE}) AS complete`,
      [country, mobile],
    );
    return { id: Number(rows[0]!.id), complete: rows[0]!.complete };
  }

  async insert(e: EnquiryPayload, customerId: number, extra: { duplicateOf: number | null; sessionId?: string; verified: boolean }): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO enquiries (customer_id, service_type, mobile, country_code, isd_code, message, email, source, required_when,
         call_time, listing_slug, duplicate_of, session_id, verified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $14::boolean THEN now() END) RETURNING id`,
      [customerId, e.service_type, e.mobile, e.country_code, e.isd_code, e.message, e.email ?? null, e.source, e.required_when ?? null,
        e.call_time ?? null, e.listing_slug ?? null, extra.duplicateOf, extra.sessionId ?? null, extra.verified],
    );
    return Number(rows[0]!.id);
  }

  async find(id: number): Promise<StoredEnquiry | null> {
    const { rows } = await this.db.query<StoredEnquiry>(
      'SELECT id, customer_id, service_type, country_code, mobile FROM enquiries WHERE id = $1',
      [id],
    );
    return rows[0] ? { ...rows[0], id: Number(rows[0].id), customer_id: Number(rows[0].customer_id) } : null;
  }

  async updateCustomer(customerId: number, c: CustomerPayload): Promise<void> {
    await this.db.query(
      `UPDATE customers SET name = $2, email = $3, address = $4, gst_number = $5, drug_license = $6,
         firm_name = COALESCE($7, firm_name), experience = COALESCE($8, experience), profession = COALESCE($9, profession), updated_at = now()
       WHERE id = $1`,
      [customerId, c.name, c.email, c.address, c.gst_number, c.drug_license, c.firm_name ?? null, c.experience ?? null, c.profession ?? null],
    );
  }

  async saveRequirement(enquiryId: number, a: AdditionalPayload): Promise<void> {
    await this.db.query(
      `INSERT INTO enquiry_requirements (enquiry_id, medicine_type, service_for, selling_purpose, investment, pcd_area, quantity, order_value)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (enquiry_id) DO UPDATE SET
         medicine_type = COALESCE(EXCLUDED.medicine_type, enquiry_requirements.medicine_type),
         service_for = COALESCE(EXCLUDED.service_for, enquiry_requirements.service_for),
         selling_purpose = COALESCE(EXCLUDED.selling_purpose, enquiry_requirements.selling_purpose),
         investment = COALESCE(EXCLUDED.investment, enquiry_requirements.investment),
         pcd_area = COALESCE(EXCLUDED.pcd_area, enquiry_requirements.pcd_area),
         quantity = COALESCE(EXCLUDED.quantity, enquiry_requirements.quantity),
         order_value = COALESCE(EXCLUDED.order_value, enquiry_requirements.order_value),
         updated_at = now()`,
      [enquiryId, a.medicine_type ? JSON.stringify(a.medicine_type) : null, a.service_for ? JSON.stringify(a.service_for) : null,
        a.selling_purpose ?? null, a.investment ?? null, a.pcd_area ?? null, a.quantity ?? null, a.order_value ?? null],
    );
  }

  /** After a valid OTP: the session's enquiries for that mobile count as verified. */
  async markVerified(sessionId: string, country: string, mobile: string): Promise<void> {
    await this.db.query(
      `INSERT INTO verified_mobiles (session_id, country_code, mobile) VALUES ($1, $2, $3)
       ON CONFLICT (session_id, country_code, mobile) DO UPDATE SET verified_at = now()`,
      [sessionId, country, mobile],
    );
    await this.db.query(
      'UPDATE enquiries SET verified_at = now() WHERE session_id = $1 AND country_code = $2 AND mobile = $3 AND verified_at IS NULL',
      [sessionId, country, mobile],
    );
  }

  async isVerified(sessionId: string | undefined, country: string, mobile: string): Promise<boolean> {
    if (!sessionId) return false;
    const { rows } = await this.db.query(
      `SELECT 1 FROM verified_mobiles WHERE session_id = $1 AND country_code = $2 AND mobile = $3 AND verified_at > now() - interval '1 day'`,
      [sessionId, country, mobile],
    );
    return rows.length > 0;
  }
}

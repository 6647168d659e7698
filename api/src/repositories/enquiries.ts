import type { AdditionalPayload, CustomerPayload, EnquiryPayload } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

export interface StoredEnquiry { id: number; public_id: string; customer_id: number; service_type: string; country_code: string; mobile: string }
/** How an enquiry's contact was verified: an SMS code verifies the mobile, an e-mail code only that e-mail. */
export type VerifiedBy = 'sms' | 'email';

/**
 * What a one-call write answers (the plpgsql functions of migration 008): its answer, stored for its idempotency key;
 * a replay of the key (the first answer); or a key already used with another body. `route`: an enquiry to route now.
 */
export type WriteAnswer<T> = { kind: 'done' | 'replay'; response: T; route?: number | null } | { kind: 'mismatch' };
/** The idempotency key of a write (null: none) and the hash of its body. */
export interface WriteKey { key: string | null; hash: string | null }

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

  /** Stores the enquiry; answers its public id (random, the only id a browser sees). */
  async insert(e: EnquiryPayload, customerId: number, extra: { duplicateOf: number | null; sessionId: string; verifiedBy: VerifiedBy | null }): Promise<{ id: number; publicId: string }> {
    const { rows } = await this.db.query<{ id: number; public_id: string }>(
      `INSERT INTO enquiries (customer_id, service_type, mobile, country_code, isd_code, message, email, source, required_when,
         call_time, listing_slug, duplicate_of, session_id, verified_at, verified_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $14::text IS NOT NULL THEN now() END, $14) RETURNING id, public_id`,
      [customerId, e.service_type, e.mobile, e.country_code, e.isd_code, e.message, e.email ?? null, e.source, e.required_when ?? null,
        e.call_time ?? null, e.listing_slug ?? null, extra.duplicateOf, extra.sessionId, extra.verifiedBy],
    );
    return { id: Number(rows[0]!.id), publicId: rows[0]!.public_id };
  }

  /**
   * The enquiry with this public id, only when this session created it: for any other caller it does not
   * exist (the same answer as for an unknown id).
   */
  async findOwned(publicId: string, sessionId: string | undefined): Promise<StoredEnquiry | null> {
    if (!sessionId) return null;
    const { rows } = await this.db.query<StoredEnquiry>(
      'SELECT id, public_id, customer_id, service_type, country_code, mobile FROM enquiries WHERE public_id = $1 AND session_id = $2',
      [publicId, sessionId],
    );
    return rows[0] ? { ...rows[0], id: Number(rows[0].id), customer_id: Number(rows[0].customer_id) } : null;
  }

  /** Whether a company listing with this slug exists (an enquiry or OTP may name only a real one). */
  async isKnownListing(slug: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM companies WHERE slug = $1', [slug]);
    return rows.length > 0;
  }

  /** Whether the customer's step-1 data is complete, locking the row for the update that follows. */
  async lockCustomer(customerId: number): Promise<{ complete: boolean }> {
    const { rows } = await this.db.query<{ complete: boolean }>(`SELECT (${COMPLETE}) AS complete FROM customers WHERE id = $1 FOR UPDATE`, [customerId]);
    return { complete: rows[0]!.complete };
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

  /** After a valid SMS code: the mobile is verified for this session, and so are the session's enquiries for it. */
  async markMobileVerified(sessionId: string, country: string, mobile: string): Promise<void> {
    await this.db.query(
      `INSERT INTO verified_mobiles (session_id, country_code, mobile) VALUES ($1, $2, $3)
       ON CONFLICT (session_id, country_code, mobile) DO UPDATE SET verified_at = now()`,
      [sessionId, country, mobile],
    );
    await this.db.query(
      `UPDATE enquiries SET verified_at = now(), verified_by = 'sms'
       WHERE session_id = $1 AND country_code = $2 AND mobile = $3 AND verified_at IS NULL`,
      [sessionId, country, mobile],
    );
  }

  /**
   * After a valid e-mail code: that e-mail is verified for this session's enquiries from that mobile which
   * carry the e-mail (never the mobile itself: verified_mobiles is untouched).
   */
  async markEmailVerified(sessionId: string, country: string, mobile: string, email: string): Promise<void> {
    await this.db.query(
      `INSERT INTO verified_emails (session_id, country_code, mobile, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (session_id, country_code, mobile, email) DO UPDATE SET verified_at = now()`,
      [sessionId, country, mobile, email],
    );
    await this.db.query(
      `UPDATE enquiries SET verified_at = now(), verified_by = 'email'
       WHERE session_id = $1 AND country_code = $2 AND mobile = $3 AND lower(email) = $4 AND verified_at IS NULL`,
      [sessionId, country, mobile, email],
    );
  }

  /**
   * POST /enquiry/new in one call: the idempotency claim, the per-mobile limit, the listing check, the duplicate link,
   * the customer upsert, the verified flag, the insert and the stored answer, in one statement's transaction.
   */
  async createOnce<T>(e: EnquiryPayload, k: WriteKey, sessionId: string, mobileLimit: number | null): Promise<WriteAnswer<T>> {
    const { rows } = await this.db.query<{ answer: WriteAnswer<T> }>(
      'SELECT enquiry_new($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) AS answer',
      [k.key, k.hash, sessionId, mobileLimit, e.service_type, e.mobile, e.country_code, e.isd_code, e.message, e.email ?? null, e.source,
        e.required_when ?? null, e.call_time ?? null, e.listing_slug ?? null],
    );
    return rows[0]!.answer;
  }

  /** POST /enquiry/update, step 1, in one call (see migration 008): `address` is the trimmed picked place. */
  async updateCustomerOnce<T>(c: CustomerPayload, k: WriteKey, sessionId: string | undefined): Promise<WriteAnswer<T>> {
    const { rows } = await this.db.query<{ answer: WriteAnswer<T> }>(
      'SELECT enquiry_update_customer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) AS answer',
      [k.key, k.hash, sessionId ?? null, c.enquiry_id, c.listing_slug ?? null, c.name, c.email, c.address.trim(), c.gst_number, c.drug_license,
        c.firm_name ?? null, c.experience ?? null, c.profession ?? null],
    );
    return rows[0]!.answer;
  }

  /**
   * POST /enquiry/update, step 2, in one call (see migration 008). `invalid`: for each service type the body fails
   * for, its first error (the stored enquiry's type decides); `a`: the checked body.
   */
  async saveRequirementOnce<T>(enquiryId: string, a: Partial<AdditionalPayload>, invalid: Record<string, string>, k: WriteKey, sessionId: string | undefined): Promise<WriteAnswer<T>> {
    const { rows } = await this.db.query<{ answer: WriteAnswer<T> }>(
      'SELECT enquiry_update_requirement($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) AS answer',
      [k.key, k.hash, sessionId ?? null, enquiryId, JSON.stringify(invalid), a.medicine_type ? JSON.stringify(a.medicine_type) : null,
        a.service_for ? JSON.stringify(a.service_for) : null, a.selling_purpose ?? null, a.investment ?? null, a.pcd_area?.trim() ?? null,
        a.quantity ?? null, a.order_value ?? null],
    );
    return rows[0]!.answer;
  }

  /** How this session verified the enquiry's contact within the last day: its mobile by SMS, or its e-mail by e-mail. */
  async verification(sessionId: string, country: string, mobile: string, email: string | undefined): Promise<VerifiedBy | null> {
    const { rows } = await this.db.query<{ sms: boolean; email: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM verified_mobiles WHERE session_id = $1 AND country_code = $2 AND mobile = $3
                        AND verified_at > now() - interval '1 day') AS sms,
              EXISTS (SELECT 1 FROM verified_emails WHERE session_id = $1 AND country_code = $2 AND mobile = $3
                        AND email = lower($4::text) AND verified_at > now() - interval '1 day') AS email`,
      [sessionId, country, mobile, email ?? null],
    );
    return rows[0]!.sms ? 'sms' : rows[0]!.email ? 'email' : null;
  }
}

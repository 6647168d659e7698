import type { Queryable } from '../db/database';
import type { VerifiedBy } from './enquiries';

/**
 * How a session proved a contact within the last day, as SQL over the given placeholders: 'sms' (it verified the
 * mobile), 'email' (it verified that e-mail for the mobile), or null.
 */
export const verifiedBySql = (session: string, country: string, mobile: string, email: string) => `CASE
  WHEN EXISTS (SELECT 1 FROM verified_mobiles WHERE session_id = ${session} AND country_code = ${country} AND mobile = ${mobile}
                 AND verified_at > now() - interval '1 day') THEN 'sms'
  WHEN EXISTS (SELECT 1 FROM verified_emails WHERE session_id = ${session} AND country_code = ${country} AND mobile = ${mobile}
                 AND email = lower(${email}) AND verified_at > now() - interval '1 day') THEN 'email'
END`;

/** The SQL behind the trust model (services/buyer-trust.ts): verified contacts, verified enquiries, the mobile's profile. */
export class BuyerVerificationRepository {
  constructor(private readonly db: Queryable) {}

  /** How this session proved the contact within the last day (verifiedBySql), or null. */
  async proofOf(
    sessionId: string,
    country: string,
    mobile: string,
    email: string | undefined,
  ): Promise<VerifiedBy | null> {
    const { rows } = await this.db.query<{ by: VerifiedBy | null }>(
      `SELECT ${verifiedBySql('$1', '$2', '$3', '$4')} AS by`,
      [sessionId, country, mobile, email ?? null],
    );
    return rows[0]!.by;
  }

  /** The session proved the mobile (SMS) or that e-mail for the mobile (e-mail code), as of now. */
  async recordProof(sessionId: string, country: string, mobile: string, email: string | null): Promise<void> {
    await this.db.query(
      email === null
        ? `INSERT INTO verified_mobiles (session_id, country_code, mobile) VALUES ($1, $2, $3)
           ON CONFLICT (session_id, country_code, mobile) DO UPDATE SET verified_at = now()`
        : `INSERT INTO verified_emails (session_id, country_code, mobile, email) VALUES ($1, $2, $3, $4)
           ON CONFLICT (session_id, country_code, mobile, email) DO UPDATE SET verified_at = now()`,
      email === null ? [sessionId, country, mobile] : [sessionId, country, mobile, email],
    );
  }

  /**
   * Marks the session's unverified enquiries for the mobile verified (an e-mail code: only those carrying that e-mail)
   * and answers them with their customer.
   */
  async markVerified(
    sessionId: string,
    country: string,
    mobile: string,
    by: VerifiedBy,
    email: string | null,
  ): Promise<{ id: number; customer_id: number }[]> {
    const { rows } = await this.db.query<{ id: number; customer_id: number }>(
      `UPDATE enquiries SET verified_at = now(), verified_by = $4
       WHERE session_id = $1 AND country_code = $2 AND mobile = $3 AND verified_at IS NULL
         AND ($5::text IS NULL OR lower(email) = $5)
       RETURNING id, customer_id`,
      [sessionId, country, mobile, by, email],
    );
    return rows.map((r) => ({ id: Number(r.id), customer_id: Number(r.customer_id) })).sort((a, b) => a.id - b.id);
  }

  /** The session's verified enquiries for the mobile that have no outcome yet, oldest first (at most `limit`). */
  async unsettled(sessionId: string, country: string, mobile: string, limit: number): Promise<number[]> {
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT e.id FROM enquiries e
       WHERE e.session_id = $1 AND e.country_code = $2 AND e.mobile = $3 AND e.verified_at IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM lead_routings r WHERE r.enquiry_id = e.id)
       ORDER BY e.id LIMIT $4`,
      [sessionId, country, mobile, limit],
    );
    return rows.map((r) => Number(r.id));
  }

  /** The enquiry's own contact becomes the mobile's profile (the optional fields it left empty keep the profile's). */
  async profileFromContact(enquiryId: number, customerId: number): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE customers cu SET name = c.name, email = c.email, address = c.address, gst_number = c.gst_number,
         drug_license = c.drug_license, firm_name = COALESCE(c.firm_name, cu.firm_name),
         experience = COALESCE(c.experience, cu.experience), profession = COALESCE(c.profession, cu.profession), updated_at = now()
       FROM enquiry_contacts c WHERE c.enquiry_id = $1 AND cu.id = $2`,
      [enquiryId, customerId],
    );
    return r.rowCount > 0;
  }

  /** A complete profile is copied to an enquiry without a contact of its own. */
  async contactFromProfile(enquiryId: number, customerId: number): Promise<void> {
    await this.db.query(
      `INSERT INTO enquiry_contacts (enquiry_id, name, email, address, gst_number, drug_license, firm_name, experience, profession)
       SELECT $1, name, email, address, gst_number, drug_license, firm_name, experience, profession FROM customers
       WHERE id = $2 AND name IS NOT NULL AND email IS NOT NULL AND address IS NOT NULL AND gst_number IS NOT NULL
         AND drug_license IS NOT NULL
       ON CONFLICT (enquiry_id) DO NOTHING`,
      [enquiryId, customerId],
    );
  }
}

import type { AdditionalPayload, CustomerPayload, EnquiryPayload } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import { verifiedBySql } from './buyer-verification';

/** How a session proved the contact of an enquiry: its mobile by an SMS code, or its e-mail by an e-mail code. */
export type VerifiedBy = 'sms' | 'email';

/** An enquiry as the update steps need it (only ever read for the session that owns it). */
export interface OwnedEnquiry {
  id: number;
  public_id: string;
  service_type: string;
  country_code: string;
  mobile: string;
  customer_id: number;
  verified_by: VerifiedBy | null;
}

/** step 0's context (see postingContext). */
interface PostingContext {
  recent: number;
  wait: number;
  verified_by: VerifiedBy | null;
  customer_id: number | null;
  complete: boolean;
  listing_open: boolean;
}

/** "City, State, Country" matching a known city (what a picked suggestion shows), compared without case. */
const KNOWN_PLACE = `EXISTS (SELECT 1 FROM cities WHERE lower(name || ', ' || state || ', ' || country_name) = lower($1))`;

/** Enquiries, their step-1 contact and step-2 requirement. Rules and transactions are the caller's (services/). */
export class EnquiriesRepository {
  constructor(private readonly db: Queryable) {}

  /** One mobile's enquiry writes one at a time (until the transaction ends): its limit and its ledger see every commit. */
  async lockMobile(country: string, mobile: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`lead:${country}:${mobile}`]);
  }

  /**
   * What step 0's rules need to know, read once under the mobile's lock: the newest `limit` enquiries of the last hour
   * that count against the mobile for this session (its own, and verified ones: another session's unverified posts
   * never count against it) and the seconds until the oldest of them is an hour old; how this session proved the
   * contact (buyer-trust.ts); the mobile's customer, if any, and whether its verified profile is complete; whether the
   * company page, if any, is listed.
   */
  async postingContext(e: EnquiryPayload, sessionId: string, limit: number): Promise<PostingContext> {
    const { rows } = await this.db.query<PostingContext & { customer_id: number | null }>(
      `SELECT r.n AS recent, coalesce(r.wait, 1) AS wait, ${verifiedBySql('$3', '$1', '$2', '$5')} AS verified_by,
         c.id AS customer_id, coalesce(c.name IS NOT NULL AND c.email IS NOT NULL AND c.address IS NOT NULL
           AND c.gst_number IS NOT NULL AND c.drug_license IS NOT NULL, false) AS complete,
         ($6::text IS NULL OR EXISTS (SELECT 1 FROM companies WHERE slug = $6 AND listed)) AS listing_open
       FROM (SELECT count(*)::int AS n, ceil(extract(epoch FROM min(created_at) + interval '1 hour' - clock_timestamp()))::int AS wait
             FROM (SELECT created_at FROM enquiries
                   WHERE country_code = $1 AND mobile = $2 AND created_at > now() - interval '1 hour'
                     AND (session_id = $3 OR verified_at IS NOT NULL)
                   ORDER BY created_at DESC LIMIT $4) recent) r
       LEFT JOIN customers c ON c.country_code = $1 AND c.mobile = $2`,
      [e.country_code, e.mobile, sessionId, limit, e.email ?? null, e.listing_slug ?? null],
    );
    const row = rows[0]!;
    return { ...row, customer_id: row.customer_id === null ? null : Number(row.customer_id) };
  }

  /** A company page buyers may enquire on: it exists and is listed. */
  async listingOpen(slug: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM companies WHERE slug = $1 AND listed', [slug]);
    return rows.length > 0;
  }

  async isKnownPlace(label: string): Promise<boolean> {
    const { rows } = await this.db.query<{ known: boolean }>(`SELECT ${KNOWN_PLACE} AS known`, [label]);
    return rows[0]!.known;
  }

  /** A new mobile's customer (one per mobile; the mobile's lock is held, the conflict clause covers other writers). */
  async newCustomer(country: string, mobile: string): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO customers (country_code, mobile) VALUES ($1, $2)
       ON CONFLICT (country_code, mobile) DO UPDATE SET mobile = EXCLUDED.mobile RETURNING id`,
      [country, mobile],
    );
    return Number(rows[0]!.id);
  }

  async insert(
    e: EnquiryPayload,
    customerId: number,
    sessionId: string,
    verifiedBy: VerifiedBy | null,
  ): Promise<{ id: number; public_id: string }> {
    const { rows } = await this.db.query<{ id: number; public_id: string }>(
      `INSERT INTO enquiries (customer_id, service_type, mobile, country_code, isd_code, message, email, source, required_when,
         call_time, listing_slug, session_id, verified_at, verified_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $13::text IS NOT NULL THEN now() END, $13)
       RETURNING id, public_id`,
      [
        customerId,
        e.service_type,
        e.mobile,
        e.country_code,
        e.isd_code,
        e.message,
        e.email ?? null,
        e.source,
        e.required_when ?? null,
        e.call_time ?? null,
        e.listing_slug ?? null,
        sessionId,
        verifiedBy,
      ],
    );
    return { id: Number(rows[0]!.id), public_id: rows[0]!.public_id };
  }

  /** The enquiry behind a public id, when this session posted it (locked until the transaction ends); else undefined. */
  async owned(publicId: string, sessionId: string | undefined): Promise<OwnedEnquiry | undefined> {
    if (!sessionId) return undefined;
    const { rows } = await this.db.query<OwnedEnquiry>(
      `SELECT id, public_id, service_type, country_code, mobile, customer_id, verified_by FROM enquiries
       WHERE public_id = $1 AND session_id = $2 FOR UPDATE`,
      [publicId, sessionId],
    );
    const row = rows[0];
    return (
      row && { ...row, id: Number(row.id), customer_id: Number(row.customer_id), country_code: row.country_code.trim() }
    );
  }

  /** The internal id of a verified enquiry this session owns; undefined for any other. */
  async verifiedId(publicId: string, sessionId: string | undefined): Promise<number | undefined> {
    if (!sessionId) return undefined;
    const { rows } = await this.db.query<{ id: number }>(
      'SELECT id FROM enquiries WHERE public_id = $1 AND session_id = $2 AND verified_at IS NOT NULL',
      [publicId, sessionId],
    );
    return rows[0] ? Number(rows[0].id) : undefined;
  }

  /** Step 1: the enquiry's own contact details (the profile is another matter: see services/buyer-trust.ts). */
  async saveContact(enquiryId: number, c: CustomerPayload): Promise<void> {
    await this.db.query(
      `INSERT INTO enquiry_contacts (enquiry_id, name, email, address, gst_number, drug_license, firm_name, experience, profession)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (enquiry_id) DO UPDATE SET name = $2, email = $3, address = $4, gst_number = $5, drug_license = $6,
         firm_name = $7, experience = $8, profession = $9, updated_at = now()`,
      [
        enquiryId,
        c.name,
        c.email,
        c.address.trim(),
        c.gst_number,
        c.drug_license,
        c.firm_name ?? null,
        c.experience ?? null,
        c.profession ?? null,
      ],
    );
  }

  async hasContact(enquiryId: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM enquiry_contacts WHERE enquiry_id = $1', [enquiryId]);
    return rows.length > 0;
  }

  /** Step 2: the requirement (fields not sent keep what an earlier step 2 stored). `a`: the checked body. */
  async saveRequirement(enquiryId: number, a: Partial<AdditionalPayload>): Promise<void> {
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
      [
        enquiryId,
        a.medicine_type ? JSON.stringify(a.medicine_type) : null,
        a.service_for ? JSON.stringify(a.service_for) : null,
        a.selling_purpose ?? null,
        a.investment ?? null,
        a.pcd_area?.trim() ?? null,
        a.quantity ?? null,
        a.order_value ?? null,
      ],
    );
  }
}

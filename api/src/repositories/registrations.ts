import type { RegistrationPayload } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

type RegistrationResult = { id: number } | { conflict: 'mobile' | 'email' };

/** Sellers' Join Free registrations: one per mobile (with its country) and one per e-mail. */
export class RegistrationRepository {
  constructor(private readonly db: Queryable) {}

  /** An e-mail a seller account already has (the seeded catalog's sellers have no registration). */
  async sellerHasEmail(email: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM seller_accounts WHERE lower(email) = $1 LIMIT 1', [email]);
    return rows.length > 0;
  }

  /** Stores the registration, or says which of mobile and e-mail is taken (the unique constraints decide, so two racing posts cannot both win). */
  async create(r: RegistrationPayload, place: { city: string; state: string }): Promise<RegistrationResult> {
    const inserted = await this.db.query<{ id: number }>(
      `INSERT INTO seller_registrations (company_name, contact_name, country_code, isd_code, mobile, email, city, state,
         service_types, categories, gst_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING id`,
      [
        r.company_name,
        r.contact_name,
        r.country_code,
        r.isd_code,
        r.mobile,
        r.email,
        place.city,
        place.state,
        r.service_types,
        r.categories,
        r.gst_number ?? null,
      ],
    );
    if (inserted.rows[0]) return { id: Number(inserted.rows[0].id) };
    const mobile = await this.db.query('SELECT 1 FROM seller_registrations WHERE country_code = $1 AND mobile = $2', [
      r.country_code,
      r.mobile,
    ]);
    return { conflict: mobile.rows.length > 0 ? 'mobile' : 'email' };
  }
}

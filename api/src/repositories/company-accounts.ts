import type { Queryable } from '../db/database';

/** A registered seller's company: the company row, its package, its first lead preferences and category pages. */
export class CompanyAccountsRepository {
  constructor(private readonly db: Queryable) {}

  /** The city a picked suggestion ("City, State, Country", any case) names in the country; null when there is none. */
  async pickedCity(country: string, label: string): Promise<{ city: string; state: string } | null> {
    const { rows } = await this.db.query<{ name: string; state: string }>(
      `SELECT name, state FROM cities WHERE country_code = $1 AND lower(name || ', ' || state || ', ' || country_name) = lower($2)
       ORDER BY id LIMIT 1`,
      [country, label],
    );
    return rows[0] ? { city: rows[0].name, state: rows[0].state } : null;
  }

  /**
   * Stores the company (unlisted: the listing rule lists it, seller-leads/company-listing.ts), its mobile proved now
   * (Join Free stores nothing before the OTP), under `slug`, or under `slug-<registrationId>` when that slug is taken (one statement, so
   * the check and the insert see the same table). Answers its id.
   */
  async insertCompany(c: {
    name: string;
    slug: string;
    registrationId: number;
    city: string;
    state: string;
    contactPerson: string;
  }): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, city, state, contact_person, registration_id, mobile_verified_at, listed)
       VALUES ($1, CASE WHEN EXISTS (SELECT 1 FROM companies WHERE slug = $2) THEN $2 || '-' || $3::text ELSE $2 END, $4, $5, $6,
               $7, now(), false) RETURNING id`,
      [c.name, c.slug, c.registrationId, c.city, c.state, c.contactPerson, c.registrationId],
    );
    return Number(rows[0]!.id);
  }

  /** The free package (id 5) every registered company starts on. */
  async addFreePackage(companyId: number): Promise<void> {
    await this.db.query('INSERT INTO company_packages (company_id, package_id) VALUES ($1, 5)', [companyId]);
  }

  async insertLeadPreferences(
    companyId: number,
    serviceTypes: string[],
    states: string[],
    categories: string[],
  ): Promise<void> {
    await this.db.query(
      'INSERT INTO company_lead_preferences (company_id, service_types, states, categories) VALUES ($1, $2, $3, $4)',
      [companyId, serviceTypes, states, categories],
    );
  }

  /** The company on these category pages (those the catalog has). */
  async addCategoryPages(companyId: number, slugs: string[]): Promise<void> {
    await this.db.query(
      `INSERT INTO company_categories (company_id, category_slug) SELECT $1, slug FROM categories WHERE slug = ANY ($2::text[])
       ON CONFLICT DO NOTHING`,
      [companyId, slugs],
    );
  }
}

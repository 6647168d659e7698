import type { Queryable } from '../db/database';

/** A registered seller's company (issue 21): the company row, its package and its first lead preferences. */
export class CompanyAccountsRepository {
  constructor(private readonly db: Queryable) {}

  /** The state of the first city of that name (any case) in the country; null when there is none. */
  async stateOfCity(country: string, city: string): Promise<string | null> {
    const { rows } = await this.db.query<{ state: string }>(
      'SELECT state FROM cities WHERE country_code = $1 AND lower(name) = lower($2) ORDER BY id LIMIT 1',
      [country, city],
    );
    return rows[0] ? rows[0].state : null;
  }

  /**
   * Stores the company under `slug`, or under `slug-<registrationId>` when that slug is taken (one statement, so
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
      `INSERT INTO companies (name, slug, city, state, contact_person)
       VALUES ($1, CASE WHEN EXISTS (SELECT 1 FROM companies WHERE slug = $2) THEN $2 || '-' || $3::text ELSE $2 END, $4, $5, $6) RETURNING id`,
      [c.name, c.slug, c.registrationId, c.city, c.state, c.contactPerson],
    );
    return Number(rows[0]!.id);
  }

  /** The free package (id 5) every registered company starts on. */
  async addFreePackage(companyId: number): Promise<void> {
    await this.db.query('INSERT INTO company_packages (company_id, package_id) VALUES ($1, 5)', [companyId]);
  }

  async insertLeadPreferences(companyId: number, serviceTypes: string[], states: string[]): Promise<void> {
    await this.db.query(
      'INSERT INTO company_lead_preferences (company_id, service_types, states) VALUES ($1, $2, $3)',
      [companyId, serviceTypes, states],
    );
  }
}

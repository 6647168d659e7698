import { SERVICE_TYPES, type RegistrationPayload } from '@pharmasetu/shared-contracts';
import { slugify } from '../../seed/companies';
import type { Queryable } from '../db/database';

/**
 * Join Free makes a company account (issue 21): the company (free package 5), lead preferences (both service types,
 * the state of its city) and a seller account on the registered mobile, which signs in to the dashboard.
 * Answers false when that mobile already signs in for another company (the caller refuses the registration).
 */
export async function createCompanyAccount(
  tx: Queryable,
  registrationId: number,
  r: RegistrationPayload,
): Promise<boolean> {
  const city = (
    await tx.query<{ state: string }>(
      'SELECT state FROM cities WHERE country_code = $1 AND lower(name) = lower($2) ORDER BY id LIMIT 1',
      [r.country_code, r.city],
    )
  ).rows[0];
  const base = slugify(r.company_name).slice(0, 80) || 'company';
  const company = await tx.query<{ id: number }>(
    `INSERT INTO companies (name, slug, city, state, contact_person)
     VALUES ($1, CASE WHEN EXISTS (SELECT 1 FROM companies WHERE slug = $2) THEN $2 || '-' || $3::text ELSE $2 END, $4, $5, $6) RETURNING id`,
    [r.company_name, base, registrationId, r.city, city?.state ?? '', r.contact_name],
  );
  const companyId = Number(company.rows[0]!.id);
  await tx.query('INSERT INTO company_packages (company_id, package_id) VALUES ($1, 5)', [companyId]);
  await tx.query('INSERT INTO company_lead_preferences (company_id, service_types, states) VALUES ($1, $2, $3)', [
    companyId,
    [...SERVICE_TYPES],
    city ? [city.state] : [],
  ]);
  const account = await tx.query(
    `INSERT INTO seller_accounts (company_id, country_code, isd_code, mobile, email, name) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (country_code, mobile) DO NOTHING RETURNING id`,
    [companyId, r.country_code, r.isd_code, r.mobile, r.email, r.contact_name],
  );
  return account.rows.length > 0;
}

import { sellerSeed, WEEKLY_LEAD_QUOTAS, type SeedCompanyRef } from '../../seed/seller-leads';
import type { Database } from './database';

const MARK = 'seed:seller-leads:v1';

/**
 * After the catalog seed (packages, contact persons): the packages' weekly quotas, and for every seeded company
 * a package, lead preferences and a seller account (its registered mobile). Once, in one transaction.
 */
export async function seedSellerLeads(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727002)');
    if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [MARK])).rows.length > 0) return false;
    const quotas = Object.entries(WEEKLY_LEAD_QUOTAS);
    await tx.query(
      'UPDATE packages p SET weekly_lead_quota = q.quota FROM unnest($1::int[], $2::int[]) AS q(id, quota) WHERE p.id = q.id',
      [quotas.map((q) => Number(q[0])), quotas.map((q) => q[1])],
    );
    const companies = (
      await tx.query<SeedCompanyRef>(
        `SELECT c.id, c.slug, c.state, coalesce(array_agg(cc.category_slug ORDER BY cc.category_slug) FILTER (WHERE cc.category_slug IS NOT NULL), '{}') AS categories
         FROM companies c LEFT JOIN company_categories cc ON cc.company_id = c.id GROUP BY c.id ORDER BY c.id`,
      )
    ).rows.map((c) => sellerSeed({ ...c, id: Number(c.id) }));
    const ids = companies.map((c) => c.company_id);
    await tx.query('INSERT INTO company_packages (company_id, package_id) SELECT * FROM unnest($1::int[], $2::int[])', [
      ids,
      companies.map((c) => c.package_id),
    ]);
    // Arrays of arrays do not unnest row by row: each list travels as one '|'-joined text.
    const join = (list: string[][]) => list.map((l) => l.join('|'));
    await tx.query(
      `INSERT INTO company_lead_preferences (company_id, service_types, states, categories, medicine_types)
       SELECT id, string_to_array(nullif(s, ''), '|'), string_to_array(nullif(st, ''), '|'), coalesce(string_to_array(nullif(ca, ''), '|'), '{}'),
         coalesce(string_to_array(nullif(mt, ''), '|'), '{}')
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS p(id, s, st, ca, mt)`,
      [
        ids,
        join(companies.map((c) => c.service_types)),
        join(companies.map((c) => c.states)),
        join(companies.map((c) => c.categories)),
        join(companies.map((c) => c.medicine_types)),
      ],
    );
    await tx.query(
      `INSERT INTO seller_accounts (company_id, country_code, isd_code, mobile, email, name)
       SELECT c.id, 'IN', '91', a.mobile, a.email, coalesce(nullif(c.contact_person, ''), c.name)
       FROM unnest($1::int[], $2::text[], $3::text[]) AS a(id, mobile, email) JOIN companies c ON c.id = a.id`,
      [ids, companies.map((c) => c.mobile), companies.map((c) => c.email)],
    );
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [MARK]);
    return true;
  });
}

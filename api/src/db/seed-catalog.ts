import { CATEGORY_DESCRIPTIONS, PACKAGES } from '../../seed/catalog-data';
import { generateCatalog, type CatalogCompany } from '../../seed/catalog';
import { slugify } from '../../seed/companies';
import type { Database } from './database';

const CATALOG_MARK = 'seed:catalog:v1';

/**
 * Loads the catalog (migration 004) once, in one transaction, after the reference seed: category descriptions,
 * company details, products with their molecules, and the packages. Its own mark, so a database seeded before
 * the catalog existed gets it on the next start.
 */
export async function seedCatalog(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727002)');
    const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [CATALOG_MARK]);
    if (done.rows.length > 0) return false;

    const categories = Object.entries(CATEGORY_DESCRIPTIONS);
    await tx.query(
      'UPDATE categories c SET description = d.description FROM unnest($1::text[], $2::text[]) AS d(slug, description) WHERE c.slug = d.slug',
      [categories.map((c) => c[0]), categories.map((c) => c[1])],
    );

    const companies = (
      await tx.query<CatalogCompany>(
        `SELECT c.slug, c.name, c.city, c.state, coalesce(array_agg(cc.category_slug ORDER BY cc.category_slug) FILTER (WHERE cc.category_slug IS NOT NULL), '{}') AS categories
         FROM companies c LEFT JOIN company_categories cc ON cc.company_id = c.id GROUP BY c.id ORDER BY c.id`,
      )
    ).rows;
    const molecules = (await tx.query<{ name: string }>('SELECT name FROM molecules ORDER BY id')).rows.map(
      (m) => m.name,
    );
    const { details, products } = generateCatalog(companies, molecules);

    await tx.query(
      `UPDATE companies c SET description = d.description, established = d.established, gst_verified = d.gst_verified,
         address = d.address, contact_person = d.contact_person
       FROM unnest($1::text[], $2::text[], $3::int[], $4::bool[], $5::text[], $6::text[])
         AS d(slug, description, established, gst_verified, address, contact_person)
       WHERE c.slug = d.slug`,
      [
        details.map((d) => d.slug),
        details.map((d) => d.description),
        details.map((d) => d.established),
        details.map((d) => d.gst_verified),
        details.map((d) => d.address),
        details.map((d) => d.contact_person),
      ],
    );
    await tx.query(
      `INSERT INTO company_products (company_id, position, name, composition, pack, form)
       SELECT c.id, p.position, p.name, p.composition, p.pack, p.form
       FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) AS p(company, position, name, composition, pack, form)
       JOIN companies c ON c.slug = p.company`,
      [
        products.map((p) => p.company),
        products.map((p) => p.position),
        products.map((p) => p.name),
        products.map((p) => p.composition),
        products.map((p) => p.pack),
        products.map((p) => p.form),
      ],
    );
    const links = products.flatMap((p) => p.molecules.map((m) => [p.company, p.position, slugify(m)] as const));
    await tx.query(
      `INSERT INTO company_product_molecules (product_id, molecule_slug)
       SELECT p.id, l.molecule FROM unnest($1::text[], $2::int[], $3::text[]) AS l(company, position, molecule)
       JOIN companies c ON c.slug = l.company JOIN company_products p ON p.company_id = c.id AND p.position = l.position
       ON CONFLICT DO NOTHING`,
      [links.map((l) => l[0]), links.map((l) => l[1]), links.map((l) => l[2])],
    );
    await tx.query(
      `INSERT INTO packages (id, name, price_inr, period, features, position)
       SELECT id, name, price_inr, period, features::jsonb, position
       FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[]) AS p(id, name, price_inr, period, features, position)`,
      [
        PACKAGES.map((p) => p.id),
        PACKAGES.map((p) => p.name),
        PACKAGES.map((p) => p.price_inr),
        PACKAGES.map((p) => p.period),
        PACKAGES.map((p) => JSON.stringify(p.features)),
        PACKAGES.map((_, i) => i),
      ],
    );
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [CATALOG_MARK]);
    return true;
  });
}

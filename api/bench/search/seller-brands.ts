// Sellers' own brands, saved into the bench's database before the index is written: the seed's products are named
// generically ("Azithromycin 500 mg Tablets"), while a PCD seller lists its own brand ("Zenazi 500") with the generic
// composition. Each sampled company (a fixed stride, so a catalog always gives the same brands) gets one brand for one
// of its products with a strength: a name made of the company's and the molecule's first letters and the strength,
// the product's composition, pack, form and molecules. generated-set.ts then asks for each brand by name and by
// composition, with what to expect computed from these rows.
import type { Queryable } from '../../src/db/database';

/** One company in this many gets a brand. */
const STRIDE = 6;

const letters = (text: string) => [...text.toLowerCase()].filter((c) => c >= 'a' && c <= 'z').join('');

export async function saveSellerBrands(db: Queryable): Promise<number> {
  const { rows } = await db.query<{
    company_id: number;
    company: string;
    product_id: number;
    name: string;
    composition: string;
    pack: string;
    form: string;
    molecule: string;
    position: number;
  }>(
    `SELECT DISTINCT ON (c.id) c.id AS company_id, c.name AS company, p.id AS product_id, p.name, p.composition,
            p.pack, p.form, m.name AS molecule,
            (SELECT max(position) + 1 FROM company_products q WHERE q.company_id = c.id) AS position
       FROM companies c JOIN company_products p ON p.company_id = c.id
       JOIN company_product_molecules pm ON pm.product_id = p.id JOIN molecules m ON m.slug = pm.molecule_slug
      WHERE c.listed AND c.id % ${STRIDE} = 0 AND p.name ~ '[0-9]'
      ORDER BY c.id, p.position`,
  );
  const taken = new Set<string>();
  let saved = 0;
  for (const row of rows) {
    const strength = row.name.split(' ').find((w) => /^[0-9]/.test(w)) ?? '';
    const stem = letters(row.company).slice(0, 3) + letters(row.molecule).slice(0, 3);
    const brand = `${stem[0]!.toUpperCase()}${stem.slice(1)}${strength ? ` ${strength}` : ''}`;
    if (stem.length < 5 || taken.has(brand.toLowerCase())) continue;
    taken.add(brand.toLowerCase());
    const { rows: inserted } = await db.query<{ id: number }>(
      `INSERT INTO company_products (company_id, position, name, composition, pack, form)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [row.company_id, row.position, brand, row.composition, row.pack, row.form],
    );
    await db.query(
      `INSERT INTO company_product_molecules (product_id, molecule_slug)
       SELECT $1, molecule_slug FROM company_product_molecules WHERE product_id = $2`,
      [inserted[0]!.id, row.product_id],
    );
    saved += 1;
  }
  return saved;
}

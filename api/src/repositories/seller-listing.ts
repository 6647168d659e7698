import type { ListingHistoryAction, ListingHistoryEntry, ListingProduct } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

/** A company's listing as stored (the profile's columns, its lead preferences' choices as a fallback). */
export interface ListingRow extends ListingColumns {
  id: number;
  name: string;
  slug: string;
  listed: boolean;
  preferred_service_types: string[] | null;
  preferred_categories: string[] | null;
}

interface ListingColumns {
  description: string;
  established: number | null;
  address_line: string;
  address: string;
  city: string;
  state: string;
  contact_person: string;
  gst_number: string;
  drug_licence: string;
  certifications: string[];
  service_types: string[];
  offered_categories: string[];
}

interface ProductColumns {
  name: string;
  composition: string;
  pack: string;
  form: string;
  strength: string;
}

/** The SQL of the sellers' own listing: every statement names the company, so a row of another company is never read or written. */
export class SellerListingRepository {
  constructor(private readonly db: Queryable) {}

  /** The company's listing row; `lock` holds it until the transaction ends (one change at a time per company). */
  async company(companyId: number, lock = false): Promise<ListingRow | undefined> {
    const { rows } = await this.db.query<ListingRow>(
      `SELECT c.id, c.name, c.slug, c.listed, c.description, c.established, c.address_line, c.address, c.city, c.state, c.contact_person,
         c.gst_number, c.drug_licence, c.certifications, c.service_types, c.offered_categories,
         p.service_types AS preferred_service_types, p.categories AS preferred_categories
       FROM companies c LEFT JOIN company_lead_preferences p ON p.company_id = c.id
       WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`,
      [companyId],
    );
    const row = rows[0];
    return row ? { ...row, established: row.established === null ? null : Number(row.established) } : undefined;
  }

  async placesServed(companyId: number): Promise<{ state: string; city: string }[]> {
    const { rows } = await this.db.query<{ state: string; city: string }>(
      'SELECT state, city FROM company_places_served WHERE company_id = $1 ORDER BY state, city',
      [companyId],
    );
    return rows;
  }

  /** The company's products in list order, each with its molecules' names. */
  async products(companyId: number, productId?: number): Promise<ListingProduct[]> {
    const { rows } = await this.db.query<ListingProduct>(
      `SELECT p.id, p.name, p.composition, p.pack, p.form, p.strength,
         ARRAY(SELECT m.name FROM company_product_molecules l JOIN molecules m ON m.slug = l.molecule_slug
               WHERE l.product_id = p.id ORDER BY m.name) AS molecules
       FROM company_products p WHERE p.company_id = $1${productId === undefined ? '' : ' AND p.id = $2'}
       ORDER BY p.position`,
      productId === undefined ? [companyId] : [companyId, productId],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async productCount(companyId: number): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM company_products WHERE company_id = $1',
      [companyId],
    );
    return Number(rows[0]!.n);
  }

  /** The city list's entry in India for a city and state (any case), as the list spells it; undefined when there is none. */
  async indianCities(
    pairs: { city: string; state: string }[],
  ): Promise<({ city: string; state: string } | undefined)[]> {
    if (pairs.length === 0) return [];
    const { rows } = await this.db.query<{ i: number; name: string; state: string }>(
      `SELECT DISTINCT ON (q.i) q.i, c.name, c.state
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(city, state, i)
       JOIN cities c ON c.country_code = 'IN' AND lower(c.name) = lower(q.city) AND lower(c.state) = lower(q.state)
       ORDER BY q.i, c.id`,
      [pairs.map((p) => p.city), pairs.map((p) => p.state)],
    );
    const found = new Map(rows.map((r) => [Number(r.i), { city: r.name, state: r.state }]));
    return pairs.map((_, i) => found.get(i + 1));
  }

  /** The states of the city list in India named (any case), as the list spells them; undefined for one it does not have. */
  async indianStates(states: string[]): Promise<(string | undefined)[]> {
    if (states.length === 0) return [];
    const { rows } = await this.db.query<{ state: string }>(
      `SELECT DISTINCT state FROM cities WHERE country_code = 'IN' AND lower(state) = ANY($1::text[])`,
      [states.map((s) => s.toLowerCase())],
    );
    const byLower = new Map(rows.map((r) => [r.state.toLowerCase(), r.state]));
    return states.map((s) => byLower.get(s.toLowerCase()));
  }

  /** The molecule list's entries named (any case): name to slug; names it does not hold are missing from the map. */
  async molecules(names: string[]): Promise<Map<string, { slug: string; name: string }>> {
    const { rows } = await this.db.query<{ slug: string; name: string }>(
      'SELECT slug, name FROM molecules WHERE lower(name) = ANY($1::text[])',
      [names.map((n) => n.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
  }

  async updateCompany(companyId: number, c: ListingColumns): Promise<void> {
    await this.db.query(
      `UPDATE companies SET description = $2, established = $3, address_line = $4, address = $5, city = $6, state = $7,
         contact_person = $8, gst_number = $9, drug_licence = $10, certifications = $11, service_types = $12,
         offered_categories = $13
       WHERE id = $1`,
      [
        companyId,
        c.description,
        c.established,
        c.address_line,
        c.address,
        c.city,
        c.state,
        c.contact_person,
        c.gst_number,
        c.drug_licence,
        c.certifications,
        c.service_types,
        c.offered_categories,
      ],
    );
  }

  async replacePlacesServed(companyId: number, places: { state: string; city: string }[]): Promise<void> {
    await this.db.query('DELETE FROM company_places_served WHERE company_id = $1', [companyId]);
    if (places.length === 0) return;
    await this.db.query(
      `INSERT INTO company_places_served (company_id, state, city)
       SELECT $1, state, city FROM unnest($2::text[], $3::text[]) AS p(state, city) ON CONFLICT DO NOTHING`,
      [companyId, places.map((p) => p.state), places.map((p) => p.city)],
    );
  }

  /** Replaces the company's category pages; answers the pages it was on before and is on now (their counts change). */
  async replaceCategoryPages(companyId: number, slugs: string[]): Promise<string[]> {
    const { rows } = await this.db.query<{ category_slug: string }>(
      'DELETE FROM company_categories WHERE company_id = $1 RETURNING category_slug',
      [companyId],
    );
    await this.db.query(
      `INSERT INTO company_categories (company_id, category_slug)
       SELECT $1, k.slug FROM categories k WHERE k.slug = ANY($2::text[])`,
      [companyId, slugs],
    );
    return [...new Set([...rows.map((r) => r.category_slug), ...slugs])];
  }

  async insertProduct(companyId: number, p: ProductColumns): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO company_products (company_id, position, name, composition, pack, form, strength)
       VALUES ($1, (SELECT coalesce(max(position), 0) + 1 FROM company_products WHERE company_id = $1), $2, $3, $4, $5, $6)
       RETURNING id`,
      [companyId, p.name, p.composition, p.pack, p.form, p.strength],
    );
    return Number(rows[0]!.id);
  }

  async updateProduct(companyId: number, productId: number, p: ProductColumns): Promise<void> {
    await this.db.query(
      `UPDATE company_products SET name = $3, composition = $4, pack = $5, form = $6, strength = $7
       WHERE id = $2 AND company_id = $1`,
      [companyId, productId, p.name, p.composition, p.pack, p.form, p.strength],
    );
  }

  /** Sets a product's molecules; answers the molecule slugs it had before. */
  async setProductMolecules(productId: number, slugs: string[]): Promise<string[]> {
    const { rows } = await this.db.query<{ molecule_slug: string }>(
      'DELETE FROM company_product_molecules WHERE product_id = $1 RETURNING molecule_slug',
      [productId],
    );
    if (slugs.length > 0)
      await this.db.query(
        'INSERT INTO company_product_molecules (product_id, molecule_slug) SELECT $1, unnest($2::text[])',
        [productId, slugs],
      );
    return rows.map((r) => r.molecule_slug);
  }

  async deleteProduct(companyId: number, productId: number): Promise<string[]> {
    const { rows } = await this.db.query<{ molecule_slug: string }>(
      `SELECT molecule_slug FROM company_product_molecules WHERE product_id = $1`,
      [productId],
    );
    await this.db.query('DELETE FROM company_products WHERE id = $2 AND company_id = $1', [companyId, productId]);
    return rows.map((r) => r.molecule_slug);
  }

  async recordChange(e: {
    companyId: number;
    sellerId: number;
    action: ListingHistoryAction;
    productId: number | null;
    changes: ListingHistoryEntry['changes'];
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO company_listing_history (company_id, seller_id, action, product_id, changes) VALUES ($1, $2, $3, $4, $5)`,
      [e.companyId, e.sellerId, e.action, e.productId, JSON.stringify(e.changes)],
    );
  }

  /** The company's changes, newest first. */
  async history(companyId: number, limit: number): Promise<ListingHistoryEntry[]> {
    const { rows } = await this.db.query<ListingHistoryEntry & { at: Date | string }>(
      `SELECT h.id, h.changed_at AS at, a.name AS by, h.action, h.product_id, h.changes
       FROM company_listing_history h LEFT JOIN seller_accounts a ON a.id = h.seller_id
       WHERE h.company_id = $1 ORDER BY h.id DESC LIMIT $2`,
      [companyId, limit],
    );
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      product_id: r.product_id === null ? null : Number(r.product_id),
      changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes,
    }));
  }
}

import type {
  CategoryDetails,
  CategoryListItem,
  CategoryStatePage,
  CompanyDetails,
  CompanyProduct,
  CompanySummary,
  MembershipPackage,
  MoleculeListResponse,
  MoleculePageResponse,
  MoleculeRef,
  SitemapKind,
  SitemapSlugsResponse,
} from '@pharmasetu/shared-contracts';
import { CATEGORY_STATES_MAX, placeSlug } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import { listingSql, type ListingWindow } from '../lib/listing';

/** The table of each sitemap kind: the only names that reach the SQL. */
const SLUG_TABLES: Record<SitemapKind, string> = {
  category: 'categories',
  company: 'companies',
  molecule: 'molecules',
};

type SummaryRow = Omit<CompanySummary, 'name' | 'rank'> & { company_name: string; company_rank: number };

/**
 * Listed companies' summaries (an unlisted one is on no page: seller-leads/company-listing.ts), filtered by `where`
 * (on `c`), ordered and paged by the spec §5 listing window. The inner
 * query exposes the sort keys under the allowed names, the outer one returns the fields under other names, so
 * listingSql's `ORDER BY name|title|rank` sorts by these keys: each a row with the slug last, so pages never
 * overlap on ties, and rank best first (the higher rank, as the search ranks companies).
 */
function summariesSql(where: string, window: ListingWindow, firstParam: number) {
  const tail = listingSql(window, firstParam);
  const sql = `
    SELECT slug, company_name, city, state, company_rank, established, categories FROM (
      SELECT c.slug, c.name AS company_name, c.city, c.state, c.rank AS company_rank, c.established,
        ARRAY(SELECT k.name FROM company_categories x JOIN categories k ON k.slug = x.category_slug WHERE x.company_id = c.id ORDER BY k.name) AS categories,
        ROW(c.name, c.slug) AS name, ROW(c.name, c.slug) AS title, ROW(-c.rank, c.slug) AS rank
      FROM companies c WHERE c.listed AND ${where}
    ) AS listing ${tail.sql}`;
  return { sql, params: tail.params };
}

const toSummary = (r: SummaryRow): CompanySummary => ({
  slug: r.slug,
  name: r.company_name,
  city: r.city,
  state: r.state,
  rank: Number(r.company_rank),
  categories: r.categories,
  established: r.established === null ? null : Number(r.established),
});

/** The place a listing is narrowed to, as the database spells it (the service resolves the URL's slugs). */
export interface PlaceNames {
  state?: string;
  city?: string;
}

/** A listing's condition on `c` with the place's parameters (numbered from `first`), and the parameters. */
function placeWhere(place: PlaceNames, first: number): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (place.state !== undefined) {
    params.push(place.state);
    parts.push(`c.state = $${first + params.length - 1}`);
  }
  if (place.city !== undefined) {
    params.push(place.city);
    parts.push(`c.city = $${first + params.length - 1}`);
  }
  return { sql: parts.length ? parts.join(' AND ') : 'true', params };
}

interface NamedCount {
  name: string;
  companies: number;
}

const withSlugs = (rows: NamedCount[]) =>
  rows.map((r) => ({ slug: placeSlug(r.name), name: r.name, companies: Number(r.companies) }));

/** Reads for the category, company, molecule and pricing pages (a replica when there is one). */
export class CatalogRepository {
  constructor(private readonly db: Queryable) {}

  async categories(): Promise<CategoryListItem[]> {
    const { rows } = await this.db.query<CategoryListItem>(
      `SELECT k.slug, k.name, k.kind, count(c.id)::int AS companies
       FROM categories k LEFT JOIN company_categories x ON x.category_slug = k.slug
         LEFT JOIN companies c ON c.id = x.company_id AND c.listed
       GROUP BY k.slug ORDER BY k.kind, k.name`,
    );
    return rows;
  }

  async categoryDetails(slug: string): Promise<CategoryDetails | undefined> {
    const found = await this.db.query<CategoryDetails>(
      'SELECT slug, name, kind, description FROM categories WHERE slug = $1',
      [slug],
    );
    return found.rows[0];
  }

  /**
   * A page of the category's listed companies in `place`, and how many there are. The category's own condition
   * is on $1, the place's after it.
   */
  async categoryCompanies(
    slug: string,
    window: ListingWindow,
    place: PlaceNames,
  ): Promise<{ companies: CompanySummary[]; total: number }> {
    const at = placeWhere(place, 2);
    const where = `EXISTS (SELECT 1 FROM company_categories x WHERE x.company_id = c.id AND x.category_slug = $1) AND ${at.sql}`;
    const page = summariesSql(where, window, 2 + at.params.length);
    const [companies, total] = await Promise.all([
      this.db.query<SummaryRow>(page.sql, [slug, ...at.params, ...page.params]),
      this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM company_categories x JOIN companies c ON c.id = x.company_id AND c.listed
         WHERE x.category_slug = $1 AND ${at.sql}`,
        [slug, ...at.params],
      ),
    ]);
    return { companies: companies.rows.map(toSummary), total: total.rows[0]!.n };
  }

  /** The states of the category's listed companies (most companies first), or with `state` that state's cities. */
  async categoryPlaces(slug: string, state?: string): Promise<{ name: string; slug: string; companies: number }[]> {
    const column = state === undefined ? 'c.state' : 'c.city';
    const { rows } = await this.db.query<NamedCount>(
      `SELECT ${column} AS name, count(*)::int AS companies
       FROM company_categories x JOIN companies c ON c.id = x.company_id AND c.listed
       WHERE x.category_slug = $1 AND ($2::text IS NULL OR c.state = $2)
       GROUP BY ${column} ORDER BY companies DESC, name`,
      [slug, state ?? null],
    );
    return withSlugs(rows);
  }

  /** Every listed company's states (most companies first), or with `state` that state's cities. */
  async directoryPlaces(state?: string): Promise<{ name: string; slug: string; companies: number }[]> {
    const column = state === undefined ? 'c.state' : 'c.city';
    const { rows } = await this.db.query<NamedCount>(
      `SELECT ${column} AS name, count(*)::int AS companies FROM companies c
       WHERE c.listed AND ($1::text IS NULL OR c.state = $1)
       GROUP BY ${column} ORDER BY companies DESC, name`,
      [state ?? null],
    );
    return withSlugs(rows);
  }

  /** Every category × state with listed companies (each its landing page), at most CATEGORY_STATES_MAX. */
  async categoryStates(): Promise<CategoryStatePage[]> {
    const { rows } = await this.db.query<{ category: string; state: string; companies: number }>(
      `SELECT x.category_slug AS category, c.state, count(*)::int AS companies
       FROM company_categories x JOIN companies c ON c.id = x.company_id AND c.listed
       GROUP BY x.category_slug, c.state ORDER BY x.category_slug, c.state LIMIT $1`,
      [CATEGORY_STATES_MAX],
    );
    return rows
      .map((r) => ({
        category: r.category,
        state: r.state,
        state_slug: placeSlug(r.state),
        companies: Number(r.companies),
      }))
      .filter((r) => r.state_slug !== '');
  }

  async companies(window: ListingWindow, place: PlaceNames = {}): Promise<CompanySummary[]> {
    const at = placeWhere(place, 1);
    const page = summariesSql(at.sql, window, 1 + at.params.length);
    return (await this.db.query<SummaryRow>(page.sql, [...at.params, ...page.params])).rows.map(toSummary);
  }

  /** The listed companies in `place` (every listed one without). */
  async listedCount(place: PlaceNames = {}): Promise<number> {
    const at = placeWhere(place, 1);
    return (
      await this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM companies c WHERE c.listed AND ${at.sql}`,
        at.params,
      )
    ).rows[0]!.n;
  }

  /** The highest-ranked companies. */
  async featuredCompanies(limit: number): Promise<CompanySummary[]> {
    const page = summariesSql('true', { limit, offset: 0, orderBy: 'rank' }, 1);
    return (await this.db.query<SummaryRow>(page.sql, page.params)).rows.map(toSummary);
  }

  /** A listed company's page; an unlisted one has none (404, nothing for a crawler to index). */
  async company(slug: string): Promise<CompanyDetails | undefined> {
    type Row = Omit<CompanyDetails, 'categories' | 'products'> & { id: number };
    const found = await this.db.query<Row>(
      `SELECT id, slug, name, city, state, rank, description, established, gst_verified, address, contact_person, certifications
       FROM companies WHERE slug = $1 AND listed`,
      [slug],
    );
    const row = found.rows[0];
    if (!row) return undefined;
    const [categories, products, served] = await Promise.all([
      this.db.query<{ slug: string; name: string }>(
        'SELECT k.slug, k.name FROM company_categories x JOIN categories k ON k.slug = x.category_slug WHERE x.company_id = $1 ORDER BY k.name',
        [row.id],
      ),
      this.db.query<CompanyProduct>(
        `SELECT p.name, p.composition, p.pack, p.form, p.strength,
           coalesce((SELECT json_agg(json_build_object('slug', m.slug, 'name', m.name) ORDER BY m.name)
                     FROM company_product_molecules l JOIN molecules m ON m.slug = l.molecule_slug WHERE l.product_id = p.id), '[]'::json) AS molecules
         FROM company_products p WHERE p.company_id = $1 ORDER BY p.position`,
        [row.id],
      ),
      this.db.query<{ place: string }>(
        `SELECT CASE WHEN city = '' THEN state ELSE city || ', ' || state END AS place
         FROM company_places_served WHERE company_id = $1 ORDER BY city <> '', state, city`,
        [row.id],
      ),
    ]);
    const { id: _id, ...company } = row;
    return {
      ...company,
      rank: Number(company.rank),
      established: company.established === null ? null : Number(company.established),
      categories: categories.rows,
      places_served: served.rows.map((r) => r.place),
      products: products.rows,
    };
  }

  /** Molecules alphabetically, paged by the listing window (its order is always by name). */
  async molecules(window: ListingWindow): Promise<MoleculeListResponse> {
    const tail = listingSql({ ...window, orderBy: 'name' }, 1);
    const [page, total] = await Promise.all([
      this.db.query<MoleculeRef>(`SELECT slug, name FROM molecules ${tail.sql}`, tail.params),
      this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM molecules'),
    ]);
    return { molecules: page.rows, total: total.rows[0]!.n };
  }

  /** A molecule and the companies offering a product with it, best ranked first. */
  async molecule(slug: string): Promise<MoleculePageResponse | undefined> {
    const found = await this.db.query<MoleculeRef>('SELECT slug, name FROM molecules WHERE slug = $1', [slug]);
    if (found.rows.length === 0) return undefined;
    const where = `EXISTS (SELECT 1 FROM company_products p JOIN company_product_molecules l ON l.product_id = p.id
                           WHERE p.company_id = c.id AND l.molecule_slug = $1)`;
    const page = summariesSql(where, { limit: 100_000, offset: 0, orderBy: 'rank' }, 2);
    const companies = await this.db.query<SummaryRow>(page.sql, [slug, ...page.params]);
    return { molecule: found.rows[0]!, companies: companies.rows.map(toSummary) };
  }

  /** One keyset page of a kind's slugs (companies: the listed ones) in slug order; `next` is the last slug when there may be more. */
  async slugs(kind: SitemapKind, after: string | undefined, limit: number): Promise<SitemapSlugsResponse> {
    const { rows } = await this.db.query<{ slug: string }>(
      `SELECT slug FROM ${SLUG_TABLES[kind]} WHERE slug > $1${kind === 'company' ? ' AND listed' : ''} ORDER BY slug LIMIT $2`,
      [after ?? '', limit],
    );
    const slugs = rows.map((r) => r.slug);
    return { slugs, next: slugs.length === limit ? slugs[slugs.length - 1]! : null };
  }

  async packages(freePackageId: number): Promise<MembershipPackage[]> {
    const { rows } = await this.db.query<Omit<MembershipPackage, 'free'>>(
      'SELECT id, name, price_inr, period, features FROM packages ORDER BY position',
    );
    return rows.map((p) => ({
      ...p,
      id: Number(p.id),
      price_inr: Number(p.price_inr),
      free: Number(p.id) === freePackageId,
    }));
  }
}

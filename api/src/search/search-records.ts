import type { Queryable } from '../db/database';
import type { IndexSettings, SearchRecord } from './search-types';

/** Spec §3: a search hit has name, category (company, molecule or a category) and slug. */
export type HitCategory = 'Company' | 'Molecule' | 'Category';

export interface MarketplaceRecord extends SearchRecord {
  name: string;
  category: HitCategory;
  slug: string;
  rank: number;
  /** Companies: "City, State". */
  place?: string;
  /** Companies: their city and state, as the city list spells them (facets: buyers narrow results by place). */
  city?: string;
  state?: string;
  /** Companies: the names of the categories they list under. */
  categories?: string[];
  /** Companies: the molecules their products contain, so a buyer finds who makes a molecule (issue 18). */
  molecules?: string[];
  /** Companies: the names of the products they list. */
  products?: string[];
}

/** The index is named after the product (spec §3). */
export const DEFAULT_INDEX_NAME = 'pharmasetu';

/**
 * A company is found by its name first, then by the molecules and products it makes ('paracetmol' finds the
 * companies making Paracetamol): Algolia's attribute order ranks a name match above a molecule match, so the
 * molecule's own record still comes first for its name.
 */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['name', 'unordered(molecules)', 'unordered(products)'],
  attributesForFaceting: ['category', 'state', 'city'],
  customRanking: ['desc(rank)'],
};

/** Category pages rank above companies and molecules when the text matches equally well. */
const CATEGORY_RANK = 10_000;

type CompanyRow = {
  slug: string;
  name: string;
  city: string;
  state: string;
  rank: number;
  molecules: string[] | null;
  products: string[] | null;
  categories: string[] | null;
};

/**
 * The search records of the listed companies (only listed ones are found: a Join Free company is listed once its mobile
 * is verified and it has a category and a place); with `ids`, of those companies only.
 */
export async function readCompanyRecords(db: Queryable, ids?: number[]): Promise<MarketplaceRecord[]> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT c.slug, c.name, c.city, c.state, c.rank,
            (SELECT array_agg(DISTINCT m.name ORDER BY m.name)
               FROM company_products p JOIN company_product_molecules pm ON pm.product_id = p.id JOIN molecules m ON m.slug = pm.molecule_slug
              WHERE p.company_id = c.id) AS molecules,
            (SELECT array_agg(DISTINCT p.name ORDER BY p.name) FROM company_products p WHERE p.company_id = c.id) AS products,
            (SELECT array_agg(k.name ORDER BY k.name)
               FROM company_categories cc JOIN categories k ON k.slug = cc.category_slug WHERE cc.company_id = c.id) AS categories
       FROM companies c WHERE c.listed AND ($1::int[] IS NULL OR c.id = ANY ($1::int[])) ORDER BY c.id`,
    [ids ?? null],
  );
  return rows.map((c) => ({
    objectID: companyObjectID(c.slug),
    name: c.name,
    category: 'Company' as const,
    slug: c.slug,
    rank: Number(c.rank),
    place: `${c.city}, ${c.state}`,
    city: c.city,
    state: c.state,
    categories: c.categories ?? [],
    molecules: c.molecules ?? [],
    products: c.products ?? [],
  }));
}

export const companyObjectID = (slug: string) => `company-${slug}`;

/** Reads the companies, molecules and categories of the api's database as search records. */
export async function readSearchRecords(db: Queryable): Promise<MarketplaceRecord[]> {
  const [categories, companies, molecules] = await Promise.all([
    db.query<{ slug: string; name: string }>('SELECT slug, name FROM categories ORDER BY slug'),
    readCompanyRecords(db),
    db.query<{ slug: string; name: string }>('SELECT slug, name FROM molecules ORDER BY id'),
  ]);
  return [
    ...categories.rows.map((c) => ({
      objectID: `category-${c.slug}`,
      name: c.name,
      category: 'Category' as const,
      slug: c.slug,
      rank: CATEGORY_RANK,
    })),
    ...companies,
    ...molecules.rows.map((m) => ({
      objectID: `molecule-${m.slug}`,
      name: m.name,
      category: 'Molecule' as const,
      slug: m.slug,
      rank: 0,
    })),
  ];
}

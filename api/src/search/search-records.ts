import type { IndexSettings } from 'algoliasearch';
import { placeNames, SERVICE_WORDS } from '../../seed/search-terms';
import type { Queryable } from '../db/database';

/** A record as the Algolia protocol stores it: any attributes, and its objectID. */
type SearchRecord = Record<string, unknown> & { objectID: string };

/** Spec §3: a search hit has name, category (company, molecule or a category) and slug. */
type HitCategory = 'Company' | 'Molecule' | 'Category';

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
  /** Companies: where they are, every way a buyer names it (city, its other names, district, state). */
  places?: string[];
  /** Companies: the names of the categories they list under. */
  categories?: string[];
  /** Companies: the molecules their products contain, so a buyer finds who makes a molecule. */
  molecules?: string[];
  /** Companies: the names of the products they list. */
  products?: string[];
}

/** The index is named after the product (spec §3). */
export const DEFAULT_INDEX_NAME = 'pharmasetu';

/**
 * A company is found by its name first, then by the molecules and products it makes ('paracetmol' finds the
 * companies making Paracetamol): Algolia's attribute order ranks a name match above a molecule match, so the
 * molecule's own record still comes first for its name. Places are ordered (the company's own city is listed first,
 * then the places it serves), so a company in a city ranks above one that only serves it.
 */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['name', 'places', 'unordered(categories)', 'unordered(molecules)', 'unordered(products)'],
  attributesForFaceting: ['category', 'state', 'city'],
  customRanking: ['desc(rank)'],
  // "pcd franchise in chandigarh": the place (or the medicine) must match; the kind of seller ranks but never empties.
  removeStopWords: true,
  optionalWords: SERVICE_WORDS,
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
  /** The cities and whole states the seller says it serves (its listing's places served). */
  served: string[] | null;
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
               FROM company_categories cc JOIN categories k ON k.slug = cc.category_slug WHERE cc.company_id = c.id) AS categories,
            (SELECT array_agg(DISTINCT CASE WHEN s.city = '' THEN s.state ELSE s.city END)
               FROM company_places_served s WHERE s.company_id = c.id) AS served
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
    // A buyer searching a city finds the companies there and those that serve it.
    places: [
      ...new Set(
        [c.city, ...placeNames(c.city), c.state, ...(c.served ?? []).flatMap((p) => [p, ...placeNames(p)])].filter(
          Boolean,
        ),
      ),
    ],
    city: c.city,
    state: c.state,
    categories: c.categories ?? [],
    molecules: c.molecules ?? [],
    products: c.products ?? [],
  }));
}

export const companyObjectID = (slug: string) => `company-${slug}`;

/** The categories' records (with `slugs`, of those only). */
export async function categoryRecords(db: Queryable, slugs?: string[]): Promise<MarketplaceRecord[]> {
  const { rows } = await db.query<{ slug: string; name: string }>(
    'SELECT slug, name FROM categories WHERE $1::text[] IS NULL OR slug = ANY ($1::text[]) ORDER BY slug',
    [slugs ?? null],
  );
  return rows.map((c) => ({
    objectID: `category-${c.slug}`,
    name: c.name,
    category: 'Category' as const,
    slug: c.slug,
    rank: CATEGORY_RANK,
  }));
}

/** The molecules' records (with `slugs`, of those only). */
export async function moleculeRecords(db: Queryable, slugs?: string[]): Promise<MarketplaceRecord[]> {
  const { rows } = await db.query<{ slug: string; name: string }>(
    'SELECT slug, name FROM molecules WHERE $1::text[] IS NULL OR slug = ANY ($1::text[]) ORDER BY id',
    [slugs ?? null],
  );
  return rows.map((m) => ({
    objectID: `molecule-${m.slug}`,
    name: m.name,
    category: 'Molecule' as const,
    slug: m.slug,
    rank: 0,
  }));
}

/** Reads the companies, molecules and categories of the api's database as search records. */
export async function readSearchRecords(db: Queryable): Promise<MarketplaceRecord[]> {
  const [categories, companies, molecules] = await Promise.all([
    categoryRecords(db),
    readCompanyRecords(db),
    moleculeRecords(db),
  ]);
  return [...categories, ...companies, ...molecules];
}

import type { IndexSettings } from 'algoliasearch';
import { SERVICE_TYPES } from '@pharmasetu/shared-contracts';
import { placeNames } from '../../seed/gazetteer';
import { SERVICE_WORDS } from '../../seed/search-terms';
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
  /** Companies: their products' compositions ("Azithromycin IP 500 mg"), so a buyer finds a product by what is in it. */
  compositions?: string[];
  /**
   * What kind of seller (SERVICE_TYPES: 'PCD Pharma Franchise', '3rd Party Manufacturing'): a company's, a category's,
   * and a molecule's makers' together. A facet: the Query Rules rank the kind a buyer names first.
   */
  services?: string[];
  /** The dosage forms (company_products.form) of a company's products, or a molecule's products. A facet, as services. */
  forms?: string[];
  /**
   * The categories (by name) a company lists under, a molecule's makers list under, or a category is: a facet only
   * (not searched), so a rule that ranks a category's companies first ranks its molecules and its own page with them.
   */
  listedUnder?: string[];
}

/** The index is named after the product (spec §3). */
export const DEFAULT_INDEX_NAME = 'pharmasetu';

/**
 * A company is found by its name first, then by the products it names (a seller's own "Azithral 500" ranks it above
 * companies that only list "Azithromycin 500 mg Tablets", which match through the brand's synonym), then by the
 * molecules and compositions they contain ('paracetmol' finds the companies making Paracetamol): Algolia's attribute
 * order ranks a name match above the rest, so the molecule's own record still comes first for its name. Places are
 * ordered (the company's own city is listed first, then the places it serves), so a company in a city ranks above one
 * that only serves it. Services and forms are facets the Query Rules filter on (optionally, so nothing empties);
 * state, city and category are searchable facets a buyer narrows by.
 */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'name',
    'places',
    'unordered(categories)',
    'unordered(products)',
    'unordered(molecules)',
    'unordered(compositions)',
  ],
  attributesForFaceting: [
    'category',
    'searchable(state)',
    'searchable(city)',
    'searchable(categories)',
    'services',
    'forms',
    'listedUnder',
  ],
  customRanking: ['desc(rank)'],
  // A word as typed ranks above its synonym: a seller's own "Azithral 500" comes before the Azithromycin 500 mg
  // products the brand's synonym also finds (Algolia counts single-word synonyms as exact by default).
  alternativesAsExact: ['ignorePlurals', 'multiWordsSynonym'],
  // "pcd franchise in chandigarh": the place (or the medicine) must match; the kind of seller ranks but never empties.
  removeStopWords: true,
  optionalWords: SERVICE_WORDS,
  // A query that finds nothing drops its words one at a time from the end, where buyers add the place or the form.
  removeWordsIfNoResults: 'lastWords',
  // 'hi': Devanagari words are also searched transliterated (a buyer may type a molecule in Hindi).
  queryLanguages: ['en', 'hi'],
};

/** The service a category's kind offers (categories.kind: the footer's franchise and manufacturing lists). */
const SERVICE_OF_KIND: Readonly<Record<string, string>> = {
  franchise: SERVICE_TYPES[0],
  manufacturing: SERVICE_TYPES[1],
};
const KINDS = Object.keys(SERVICE_OF_KIND);

/**
 * A company's services, as SQL over `c` (a companies row) with $2 the kinds and $3 their services: those of the
 * categories it lists under, and those its listing names (before its first listing save, its lead preferences').
 */
const COMPANY_SERVICES = `(SELECT array_agg(DISTINCT s ORDER BY s) FROM (
     SELECT k.service AS s FROM company_categories cc JOIN categories g ON g.slug = cc.category_slug
       JOIN unnest($2::text[], $3::text[]) AS k(kind, service) ON k.kind = g.kind WHERE cc.company_id = c.id
     UNION SELECT unnest(CASE WHEN cardinality(c.service_types) > 0 THEN c.service_types
       ELSE (SELECT lp.service_types FROM company_lead_preferences lp WHERE lp.company_id = c.id) END)) AS named(s)
   WHERE s = ANY ($3::text[]))`;
const serviceParams = () => [KINDS, KINDS.map((k) => SERVICE_OF_KIND[k]!)];

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
  compositions: string[] | null;
  forms: string[] | null;
  services: string[] | null;
  /** The cities (with their state) and whole states (city '') the seller says it serves. */
  served: { city: string; state: string }[] | null;
};

/**
 * The search records of the listed companies (only listed ones are found: a Join Free company is listed once its mobile
 * is verified and it has a category and a place); with `ids`, of those companies only.
 */
export async function readCompanyRecords(db: Queryable, ids?: number[]): Promise<MarketplaceRecord[]> {
  const { rows } = await db.query<CompanyRow>(
    // Grouped once per table rather than a subquery per company: the planner scans a subquery's join per row.
    `WITH picked AS (SELECT * FROM companies c WHERE c.listed AND ($1::int[] IS NULL OR c.id = ANY ($1::int[]))),
     made AS (
       SELECT p.company_id, array_agg(DISTINCT p.name ORDER BY p.name) AS products,
              array_agg(DISTINCT p.composition ORDER BY p.composition) AS compositions,
              array_agg(DISTINCT p.form ORDER BY p.form) AS forms
         FROM company_products p WHERE p.company_id IN (SELECT id FROM picked) GROUP BY p.company_id),
     contains AS (
       SELECT p.company_id, array_agg(DISTINCT m.name ORDER BY m.name) AS molecules
         FROM company_products p JOIN company_product_molecules pm ON pm.product_id = p.id
         JOIN molecules m ON m.slug = pm.molecule_slug
        WHERE p.company_id IN (SELECT id FROM picked) GROUP BY p.company_id)
     SELECT c.slug, c.name, c.city, c.state, c.rank, contains.molecules, made.products, made.compositions, made.forms,
            ${COMPANY_SERVICES} AS services,
            (SELECT array_agg(k.name ORDER BY k.name)
               FROM company_categories cc JOIN categories k ON k.slug = cc.category_slug WHERE cc.company_id = c.id) AS categories,
            (SELECT json_agg(json_build_object('city', s.city, 'state', s.state) ORDER BY s.state, s.city)
               FROM company_places_served s WHERE s.company_id = c.id) AS served
       FROM picked c LEFT JOIN made ON made.company_id = c.id LEFT JOIN contains ON contains.company_id = c.id
      ORDER BY c.id`,
    [ids ?? null, ...serviceParams()],
  );
  return rows.map((c) => ({
    objectID: companyObjectID(c.slug),
    name: c.name,
    category: 'Company' as const,
    slug: c.slug,
    rank: Number(c.rank),
    place: `${c.city}, ${c.state}`,
    // A buyer searching a city finds the companies there and those that serve it.
    places: companyPlaces(c, c.served ?? []),
    city: c.city,
    state: c.state,
    categories: c.categories ?? [],
    molecules: c.molecules ?? [],
    products: c.products ?? [],
    compositions: c.compositions ?? [],
    services: c.services ?? [],
    forms: c.forms ?? [],
    listedUnder: c.categories ?? [],
  }));
}

/**
 * Where a company is, every way a buyer names it: its city, the city's other names and district, its state and the
 * state's other names, then each place it serves (a city with its names, or a whole state with its names).
 */
export function companyPlaces(
  own: { city: string; state: string } | undefined,
  served: readonly { city: string; state: string }[],
) {
  return [
    ...new Set([
      ...(own ? [own.city, ...placeNames(own.city, own.state), own.state, ...placeNames(own.state)] : []),
      ...served.flatMap((p) => (p.city ? [p.city, ...placeNames(p.city, p.state)] : [p.state, ...placeNames(p.state)])),
    ]),
  ].filter(Boolean);
}

export const companyObjectID = (slug: string) => `company-${slug}`;

const NAME_WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/**
 * A category named by service words alone ("PCD Pharma Franchise", "Pharma Third Party Manufacturing"): the service
 * itself, under which every category of its kind also stands (a gynae PCD company is a PCD pharma franchise).
 */
export const isServiceCategory = (name: string): boolean => {
  const words = name.toLowerCase().match(NAME_WORD) ?? [];
  return words.length > 0 && words.every((w) => SERVICE_WORDS.includes(w));
};

/** The categories' records (with `slugs`, of those only). */
export async function categoryRecords(db: Queryable, slugs?: string[]): Promise<MarketplaceRecord[]> {
  // The forms its listed companies' products come in, as a molecule's: a form's rule then lifts the page with them.
  const { rows } = await db.query<{
    slug: string;
    name: string;
    kind: string;
    forms: string[] | null;
    kin: string[] | null;
  }>(
    `SELECT g.slug, g.name, g.kind,
            (SELECT array_agg(u.name ORDER BY u.name) FROM categories u WHERE u.kind = g.kind) AS kin,
            (SELECT array_agg(DISTINCT p.form ORDER BY p.form) FROM company_categories cc
               JOIN companies c ON c.id = cc.company_id AND c.listed JOIN company_products p ON p.company_id = c.id
              WHERE cc.category_slug = g.slug) AS forms
       FROM categories g WHERE $1::text[] IS NULL OR g.slug = ANY ($1::text[]) ORDER BY g.slug`,
    [slugs ?? null],
  );
  return rows.map((c) => ({
    objectID: `category-${c.slug}`,
    name: c.name,
    category: 'Category' as const,
    slug: c.slug,
    rank: CATEGORY_RANK,
    // Its own name, and the service categories of its kind: a service word's rule lifts those, and with them this page.
    listedUnder: [...new Set([c.name, ...(c.kin ?? []).filter(isServiceCategory)])],
    services: SERVICE_OF_KIND[c.kind] ? [SERVICE_OF_KIND[c.kind]!] : [],
    forms: c.forms ?? [],
  }));
}

/**
 * The molecules' records (with `slugs`, of those only), with the forms their listed makers' products come in and every
 * service those makers offer: an optional filter on a form or a service then lifts the molecule with its makers.
 */
export async function moleculeRecords(db: Queryable, slugs?: string[]): Promise<MarketplaceRecord[]> {
  const { rows } = await db.query<{
    slug: string;
    name: string;
    forms: string[] | null;
    services: string[] | null;
    listed_under: string[] | null;
  }>(
    `WITH made AS (
       SELECT pm.molecule_slug AS slug, p.form, c.id AS company_id
         FROM company_product_molecules pm JOIN company_products p ON p.id = pm.product_id
         JOIN companies c ON c.id = p.company_id
        WHERE c.listed AND ($1::text[] IS NULL OR pm.molecule_slug = ANY ($1::text[]))),
     makers AS (
       SELECT c.id, ${COMPANY_SERVICES} AS services FROM companies c WHERE c.id IN (SELECT company_id FROM made)),
     forms AS (SELECT slug, array_agg(DISTINCT form ORDER BY form) AS forms FROM made GROUP BY slug),
     offered AS (
       SELECT made.slug, array_agg(DISTINCT s ORDER BY s) AS services
         FROM made JOIN makers ON makers.id = made.company_id, unnest(makers.services) AS s GROUP BY made.slug),
     listed AS (
       SELECT made.slug, array_agg(DISTINCT g.name ORDER BY g.name) AS names
         FROM made JOIN company_categories cc ON cc.company_id = made.company_id
         JOIN categories g ON g.slug = cc.category_slug GROUP BY made.slug)
     SELECT m.slug, m.name, forms.forms, offered.services, listed.names AS listed_under
       FROM molecules m LEFT JOIN forms ON forms.slug = m.slug LEFT JOIN offered ON offered.slug = m.slug
       LEFT JOIN listed ON listed.slug = m.slug
      WHERE $1::text[] IS NULL OR m.slug = ANY ($1::text[]) ORDER BY m.id`,
    [slugs ?? null, ...serviceParams()],
  );
  return rows.map((m) => ({
    objectID: `molecule-${m.slug}`,
    name: m.name,
    category: 'Molecule' as const,
    slug: m.slug,
    rank: 0,
    forms: m.forms ?? [],
    services: m.services ?? [],
    listedUnder: m.listed_under ?? [],
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

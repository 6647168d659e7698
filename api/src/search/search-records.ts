import type { Queryable } from '../db/database';
import type { IndexSettings, SearchRecord } from './search-index';

/** Spec §3: a search hit has name, category (company, molecule or a category) and slug. */
export type HitCategory = 'Company' | 'Molecule' | 'Category';

export interface MarketplaceRecord extends SearchRecord {
  name: string;
  category: HitCategory;
  slug: string;
  rank: number;
  /** Companies: "City, State". */
  place?: string;
}

/** The index is named after the product (spec §3). */
export const DEFAULT_INDEX_NAME = 'pharmasetu';

export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['name'],
  attributesForFaceting: ['category'],
  customRanking: ['desc(rank)'],
};

/** Category pages rank above companies and molecules when the text matches equally well. */
const CATEGORY_RANK = 10_000;

/** Reads the companies, molecules and categories of the api's database as search records. */
export async function readSearchRecords(db: Queryable): Promise<MarketplaceRecord[]> {
  const [categories, companies, molecules] = await Promise.all([
    db.query<{ slug: string; name: string }>('SELECT slug, name FROM categories ORDER BY slug'),
    db.query<{ slug: string; name: string; city: string; state: string; rank: number }>(
      'SELECT slug, name, city, state, rank FROM companies ORDER BY id',
    ),
    db.query<{ slug: string; name: string }>('SELECT slug, name FROM molecules ORDER BY id'),
  ]);
  return [
    ...categories.rows.map((c) => ({ objectID: `category-${c.slug}`, name: c.name, category: 'Category' as const, slug: c.slug, rank: CATEGORY_RANK })),
    ...companies.rows.map((c) => ({
      objectID: `company-${c.slug}`,
      name: c.name,
      category: 'Company' as const,
      slug: c.slug,
      rank: Number(c.rank),
      place: `${c.city}, ${c.state}`,
    })),
    ...molecules.rows.map((m) => ({ objectID: `molecule-${m.slug}`, name: m.name, category: 'Molecule' as const, slug: m.slug, rank: 0 })),
  ];
}

/** A company as the category, molecule and home pages list it (GET /api/catalog/...). */
export interface CompanySummary {
  slug: string;
  name: string;
  city: string;
  state: string;
  /** Higher is better: featured companies are the highest ranked. */
  rank: number;
  /** Category names. */
  categories: string[];
  /** Year established. */
  established: number | null;
}

/** Spec §3 listing sort keys the category pages offer. */
export type CompanyOrder = 'name' | 'rank';

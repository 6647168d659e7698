/** Spec §3: a search hit has name, category (company, molecule or a category) and slug. */
export interface SearchHit {
  objectID: string;
  name: string;
  category: string;
  slug: string;
  place?: string;
  _highlightResult?: { name?: { value: string } };
}

/** Highlight tags that no name contains: the UI splits on them and renders text nodes (no HTML). */
export const HIGHLIGHT_PRE = '\u0002';
export const HIGHLIGHT_POST = '\u0003';

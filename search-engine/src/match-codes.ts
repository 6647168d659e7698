import { editDistance, typosAllowed } from './matching';

/**
 * How one query word matches one index term, as a small number: the lowest code wins (an exact match
 * beats a prefix, which beats one typo, which beats two). Each index term a query reaches is compared
 * with the query words once per query, not once per document.
 */
export const EXACT = 0;
export const PREFIX = 1;
/** TYPO + the number of typos. */
export const TYPO = 2;
export const NO_MATCH = 255;

/** The code of `term` for `queryWord` (`isLast`: the last query word, which may be a prefix). */
function matchCode(queryWord: string, isLast: boolean, term: string): number {
  if (term === queryWord) return EXACT;
  if (isLast && term.startsWith(queryWord)) return PREFIX;
  const allowed = typosAllowed(queryWord);
  const typos = editDistance(queryWord, term, allowed + 1);
  return typos <= allowed ? TYPO + typos : NO_MATCH;
}

/** The codes of `term` for every query word, or null when it matches none of them. */
export function matchCodes(words: readonly string[], term: string): Uint8Array | null {
  const codes = Uint8Array.from(words, (word, w) => matchCode(word, w === words.length - 1, term));
  return codes.some((c) => c !== NO_MATCH) ? codes : null;
}

/** The searchable attributes of a record as text: which ones, their text, and where a word first appears. */
import { tokenize } from './matching';
import type { IndexSettings, SearchRecord } from './search-types';

/** An attribute's value as searchable text (arrays joined by spaces, missing as ''). */
export const fieldText = (value: unknown): string =>
  Array.isArray(value) ? value.map(fieldText).join(' ') : value == null ? '' : String(value);

/** The searchable attribute names, in order: `unordered(name)` and `name,alias` both name searchable attributes. */
export const searchableFields = (settings: IndexSettings): string[] =>
  (settings.searchableAttributes ?? ['name'])
    .flatMap((a) => a.replace(/^unordered\((.*)\)$/, '$1').split(','))
    .map((a) => a.trim());

/**
 * Algolia's "attribute" criterion for ordered attributes, from the record's text: the earlier the first
 * matched word, the better (attribute index times 1000 plus the word's index; after the last attribute when none).
 */
export function textPosition(fields: readonly string[], record: SearchRecord, matchedTerms: string[]): number {
  let offset = 0;
  for (const field of fields) {
    const words = tokenize(fieldText(record[field]));
    const at = words.findIndex((w) => matchedTerms.includes(w));
    if (at >= 0) return offset + at;
    offset += 1000;
  }
  return offset;
}

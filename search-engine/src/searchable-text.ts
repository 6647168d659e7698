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

/** Per searchable attribute (in searchableFields' order), whether it is `unordered(...)`: where in it a word is does not rank. */
export const unorderedFields = (settings: IndexSettings): boolean[] =>
  (settings.searchableAttributes ?? ['name']).flatMap((a) => {
    const unordered = /^unordered\((.*)\)$/.test(a);
    return a
      .replace(/^unordered\((.*)\)$/, '$1')
      .split(',')
      .map(() => unordered);
  });

/**
 * Algolia's "attribute" criterion, from the record's text: the earlier the attribute of the first matched word, the
 * better, and within an ordered attribute the earlier the word (attribute index times 1000 plus the word's index in an
 * ordered attribute, 0 in an `unordered` one; after the last attribute when none).
 */
export function textPosition(
  fields: readonly string[],
  record: SearchRecord,
  matchedTerms: string[],
  unordered: readonly boolean[] = [],
): number {
  let offset = 0;
  for (const [f, field] of fields.entries()) {
    const words = tokenize(fieldText(record[field]));
    const at = words.findIndex((w) => matchedTerms.includes(w));
    if (at >= 0) return offset + (unordered[f] === true ? 0 : at);
    offset += 1000;
  }
  return offset;
}

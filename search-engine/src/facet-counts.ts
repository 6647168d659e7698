/**
 * Algolia's facet counts: for each requested facet, how many of the hits (every record matching the query and
 * the filters, not only the page) hold each value, the most frequent first, at most maxValuesPerFacet values.
 * Only attributes declared in attributesForFaceting are counted (filterOnly ones are not), as in Algolia.
 */
import type { Deadline } from './deadline';
import type { FacetColumn } from './doc-table';
import type { SearchRecord } from './search-types';
import { topK } from './top-k';

type FacetCounts = Record<string, Record<string, number>>;

/** The attribute named by an attributesForFaceting entry, and whether its values may be counted. */
function declared(entry: string): { attribute: string; counted: boolean } {
  const open = entry.indexOf('(');
  if (open < 0 || !entry.endsWith(')')) return { attribute: entry.trim(), counted: true };
  const modifier = entry.slice(0, open).trim();
  return { attribute: entry.slice(open + 1, -1).trim(), counted: modifier !== 'filterOnly' };
}

/** Every attribute attributesForFaceting declares, for faceting or only for filtering. */
export const facetAttributes = (attributesForFaceting: readonly string[] = []): string[] =>
  attributesForFaceting.map((entry) => declared(entry).attribute);

/** The requested facets that the settings allow counting ('*': all of them), in the settings' order for '*'. */
export function countedFacets(requested: readonly string[], attributesForFaceting: readonly string[] = []): string[] {
  if (requested.length === 0) return [];
  const allowed = attributesForFaceting
    .map(declared)
    .filter((d) => d.counted)
    .map((d) => d.attribute);
  if (requested.includes('*')) return allowed;
  return [...new Set(requested)].filter((attribute) => allowed.includes(attribute));
}

/**
 * Counts the values of `attributes` over items 0..n-1 (`recordOf(i)`): a value is a string, number or boolean, or
 * an array of them (each counted once per record). Ties are ordered by value, so answers are stable.
 */
export function countFacetValues(
  attributes: readonly string[],
  n: number,
  recordOf: (i: number) => SearchRecord,
  maxValuesPerFacet: number,
  deadline: Deadline,
): FacetCounts {
  const counts = attributes.map(() => new Map<string, number>());
  for (let i = 0; i < n; i++) {
    if ((i & 4095) === 4095) deadline.check();
    const record = recordOf(i);
    attributes.forEach((attribute, a) => {
      const value = record[attribute];
      const values = Array.isArray(value) ? new Set(value) : [value];
      for (const v of values) {
        if (v == null || typeof v === 'object') continue;
        const key = String(v);
        counts[a]!.set(key, (counts[a]!.get(key) ?? 0) + 1);
      }
    });
  }
  const facets: FacetCounts = {};
  attributes.forEach((attribute, a) => {
    const top = [...counts[a]!]
      .sort(([va, ca], [vb, cb]) => cb - ca || (va < vb ? -1 : va > vb ? 1 : 0))
      .slice(0, maxValuesPerFacet);
    facets[attribute] = Object.fromEntries(top);
  });
  return facets;
}

/** The ids of the values a facet count found, reused from query to query (a city facet finds thousands). */
let foundRoom = new Int32Array(0);

/**
 * The same counts as countFacetValues, over the documents docs[0, n) whose values `columns` hold as ids: the work
 * per hit is an integer increment per value, not a read of the record.
 */
export function countFacetColumns(
  attributes: readonly string[],
  columns: readonly FacetColumn[],
  n: number,
  docs: ArrayLike<number>,
  maxValuesPerFacet: number,
  deadline: Deadline,
): FacetCounts {
  const facets: FacetCounts = {};
  attributes.forEach((attribute, a) => {
    const column = columns[a]!;
    const { values } = column;
    // The column's own room, reused: read here, before any other count could take it.
    const count = column.tally();
    column.countDocs(docs, n, count, () => deadline.check());
    let size = 0;
    for (let id = 0; id < count.length; id++) if (count[id]! > 0) size += 1;
    if (foundRoom.length < size) foundRoom = new Int32Array(Math.max(size, foundRoom.length * 2));
    const found = foundRoom;
    size = 0;
    for (let id = 0; id < count.length; id++) if (count[id]! > 0) found[size++] = id;
    // The most frequent first, ties by value: only the first maxValuesPerFacet are put in order (a city facet has
    // hundreds of values).
    const top = topK(
      size,
      maxValuesPerFacet,
      (x, y) => {
        const vx = found[x]!;
        const vy = found[y]!;
        return count[vy]! - count[vx]! || (values[vx]! < values[vy]! ? -1 : values[vx]! > values[vy]! ? 1 : 0);
      },
      () => deadline.check(),
    );
    facets[attribute] = Object.fromEntries(top.map((x) => [values[found[x]!]!, count[found[x]!]!]));
  });
  return facets;
}

import type { FacetColumn } from './doc-table';
import { numericTest } from './numeric-filters';
import type { SearchRecord } from './search-types';

/** A filter test (`category:Company`, `-category:Company`): the attribute, the value lower-cased, and whether negated. */
function parseTest(test: string): { attribute: string; wanted: string; negate: boolean } {
  const at = test.indexOf(':');
  const negate = test.startsWith('-');
  return { attribute: test.slice(negate ? 1 : 0, at), wanted: test.slice(at + 1).toLowerCase(), negate };
}

/** One filter test on one record, read from the record itself. */
export function facetMatches(record: SearchRecord, test: string): boolean {
  const numeric = numericTest(test);
  if (numeric) return numeric.matches(record[numeric.attribute]);
  const { attribute, wanted, negate } = parseTest(test);
  const value = record[attribute];
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => v != null && String(v).toLowerCase() === wanted) !== negate;
}

/** How compileFilters reads the items' values of an attribute. */
export interface FilterColumns {
  /** Item i's value of `attribute`. */
  value: (attribute: string) => (i: number) => unknown;
  /**
   * The attribute's values interned by item (a facet column), when it has one that holds every value a test reads
   * (see FacetColumn.complete): a test then compares value ids, not text.
   */
  interned?: (attribute: string) => FacetColumn | undefined;
}

/**
 * The filters of one query as a test of item i: the same answer as `facetMatches` on every test, with each test parsed
 * once, and its answer per attribute value worked out once (records share a handful of categories and states): by value
 * id from a facet column, else remembered per value read. The tests of one OR group that ask one attribute for a value
 * (not negated) are one test of a set of values, so a document's value is read once however many the group names.
 * Undefined when there are no filters.
 */
export function compileFilters(filters: string[][], columns: FilterColumns): ((i: number) => boolean) | undefined {
  if (filters.length === 0) return undefined;
  const groups = filters.map((ors) => {
    const wantedBy = new Map<string, Set<string>>();
    const tests: ((i: number) => boolean)[] = [];
    for (const test of ors) {
      const numeric = numericTest(test);
      if (numeric) {
        const valueOf = columns.value(numeric.attribute);
        tests.push((i) => numeric.matches(valueOf(i)));
        continue;
      }
      const { attribute, wanted, negate } = parseTest(test);
      if (negate) tests.push(valueTest(columns, attribute, new Set([wanted]), true));
      else if (wantedBy.has(attribute)) wantedBy.get(attribute)!.add(wanted);
      else wantedBy.set(attribute, new Set([wanted]));
    }
    for (const [attribute, wanted] of wantedBy) tests.push(valueTest(columns, attribute, wanted, false));
    return tests;
  });
  if (groups.length === 1 && groups[0]!.length === 1) return groups[0]![0]!;
  return (i) => groups.every((ors) => ors.some((test) => test(i)));
}

/** Whether item i holds one of the `wanted` texts (lower-cased) in `attribute`, or with `negate` none of them. */
function valueTest(
  columns: FilterColumns,
  attribute: string,
  wanted: ReadonlySet<string>,
  negate: boolean,
): (i: number) => boolean {
  const interned = columns.interned?.(attribute);
  if (interned?.complete) {
    const accepted = interned.valuesWithText(wanted);
    return (i) => interned.holds(i, accepted) !== negate;
  }
  const valueOf = columns.value(attribute);
  const known = new Map<unknown, boolean>();
  const equals = (v: unknown): boolean => {
    if (v == null) return false;
    if (typeof v === 'object' || typeof v === 'function') return wanted.has(String(v).toLowerCase());
    let answer = known.get(v);
    if (answer === undefined) known.set(v, (answer = wanted.has(String(v).toLowerCase())));
    return answer;
  };
  return (i) => {
    const value = valueOf(i);
    return (Array.isArray(value) ? value.some(equals) : equals(value)) !== negate;
  };
}

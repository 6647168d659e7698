import { ParamsError } from './params-error';

/**
 * Algolia's `numericFilters`: `attribute op number` (op one of `<`, `<=`, `=`, `!=`, `>=`, `>`) and ranges
 * `attribute:lower TO upper` (both ends included), as a string, a list (AND) whose entries may be lists (OR), or a
 * string of tests joined by commas (AND) with OR groups in parentheses, as older clients send them:
 * `["rating>=4", ["year=2019", "year=2020"]]` or `"rating>=4,(year=2019,year=2020)"`.
 *
 * Each test is read into a canonical text kept with the facet tests of the query (SearchParams.filters). The
 * canonical text never holds a `:` (a range is written `attribute lower TO upper`), and a facet test always does, so
 * `numericTest` tells them apart without a marker. A test holds for a record whose value of the attribute is a
 * number (or an array holding one) meeting it; `!=` holds where `=` does not, as a NOT of a facet test.
 *
 * Scanned by hand in one pass, as filter-parser.ts is: the text comes from anyone holding the public key.
 */

type Operator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export interface NumericTest {
  attribute: string;
  /** Whether a record's value of the attribute meets the test. */
  matches: (value: unknown) => boolean;
}

/** How much of the text an error message quotes. */
const EXCERPT = 40;

const isAttributeChar = (c: string): boolean =>
  (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '.' || c === '-';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';

type Parsed = { attribute: string; op: Operator; value: number } | { attribute: string; from: number; to: number };

/** One test, in Algolia's syntax (`range` ':') or in the canonical one (`range` ' '); undefined if it is neither. */
function parse(text: string, range: ':' | ' '): Parsed | undefined {
  let at = 0;
  const skipSpaces = () => {
    while (isSpace(text[at])) at++;
  };
  const number = (): number | undefined => {
    const start = at;
    if (text[at] === '-' || text[at] === '+') at++;
    let digits = 0;
    for (; isDigit(text[at]); at++) digits++;
    if (text[at] === '.') for (at++; isDigit(text[at]); at++) digits++;
    if (digits === 0) return undefined;
    if (text[at] === 'e' || text[at] === 'E') {
      const sign = text[at + 1] === '-' || text[at + 1] === '+' ? 1 : 0;
      if (isDigit(text[at + 1 + sign])) for (at += 1 + sign; isDigit(text[at]); at++);
    }
    const value = Number(text.slice(start, at));
    return Number.isFinite(value) ? value : undefined;
  };
  if (range === ':') skipSpaces();
  const start = at;
  while (at < text.length && isAttributeChar(text[at]!)) at++;
  const attribute = text.slice(start, at);
  if (attribute === '' || attribute.startsWith('-')) return undefined;
  if (range === ':') skipSpaces();
  let parsed: Parsed | undefined;
  if (text[at] === range) {
    at++;
    if (range === ':') skipSpaces();
    const from = number();
    if (from === undefined || !isSpace(text[at])) return undefined;
    skipSpaces();
    if (text.slice(at, at + 2) !== 'TO' || !isSpace(text[at + 2])) return undefined;
    at += 2;
    skipSpaces();
    const to = number();
    if (to === undefined) return undefined;
    parsed = { attribute, from, to };
  } else {
    const two = text.slice(at, at + 2);
    const op: Operator | undefined =
      two === '<=' || two === '>=' || two === '!='
        ? two
        : text[at] === '<' || text[at] === '>' || text[at] === '='
          ? (text[at] as Operator)
          : undefined;
    if (op === undefined) return undefined;
    at += op.length;
    if (range === ':') skipSpaces();
    const value = number();
    if (value === undefined) return undefined;
    parsed = { attribute, op, value };
  }
  if (range === ':') skipSpaces();
  return at === text.length ? parsed : undefined;
}

const canonical = (test: Parsed): string =>
  'op' in test ? `${test.attribute}${test.op}${test.value}` : `${test.attribute} ${test.from} TO ${test.to}`;

/** One test as the request wrote it, in canonical text; a ParamsError quoting it when it is not a numeric test. */
function readTest(text: unknown): string {
  if (typeof text !== 'string') throw new ParamsError('numericFilters entries must be strings');
  const parsed = parse(text, ':');
  if (!parsed) {
    const excerpt = text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text;
    throw new ParamsError(
      `numericFilters: cannot read ${JSON.stringify(excerpt)} (attribute op number, or attribute:lower TO upper)`,
    );
  }
  return canonical(parsed);
}

/** `a,(b,c),d` → [["a"], ["b", "c"], ["d"]]: commas split the groups, parentheses hold an OR group (one level). */
function splitString(text: string): string[][] {
  const groups: string[][] = [];
  let at = 0;
  while (at <= text.length) {
    while (isSpace(text[at])) at++;
    if (text[at] === '(') {
      const close = text.indexOf(')', at);
      if (close < 0) throw new ParamsError('numericFilters: a "(" is not closed');
      groups.push(text.slice(at + 1, close).split(','));
      for (at = close + 1; isSpace(text[at]); at++);
      if (at < text.length && text[at] !== ',') throw new ParamsError('numericFilters: a "," must follow ")"');
      at++;
    } else {
      const comma = text.indexOf(',', at);
      const end = comma < 0 ? text.length : comma;
      groups.push([text.slice(at, end)]);
      at = end + 1;
    }
  }
  return groups;
}

/** The request's numericFilters as AND groups of OR'ed canonical tests, to be kept with its facet tests. */
export function readNumericFilters(value: unknown): string[][] {
  if (value === undefined || value === '') return [];
  if (typeof value === 'string') return splitString(value).map((ors) => ors.map(readTest));
  if (!Array.isArray(value)) throw new ParamsError('numericFilters must be a string or an array');
  return value.map((item) => (Array.isArray(item) ? item.map(readTest) : [readTest(item)]));
}

function meets(n: number, test: Parsed): boolean {
  if (!('op' in test)) return n >= test.from && n <= test.to;
  switch (test.op) {
    case '<':
      return n < test.value;
    case '<=':
      return n <= test.value;
    case '>':
      return n > test.value;
    case '>=':
      return n >= test.value;
    default:
      return n === test.value;
  }
}

/**
 * The numeric test a filter's canonical text holds (as readNumericFilters wrote it), or undefined for a facet test
 * (`attribute:value`).
 */
export function numericTest(text: string): NumericTest | undefined {
  if (text.includes(':')) return undefined;
  const test = parse(text, ' ');
  if (!test) return undefined;
  const negate = 'op' in test && test.op === '!=';
  const positive: Parsed = negate ? { ...test, op: '=' } : test;
  const holds = (v: unknown) => typeof v === 'number' && meets(v, positive);
  return {
    attribute: test.attribute,
    matches: (value) => (Array.isArray(value) ? value.some(holds) : holds(value)) !== negate,
  };
}

import { ParamsError } from './params-error';

/**
 * Algolia's `filters` string, the part of it this engine serves: facet tests `attribute:value` (the value
 * bare, or in double or single quotes), `NOT attribute:value`, joined by OR within a group and by AND
 * between groups, an OR group optionally in parentheses:
 * `category:Company AND (city:"New Delhi" OR city:Pune)` → `[["category:Company"], ["city:New Delhi", "city:Pune"]]`.
 * A negated test is `-attribute:value`, as in facetFilters.
 *
 * A scanner written by hand, one pass over the text with no regular expression: the string comes from
 * anyone holding the public key, and splitting it with regular expressions (`/\s+AND\s+/`) took time
 * quadratic in a run of spaces. No library fits: Algolia publishes no parser of its filters syntax, the
 * npm packages that claim one are validators with a handful of users, and a parser generator would bring a
 * grammar toolchain for five kinds of token.
 */
export function parseFilterString(filters: string): string[][] {
  return new FilterScanner(filters).parse();
}

/** JavaScript's `\s`: what the filters syntax takes as a space. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** `[\w.-]`: the characters of an attribute name. */
const isAttributeChar = (code: number): boolean =>
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x61 && code <= 0x7a) ||
  code === 0x5f ||
  code === 0x2e ||
  code === 0x2d;

const OPEN = 0x28;
const CLOSE = 0x29;
const COLON = 0x3a;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
/** How much of the text an error message quotes. */
const EXCERPT = 40;

class FilterScanner {
  private at = 0;

  constructor(private readonly text: string) {}

  parse(): string[][] {
    const groups: string[][] = [];
    this.skipSpaces();
    if (this.done()) return groups;
    for (;;) {
      groups.push(this.group());
      const spaced = this.skipSpaces();
      if (this.done()) return groups;
      if (!spaced || !this.keyword('AND')) this.fail();
    }
  }

  /** `test (OR test)*`, or the same in parentheses. */
  private group(): string[] {
    const start = this.at;
    const open = this.code() === OPEN;
    if (open) this.at++;
    const tests = [this.test()];
    for (;;) {
      const before = this.at;
      if (this.skipSpaces() && this.keyword('OR')) {
        tests.push(this.test());
        continue;
      }
      this.at = before; // the spaces before AND, or the end: the group's caller reads them
      break;
    }
    if (open) {
      this.skipSpaces();
      if (this.code() !== CLOSE) this.fail(start);
      this.at++;
    }
    return tests;
  }

  /** `[NOT] attribute : value`, spaces allowed around the colon (so `NOT : x` tests an attribute named NOT). */
  private test(): string {
    this.skipSpaces();
    const start = this.at;
    let attribute = this.attribute(start);
    let negate = false;
    if (attribute === 'NOT') {
      const afterName = this.at;
      if (this.skipSpaces() && this.code() !== COLON) {
        negate = true;
        attribute = this.attribute(start);
      } else this.at = afterName;
    }
    this.skipSpaces();
    if (this.code() !== COLON) this.fail(start);
    this.at++;
    this.skipSpaces();
    return `${negate ? '-' : ''}${attribute}:${this.value(start)}`;
  }

  private attribute(testStart: number): string {
    const start = this.at;
    while (this.at < this.text.length && isAttributeChar(this.code())) this.at++;
    if (this.at === start) this.fail(testStart);
    return this.text.slice(start, this.at);
  }

  /** `"…"`, `'…'` (no escapes), or a bare run up to a space or a parenthesis. */
  private value(testStart: number): string {
    const quote = this.code();
    if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
      const end = this.text.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", this.at + 1);
      if (end < 0) this.fail(testStart);
      const value = this.text.slice(this.at + 1, end);
      this.at = end + 1;
      return value;
    }
    const start = this.at;
    while (this.at < this.text.length) {
      const code = this.code();
      if (isSpace(code) || code === OPEN || code === CLOSE) break;
      this.at++;
    }
    if (this.at === start) this.fail(testStart);
    return this.text.slice(start, this.at);
  }

  /** The word (AND, OR) here, followed by a space or a parenthesis: consumed with the spaces after it. */
  private keyword(word: string): boolean {
    if (!this.text.startsWith(word, this.at)) return false;
    const next = this.text.charCodeAt(this.at + word.length);
    if (!isSpace(next) && next !== OPEN) return false;
    this.at += word.length;
    this.skipSpaces();
    return true;
  }

  /** Skips spaces; whether there were any. */
  private skipSpaces(): boolean {
    const start = this.at;
    while (this.at < this.text.length && isSpace(this.code())) this.at++;
    return this.at > start;
  }

  private code(): number {
    return this.text.charCodeAt(this.at);
  }

  private done(): boolean {
    return this.at >= this.text.length;
  }

  private fail(from = this.at): never {
    const excerpt = this.text.slice(from, from + EXCERPT).trim();
    const cut = from + EXCERPT < this.text.length ? '…' : '';
    throw new ParamsError(`filters: unsupported expression ${JSON.stringify(excerpt + cut)}`);
  }
}

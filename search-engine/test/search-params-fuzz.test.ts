import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../src/build-engine';
import { parseFilterString, ParamsError } from '../src/params';
import { SEARCH_LIMITS } from '../src/search-limits';

/**
 * Random search parameters against the engine: never a 5xx, always an answer in Algolia's shape within the
 * bounds; and the filters scanner against the regular-expression parser it replaced, which is the reference
 * for what the filters mean (run here on short strings only: it is quadratic on runs of spaces). One
 * change: its `.` now matches line breaks too (dotAll), since it refused a group in parentheses spanning lines.
 */
function referenceParse(filters: string): string[][] {
  const text = filters.trim();
  if (!text) return [];
  return text.split(/\s+AND\s+/).map((group) => {
    const inner = group.trim().replace(/^\((.*)\)$/s, '$1');
    return inner.split(/\s+OR\s+/).map((test) => {
      const m = /^\s*([\w.-]+)\s*:\s*(?:"([^"]*)"|'([^']*)'|(\S+))\s*$/.exec(test);
      if (!m) throw new ParamsError(`filters: unsupported expression ${JSON.stringify(test.trim())}`);
      return `${m[1]}:${m[2] ?? m[3] ?? m[4]}`;
    });
  });
}

/** What `\s` matches, a sample of each kind. */
const space = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', ' \r\n ');
const spaces = fc.array(space, { minLength: 1, maxLength: 3 }).map((s) => s.join(''));
const optionalSpaces = fc.oneof(fc.constant(''), spaces);
const attribute = fc
  .array(fc.constantFrom('a', 'b', 'Z', '0', '_', '.', '-', 'NOT', 'AND', 'OR'), { minLength: 1, maxLength: 4 })
  .map((s) => s.join(''))
  // An attribute named AND or OR before a spaced colon reads two ways; a well-formed filter has none.
  .filter((a) => a !== 'AND' && a !== 'OR');
const word = fc.array(fc.constantFrom('x', 'Y', '9', ':', '-', '"', "'", '.'), { minLength: 1, maxLength: 5 });
/** A value the reference reads as one: bare (no space, no parenthesis, not opening a quote) or quoted. */
const value = fc.oneof(
  word.filter((w) => w[0] !== '"' && w[0] !== "'").map((w) => w.join('')),
  fc
    .array(fc.constantFrom('x', 'y', ' ', '(', ')', ':', "'"), { maxLength: 6 })
    .map((w) => `"${w.join('')}"`)
    .filter((v) => !/\s(AND|OR)\s/.test(v)),
  fc.array(fc.constantFrom('x', 'y', ' ', '"'), { maxLength: 6 }).map((w) => `'${w.join('')}'`),
);
const facetTest = fc
  .tuple(attribute, optionalSpaces, optionalSpaces, value)
  .map(([a, s1, s2, v]) => `${a}${s1}:${s2}${v}`);
const group = fc
  .tuple(fc.array(fc.tuple(facetTest, spaces, spaces), { minLength: 1, maxLength: 3 }), fc.boolean(), optionalSpaces)
  .map(([tests, paren, inner]) => {
    const text = tests.map(([t], i) => (i === 0 ? t : `${tests[i - 1]![1]}OR${tests[i - 1]![2]}${t}`)).join('');
    return paren ? `(${inner}${text}${inner})` : text;
  });
const wellFormed = fc
  .tuple(optionalSpaces, fc.array(fc.tuple(group, spaces, spaces), { minLength: 1, maxLength: 4 }), optionalSpaces)
  .map(
    ([lead, groups, trail]) =>
      lead + groups.map(([g, s1, s2], i) => (i === 0 ? g : `${s1}AND${s2}${g}`)).join('') + trail,
  );
/** Anything made of the syntax's pieces. */
const soup = fc
  .array(fc.oneof(space, fc.constantFrom('AND', 'OR', 'NOT', '(', ')', ':', '"', "'", 'a', 'b', '-', 'x.y')), {
    maxLength: 40,
  })
  .map((s) => s.join(''));

describe('the filters scanner', () => {
  test('reads every well-formed filter as the reference does', () => {
    fc.assert(
      fc.property(wellFormed, (filters) => {
        expect(parseFilterString(filters)).toEqual(referenceParse(filters));
      }),
      { numRuns: 2000 },
    );
  });

  test('on anything else: a ParamsError or a reading, the same as the reference whenever both read it', () => {
    fc.assert(
      fc.property(fc.oneof(soup, fc.string({ maxLength: 40 })), (filters) => {
        let mine: string[][] | undefined;
        try {
          mine = parseFilterString(filters);
        } catch (error) {
          expect(error).toBeInstanceOf(ParamsError);
          expect((error as Error).message).toMatch(/^filters: unsupported expression ".{0,41}"$/su);
        }
        let reference: string[][] | undefined;
        try {
          reference = referenceParse(filters);
        } catch {
          reference = undefined;
        }
        if (mine && reference) expect(mine).toEqual(reference);
      }),
      { numRuns: 3000 },
    );
  });

  test('NOT is the facetFilters negation', () => {
    expect(parseFilterString('NOT category:Company AND (city:Pune OR NOT  city : "New Delhi")')).toEqual([
      ['-category:Company'],
      ['city:Pune', '-city:New Delhi'],
    ]);
    expect(parseFilterString('NOT:x AND NOT : y')).toEqual([['NOT:x'], ['NOT:y']]);
  });
});

describe('random search parameters over HTTP', () => {
  const config = { appId: 'FUZZ', searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
  let app: FastifyInstance;
  beforeAll(async () => {
    const records = Array.from({ length: 500 }, (_, i) => ({
      objectID: `r${i}`,
      name: `Metformin ${['Tablet', 'Syrup', 'Gel'][i % 3]} ${i}`,
      category: i % 2 ? 'Molecule' : 'Company',
      city: ['Pune', 'Baddi'][i % 2],
    }));
    // A roomy per-IP budget: the property runs hundreds of calls from one address.
    app = buildEngine({ config, indices: { pharmasetu: { records } }, limits: { burstQueries: 100_000 } });
    await app.ready();
  });
  afterAll(() => app.close());

  const text = (max: number) => fc.oneof(fc.string({ maxLength: max }), soup, wellFormed);
  const anyValue = fc.oneof(
    text(40),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(text(20), fc.array(text(20), { maxLength: 3 })), { maxLength: 6 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  /** Each parameter sometimes over its bound. */
  const long = (min: number, max: number) => fc.integer({ min, max }).map((n) => 'x'.repeat(n));
  /** What a page might send: each parameter within its bounds. */
  const ordinary = fc.record(
    {
      query: fc
        .array(fc.constantFrom('metf', 'syrup', 'gel', 'tab', '12', 'x'), { maxLength: 4 })
        .map((w) => w.join(' ')),
      filters: fc.oneof(wellFormed, fc.constantFrom('category:Company', 'city:Pune AND NOT category:"molecule"')),
      hitsPerPage: fc.integer({ min: 0, max: 50 }),
      page: fc.integer({ min: 0, max: 5 }),
      highlightPreTag: fc.string({ maxLength: 20 }),
      attributesToRetrieve: fc.array(fc.constantFrom('name', 'city', '*', 'x'), { maxLength: 4 }),
      clickAnalytics: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const wild = fc.record(
    {
      query: fc.oneof(text(30), long(500, 600), anyValue),
      filters: fc.oneof(wellFormed, soup, long(1000, 1100), anyValue),
      facetFilters: anyValue,
      hitsPerPage: fc.oneof(fc.integer({ min: -5, max: 1100 }), anyValue),
      page: fc.oneof(fc.integer({ min: -1, max: 200 }), anyValue),
      highlightPreTag: fc.oneof(text(10), long(60, 70), anyValue),
      highlightPostTag: fc.oneof(text(10), long(60, 70)),
      attributesToRetrieve: fc.oneof(fc.array(fc.constantFrom('name', 'city', '*', 'x'), { maxLength: 120 }), anyValue),
      attributesToHighlight: anyValue,
      facets: anyValue,
      clickAnalytics: anyValue,
      params: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc
          .dictionary(fc.constantFrom('query', 'filters', 'hitsPerPage', 'highlightPreTag'), text(30))
          .map((d) => new URLSearchParams(d).toString()),
      ),
      extra: fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 5 }),
    },
    { requiredKeys: [] },
  );

  test('never a 5xx; a 200 with hits or a 4xx {message, status}; the answer within its bounds', async () => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.oneof(ordinary, wild), fc.boolean(), async (params, multi) => {
        const { extra, ...rest } = params as typeof params & { extra?: Record<string, unknown> };
        const body = { ...extra, ...rest };
        const response = await app.inject({
          method: 'POST',
          url: `${multi ? '/1/indexes/*/queries' : '/1/indexes/pharmasetu/query'}?x-algolia-api-key=${config.searchKey}&x-algolia-application-id=${config.appId}`,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify(multi ? { requests: [{ ...body, indexName: 'pharmasetu' }] } : body),
        });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body.length).toBeLessThanOrEqual(SEARCH_LIMITS.maxAnswerBytes);
        const answer = response.json();
        if (response.statusCode === 200) {
          const results = multi ? answer.results : [answer];
          for (const r of results) expect(r.hits.length).toBeLessThanOrEqual(r.hitsPerPage);
        } else {
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(answer).toEqual({ message: expect.any(String), status: response.statusCode });
          expect(answer.message.length).toBeLessThan(200);
        }
      }),
      { numRuns: 400 },
    );
    // Both answers are explored: searches answered, and parameters refused.
    expect(statuses[200]).toBeGreaterThan(40);
    expect(statuses[400]).toBeGreaterThan(40);
  }, 120_000);
});

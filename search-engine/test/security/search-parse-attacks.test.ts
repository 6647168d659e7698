import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import type { BuildEngineOptions } from '../../src/build-engine';
import { ENGINE_TEST_CONFIG, startTestEngine } from '../helpers/search-engine';
import { parseFilterString } from '../../src/params';
import { answerTooLarge } from '../../src/search-limits';

/**
 * One search call with the public key cannot hold the engine: every string parameter is bounded before it
 * is parsed, the filters parser is linear, the engine time a caller uses is charged to its per-IP budget,
 * and the answer's size is bounded. Each attack is sent to the engine over its HTTP routes, with a
 * visitor's query sent at the same time from another address.
 */
const config = ENGINE_TEST_CONFIG;
const records = Array.from({ length: 3000 }, (_, i) => ({
  objectID: `m${i}`,
  name: `Metformin ${i % 7 ? 'Tablet' : 'Syrup'} ${i} Amlodipine Atorvastatin Azithromycin`,
  category: i % 2 ? 'Molecule' : 'Company',
  city: ['Pune', 'Baddi', 'New Delhi'][i % 3],
  slug: `m-${i}`,
}));
const QUERY = '/1/indexes/pharmasetu/query';

let app: FastifyInstance;
const start = (options: Partial<BuildEngineOptions> = {}) => startTestEngine(records, options);
beforeAll(async () => {
  app = await start();
});
afterAll(() => app.close());

let visitorIp = 0;
const send = (body: unknown, { engine = app, ip = '203.0.113.1', path = QUERY } = {}) =>
  engine.inject({
    method: 'POST',
    url: `${path}?x-algolia-api-key=${config.searchKey}&x-algolia-application-id=${config.appId}`,
    headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
const timed = async (call: Promise<Awaited<ReturnType<typeof send>>>) => {
  const started = performance.now();
  const response = await call;
  return { response, ms: performance.now() - started };
};
/** The engine's time on a call: the CPU time this process spent on it (the machine's other load left out). */
const engineMs = async (call: () => ReturnType<typeof send>) => {
  const before = process.cpuUsage();
  const response = await call();
  const { user, system } = process.cpuUsage(before);
  return { response, ms: (user + system) / 1000 };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const visitor = (engine: FastifyInstance) =>
  timed(send({ query: 'metf', hitsPerPage: 8 }, { engine, ip: `192.0.2.${(visitorIp++ % 250) + 1}` }));

/**
 * The attack alone (its engine time), then with a visitor's ordinary query sent together, five times each:
 * medians of the attack's engine time, and of the visitor's latency quiet and during the attack.
 */
async function underAttack(attack: unknown, engine = app) {
  const attacks: number[] = [];
  const quiet: number[] = [];
  const during: number[] = [];
  let last;
  for (let i = 0; i < 5; i++) {
    const alone = await engineMs(() => send(attack, { engine, ip: '198.51.100.66' }));
    attacks.push(alone.ms);
    last = alone.response;
    quiet.push((await visitor(engine)).ms);
    const [a, v] = await Promise.all([timed(send(attack, { engine, ip: '198.51.100.66' })), visitor(engine)]);
    expect(a.response.statusCode).toBe(last.statusCode);
    expect(v.response.statusCode).toBe(200);
    expect(v.response.json().hits).toHaveLength(8);
    during.push(v.ms);
  }
  return { attackMs: median(attacks), quietMs: median(quiet), visitorMs: median(during), response: last! };
}
/** The visitor's latency during the attack is its quiet latency, give or take the machine's noise. */
const unaffected = ({ quietMs, visitorMs }: { quietMs: number; visitorMs: number }) =>
  expect(visitorMs).toBeLessThan(2 * quietMs + 50);

describe('filters', () => {
  // The regular-expression parser this replaced took time quadratic in the run of spaces, and the visitor waited for it.
  test('"a" + 63,000 spaces + "b": 400 at once, the visitor unaffected', async () => {
    const attack = await underAttack({ filters: `a${' '.repeat(63_000)}b` });
    expect([attack.response.statusCode, attack.response.json()]).toEqual([
      400,
      { message: 'filters is longer than 1024 characters', status: 400 },
    ]);
    expect(attack.attackMs).toBeLessThan(50);
    unaffected(attack);
  });

  test('a 20 KB filter: 400 at once, the visitor unaffected', async () => {
    const attack = await underAttack({ query: 'metf', filters: `category:Company${' AND '.repeat(4_000)}` });
    expect(attack.response.json()).toEqual({ message: 'filters is longer than 1024 characters', status: 400 });
    expect(attack.attackMs).toBeLessThan(50);
    unaffected(attack);
  });

  test('the longest filter allowed, all spaces or all tests, is answered at once', async () => {
    const spaces = await underAttack({ filters: `a${' '.repeat(1022)}b` });
    expect(spaces.response.json()).toEqual({ message: 'filters: unsupported expression "a…"', status: 400 });
    expect(spaces.attackMs).toBeLessThan(50);
    unaffected(spaces);
    // 64 facet tests (the most a query may have) in 1,024 characters.
    const tests = Array.from({ length: 64 }, (_, i) => `city:${i % 2 ? 'Pune' : 'Baddi'}`).join(' OR ');
    const many = await underAttack({ query: 'metf', filters: tests.padEnd(1024, ' ') });
    expect(many.response.statusCode).toBe(200);
    expect(many.response.json().nbHits).toBe(2000);
    expect(many.attackMs).toBeLessThan(50);
    const tooMany = await send({ query: 'metf', filters: `${tests} OR city:Pune` });
    expect(tooMany.json()).toEqual({
      message: 'filters and facetFilters: at most 64 facet tests per query',
      status: 400,
    });
  });

  test('the parser itself is linear: a million spaces, or 20,000 groups of tests, in well under a second', () => {
    let started = performance.now();
    expect(() => parseFilterString(`a${' '.repeat(1_000_000)}b`)).toThrow('filters: unsupported expression "a…"');
    expect(() => parseFilterString(`a:b${' '.repeat(1_000_000)}AND${' '.repeat(1_000_000)}`)).toThrow(
      'unsupported expression',
    );
    expect(performance.now() - started).toBeLessThan(500);
    started = performance.now();
    const groups = parseFilterString(Array.from({ length: 20_000 }, () => '(a:b OR   c:"d e")').join('  AND  '));
    expect(groups).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  // A filter on an attribute used to leave that attribute's value of every record in a column kept for good: queries
  // naming ever new attributes grew the engine's heap without bound (tens of megabytes per hundred queries here).
  test('filters naming ever new attributes leave nothing behind in the engine', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heapAfterGc = () => (gc(), process.memoryUsage().heapUsed);
    const query = (q: number) =>
      send(
        { query: 'metf', hitsPerPage: 0, filters: Array.from({ length: 64 }, (_, k) => `x${q}y${k}:v`).join(' OR ') },
        { ip: `198.51.100.${q + 1}` },
      );
    await query(0);
    const before = heapAfterGc();
    for (let q = 1; q <= 40; q++) {
      const r = await query(q);
      expect([r.statusCode, r.json().nbHits]).toEqual([200, 0]);
    }
    expect((heapAfterGc() - before) / 2 ** 20).toBeLessThan(8);
  });

  test('every filter form the site sends still filters', async () => {
    const forms: [string, number][] = [
      ['category:Company', 1500],
      ['category:"company"', 1500],
      ["category:'Company'", 1500],
      ['category : Company', 1500],
      ['category:Company AND (city:Pune OR city:Baddi)', 1000],
      ['category:Company AND city:"New Delhi"', 500],
      ['NOT category:Company', 1500],
      ['-category:Company', 1500],
    ];
    for (const [filters, nbHits] of forms) {
      const r = await send({ query: 'metf', filters, hitsPerPage: 0 }, { ip: '203.0.113.2' });
      expect([filters, r.statusCode, r.json().nbHits]).toEqual([filters, 200, nbHits]);
    }
  });
});

describe('highlight tags and the answer size', () => {
  // Unbounded tags made each highlighted word of each hit as long as the request: tens of megabytes per answer.
  test('31,000-character highlight tags: 400 at once, the visitor unaffected', async () => {
    const attack = await underAttack({
      query: 'a',
      hitsPerPage: 1000,
      highlightPreTag: '<'.repeat(31_000),
      highlightPostTag: '>'.repeat(31_000),
    });
    expect(attack.response.json()).toEqual({ message: 'highlightPreTag is longer than 64 characters', status: 400 });
    expect(attack.response.body.length).toBeLessThan(200);
    expect(attack.attackMs).toBeLessThan(50);
    unaffected(attack);
  });

  test('the longest tags allowed on 1,000 hits: answered, and within the answer bound', async () => {
    // A roomy time budget: this measures the answer, not the machine.
    const engine = await start({ limits: { timeBudgetMs: 60_000 } });
    const r = await send(
      {
        query: 'metformin amlodipine atorvastatin azithromycin',
        hitsPerPage: 1000,
        highlightPreTag: '<'.repeat(64),
        highlightPostTag: '>'.repeat(64),
      },
      { engine },
    );
    await engine.close();
    expect([r.statusCode, r.statusCode === 200 ? '' : r.json().message]).toEqual([200, '']);
    expect(r.json().hits).toHaveLength(1000);
    expect(r.json().hits[0]._highlightResult.name.value).toContain(`${'<'.repeat(64)}Metformin${'>'.repeat(64)}`);
    expect(r.body.length).toBeLessThan(4 * 1024 * 1024);
  });

  test('an answer over maxAnswerBytes is refused with a clear message, not sent', async () => {
    const engine = await start({ limits: { maxAnswerBytes: 64 * 1024, timeBudgetMs: 60_000 } });
    try {
      const big = await send({ query: 'metf', hitsPerPage: 1000 }, { engine });
      expect([big.statusCode, big.json()]).toEqual([
        400,
        { message: 'The answer would be larger than 64 KB: ask for fewer hits or attributes', status: 400 },
      ]);
      expect(answerTooLarge(4 * 1024 * 1024)).toBe(
        'The answer would be larger than 4 MB: ask for fewer hits or attributes',
      );
      const small = await send({ query: 'metf', hitsPerPage: 8 }, { engine });
      expect(small.statusCode).toBe(200);
      const multi = await send(
        { requests: [{ indexName: 'pharmasetu', query: 'metf', hitsPerPage: 1000 }] },
        { engine, path: '/1/indexes/*/queries' },
      );
      expect(multi.statusCode).toBe(400);
    } finally {
      await engine.close();
    }
  });
});

describe('every other parameter is bounded before it is read', () => {
  const refused: [string, Record<string, unknown>, string][] = [
    ['query', { query: 'a'.repeat(513) }, 'query is longer than 512 characters'],
    ['highlightPostTag', { highlightPostTag: 'x'.repeat(65) }, 'highlightPostTag is longer than 64 characters'],
    [
      'attributesToRetrieve entries',
      { attributesToRetrieve: Array.from({ length: 101 }, (_, i) => `a${i}`) },
      'attributesToRetrieve has more than 100 entries',
    ],
    [
      'an attribute name',
      { attributesToHighlight: ['x'.repeat(513)] },
      'attributesToHighlight is longer than 512 characters',
    ],
    ['facets', { facets: 'f'.repeat(513) }, 'facets is longer than 512 characters'],
    [
      'any other string',
      { analyticsTags: ['t'], userToken: 'u'.repeat(513) },
      'userToken is longer than 512 characters',
    ],
    ['nesting', { facetFilters: [[['category:Company']]] }, 'facetFilters is nested too deeply'],
    [
      'facetFilters tests',
      { facetFilters: Array.from({ length: 65 }, () => 'category:Company') },
      'filters and facetFilters: at most 64 facet tests per query',
    ],
    [
      'the URL-encoded form',
      { params: `query=x&filters=${'a'.repeat(8200)}` },
      'params is longer than 8192 characters',
    ],
    [
      'a filter in the URL-encoded form',
      { params: `filters=${encodeURIComponent(`a${' '.repeat(2000)}b`)}` },
      'filters is longer than 1024 characters',
    ],
    ['a parameter name', { ['k'.repeat(513)]: 1 }, 'a parameter name is longer than 512 characters'],
    [
      'the number of parameters',
      Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, 1])),
      'at most 100 parameters per query',
    ],
  ];
  test.each(refused)('%s', async (_name, body, message) => {
    const { response, ms } = await engineMs(() => send(body, { ip: '203.0.113.3' }));
    expect(response.json()).toEqual({ message, status: 400 });
    expect(ms).toBeLessThan(50);
    // The same in a multi-query call.
    const multi = await send(
      { requests: [{ indexName: 'pharmasetu', ...body }] },
      { ip: '203.0.113.3', path: '/1/indexes/*/queries' },
    );
    expect(multi.json()).toEqual({ message, status: 400 });
  });

  test('what the site and InstantSearch send stays within the bounds', async () => {
    const r = await send({
      params: new URLSearchParams({
        query: 'metf',
        hitsPerPage: '8',
        filters: 'category:"molecule"',
        attributesToRetrieve: JSON.stringify(['name', 'slug', 'category']),
        attributesToHighlight: JSON.stringify(['name']),
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        facets: JSON.stringify(['category']),
        clickAnalytics: 'true',
      }).toString(),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().hits[0]._highlightResult.name.value).toMatch(/^__ais-highlight__Metf__\/ais-highlight__ormin /);
    expect(Object.keys(r.json().hits[0]).sort()).toEqual(['_highlightResult', 'category', 'name', 'objectID', 'slug']);
  });
});

test("a caller's engine time is charged to its per-IP budget: slow calls cannot be repeated, others unaffected", async () => {
  const engine = await start({
    limits: { burstQueries: 20, queriesPerSecond: 1, engineMsPerUnit: 0.01, timeBudgetMs: 60_000 },
  });
  try {
    // A 1,000-hit query takes well over 0.2 ms: charged past the burst.
    expect((await send({ query: 'm', hitsPerPage: 1000 }, { engine, ip: '198.51.100.7' })).statusCode).toBe(200);
    const next = await send({ query: 'm', hitsPerPage: 8 }, { engine, ip: '198.51.100.7' });
    expect([next.statusCode, next.json()]).toEqual([
      429,
      { message: 'Too many queries from this address. Please slow down.', status: 429 },
    ]);
    expect(Number(next.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await send({ query: 'm', hitsPerPage: 8 }, { engine, ip: '198.51.100.8' })).statusCode).toBe(200);
  } finally {
    await engine.close();
  }
  // With the default charge (one unit per 10 ms), a visitor's queries cost about one unit each.
  for (let i = 0; i < 30; i++) expect((await send({ query: 'metf' }, { ip: '198.51.100.9' })).statusCode).toBe(200);
});

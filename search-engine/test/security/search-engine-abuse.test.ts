import type { FastifyInstance } from 'fastify';
import { buildEngine, type BuildEngineOptions } from '../../src/build-engine';
import { ENGINE_TEST_CONFIG, startTestEngine } from '../helpers/search-engine';
import { SEARCH_LIMITS } from '../../src/search-limits';

/**
 * One request with the public search key must not take the engine down. Each bound is
 * refused in Algolia's error shape {message, status}, and the index is unchanged. (The engine keeps no
 * database; abuse-bench.ts measures other visitors' latency under the abuse.)
 */
const config = ENGINE_TEST_CONFIG;
const records = Array.from({ length: 3000 }, (_, i) => ({
  objectID: `m${i}`,
  name: `Metformin ${i % 7 ? 'Tablet' : 'Syrup'} ${i}`,
  category: 'Molecule',
  slug: `m-${i}`,
}));

let app: FastifyInstance;
const start = (options: Partial<BuildEngineOptions> = {}) => startTestEngine(records, options);
beforeAll(async () => {
  app = await start();
});
afterAll(() => app.close());

const queries = (count: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    requests: Array.from({ length: count }, () => ({ indexName: 'pharmasetu', query: 'metf', ...extra })),
  });
const post = (
  body: string,
  { engine = app, key = config.searchKey, ip = '203.0.113.1', path = '/1/indexes/*/queries' } = {},
) =>
  engine.inject({
    method: 'POST',
    url: `${path}?x-algolia-api-key=${key}&x-algolia-application-id=${config.appId}`,
    headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' },
    payload: body,
    remoteAddress: ip,
  });
const size = (engine = app) => engine.searchEngine.index('pharmasetu').size;

test('abusive bodies (2,000 and 20,000 queries, hitsPerPage 1000) are refused as too large, at once', async () => {
  for (const count of [2_000, 20_000]) {
    const started = performance.now();
    const r = await post(queries(count, { hitsPerPage: 1000 }), { ip: `203.0.113.${count % 250}` });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: 'Request body is too large', status: 413 });
    expect(performance.now() - started).toBeLessThan(1000);
  }
  expect(size()).toBe(3000);
});

test('at most 50 queries per multi-query call', async () => {
  // The count is what is tested here: 50 prefix queries on a core shared with other test workers can outrun the
  // default 500 ms time budget, whose refusal has its own test below.
  const engine = await start({ limits: { timeBudgetMs: 30_000 } });
  try {
    const ok = await post(queries(50, { hitsPerPage: 2 }), { engine, ip: '203.0.113.2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results).toHaveLength(50);
    const refused = await post(queries(51, { hitsPerPage: 2 }), { engine, ip: '203.0.113.3' });
    expect(refused.json()).toEqual({ message: 'requests: at most 50 queries per call', status: 400 });
  } finally {
    await engine.close();
  }
});

test('hitsPerPage at most 1,000, per query and summed over a call', async () => {
  const one = await post(queries(1, { hitsPerPage: 1001 }), { ip: '203.0.113.4' });
  expect(one.json()).toEqual({ message: 'hitsPerPage must be an integer between 0 and 1000', status: 400 });
  const summed = await post(queries(2, { hitsPerPage: 600 }), { ip: '203.0.113.4' });
  expect(summed.json()).toEqual({ message: 'hitsPerPage summed over the queries must be at most 1000', status: 400 });
  const full = await post(queries(1, { hitsPerPage: 1000 }), { ip: '203.0.113.4' });
  expect(full.statusCode).toBe(200);
  expect(full.json().results[0].hits).toHaveLength(1000);
});

test('no page past paginationLimitedTo (1,000 hits), and nbPages never announces one', async () => {
  const last = await post(queries(1, { hitsPerPage: 8, page: 124 }), { ip: '203.0.113.5' });
  expect(last.statusCode).toBe(200);
  expect(last.json().results[0]).toMatchObject({ page: 124, nbHits: 3000, nbPages: 125 });
  const beyond = await post(queries(1, { hitsPerPage: 8, page: 125 }), { ip: '203.0.113.5' });
  expect(beyond.json()).toEqual({
    message: 'page * hitsPerPage must be below paginationLimitedTo (1000)',
    status: 400,
  });
  const single = await post(JSON.stringify({ query: 'metf', page: 10, hitsPerPage: 100 }), {
    ip: '203.0.113.5',
    path: '/1/indexes/pharmasetu/query',
  });
  expect(single.json()).toEqual({
    message: 'page * hitsPerPage must be below paginationLimitedTo (1000)',
    status: 400,
  });
});

test('a small body limit for searches; a caller without the key never gets a body read; the admin key may still write big batches', async () => {
  const big = JSON.stringify({ query: 'x'.repeat(70 * 1024) });
  expect((await post(big, { ip: '203.0.113.6', path: '/1/indexes/pharmasetu/query' })).statusCode).toBe(413);
  const batch = JSON.stringify({
    requests: Array.from({ length: 5000 }, (_, i) => ({
      action: 'addObject',
      body: { objectID: `x${i}`, name: `Extra record number ${i}` },
    })),
  });
  expect(batch.length).toBeGreaterThan(SEARCH_LIMITS.bodyLimit);
  const anonymous = await post(batch, { key: 'wrong', ip: '203.0.113.6', path: '/1/indexes/pharmasetu/batch' });
  expect(anonymous.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
  const searchKey = await post(batch, { ip: '203.0.113.6', path: '/1/indexes/pharmasetu/batch' });
  expect(searchKey.json()).toEqual({ message: 'Method not allowed with this API key', status: 403 });
  expect(size()).toBe(3000);
  const engine = await start();
  try {
    expect((await post(batch, { engine, key: config.adminKey, path: '/1/indexes/pharmasetu/batch' })).statusCode).toBe(
      200,
    );
    expect(size(engine)).toBe(8000);
  } finally {
    await engine.close();
  }
});

test('a per-IP budget of queries: 429 with Retry-After, other addresses unaffected', async () => {
  // Counted in queries only here (engine time is charged too: search-parse-attacks.test.ts), and with room in the
  // time budget, as in the test above.
  const engine = await start({
    limits: { burstQueries: 100, queriesPerSecond: 1, engineMsPerUnit: Infinity, timeBudgetMs: 30_000 },
  });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(queries(50, { hitsPerPage: 2 }), { engine, ip: '198.51.100.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await post(queries(1), { engine, ip: '198.51.100.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many queries from this address. Please slow down.', status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await post(queries(1), { engine, ip: '198.51.100.2' })).statusCode).toBe(200);
    // The indexer's admin writes are not counted.
    expect(
      (
        await post(JSON.stringify({ requests: [] }), {
          engine,
          ip: '198.51.100.1',
          key: config.adminKey,
          path: '/1/indexes/pharmasetu/batch',
        })
      ).statusCode,
    ).toBe(200);
  } finally {
    await engine.close();
  }
});

test('a call that outruns its time budget is stopped between queries', async () => {
  const engine = await start({ limits: { timeBudgetMs: 0 } });
  try {
    const r = await post(queries(2), { engine });
    expect(r.json()).toEqual({
      message: 'The queries took longer than 0 ms: send fewer or narrower queries',
      status: 400,
    });
  } finally {
    await engine.close();
  }
  expect((await post(queries(2), { ip: '203.0.113.7' })).statusCode).toBe(200);
});

describe('the time budget holds within one query (a single heavy query, or one entry of a multi-query)', () => {
  // Every record matches the one-letter prefix query: the engine ranks all of them and highlights 1,000 hits.
  const heavy = Array.from({ length: 40_000 }, (_, i) => ({
    objectID: `h${i}`,
    name: `Metformin ${['Tablet', 'Syrup', 'Injection'][i % 3]} ${i} mg pack ${i % 97}`,
    category: 'Molecule',
  }));
  const heavyQuery = { query: 'm', hitsPerPage: 1000 };
  let roomy: FastifyInstance;
  let tight: FastifyInstance;
  beforeAll(async () => {
    roomy = buildEngine({ config, indices: { pharmasetu: { records: heavy } }, limits: { timeBudgetMs: 60_000 } });
    tight = buildEngine({ config, indices: { pharmasetu: { records: heavy } }, limits: { timeBudgetMs: 2 } });
    await Promise.all([roomy.ready(), tight.ready()]);
  }, 120_000);
  afterAll(async () => {
    await roomy.close();
    await tight.close();
  });

  test('POST /1/indexes/:index/query: answered with room, stopped past a tiny budget with {message, status}, the index unchanged', async () => {
    const single = JSON.stringify(heavyQuery);
    const path = '/1/indexes/pharmasetu/query';
    const started = performance.now();
    const full = await post(single, { engine: roomy, path, ip: '203.0.113.20' });
    const fullMs = performance.now() - started;
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ nbHits: 40_000 });
    expect(full.json().hits).toHaveLength(1000);

    const stoppedAt = performance.now();
    const stopped = await post(single, { engine: tight, path, ip: '203.0.113.20' });
    const stoppedMs = performance.now() - stoppedAt;
    // Before: 200 (a single query was never bounded).
    expect([stopped.statusCode, stopped.json()]).toEqual([
      400,
      { message: 'The query took longer than 2 ms: send a narrower query', status: 400 },
    ]);
    // Stopped inside the query, not after it: well before the whole query's time.
    if (fullMs > 40) expect(stoppedMs).toBeLessThan(fullMs);
    expect(size(tight)).toBe(40_000);
  });

  test('one heavy entry of a multi-query call is stopped too (not only between queries)', async () => {
    const one = JSON.stringify({ requests: [{ indexName: 'pharmasetu', ...heavyQuery }] });
    expect((await post(one, { engine: roomy, ip: '203.0.113.21' })).statusCode).toBe(200);
    const stopped = await post(one, { engine: tight, ip: '203.0.113.21' });
    expect([stopped.statusCode, stopped.json()]).toEqual([
      400,
      { message: 'The queries took longer than 2 ms: send fewer or narrower queries', status: 400 },
    ]);
    expect(size(tight)).toBe(40_000);
  });
});

test('security headers on the engine too', async () => {
  for (const r of [
    await post(queries(1), { ip: '203.0.113.8' }),
    await app.inject('/1/isalive'),
    await app.inject('/nowhere'),
  ]) {
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.headers['strict-transport-security']).toBeDefined();
    expect(r.headers['x-powered-by']).toBeUndefined();
  }
});

import type { FastifyInstance } from 'fastify';
import { BUSY, TOO_MANY_WAITING } from '../../src/fair-scheduler';
import { ENGINE_TEST_CONFIG, startTestEngine } from '../helpers/search-engine';

/**
 * Many addresses each sending the largest call the bounds allow must not starve a visitor from another address:
 * the engine's time is shared by address, the wait is bounded, and past the bound a call is refused at once.
 * (api/bench/search/flood-bench.ts measures the visitor's latency under the same flood.)
 */
const config = ENGINE_TEST_CONFIG;
const records = Array.from({ length: 1500 }, (_, i) => ({
  objectID: `m${i}`,
  name: `Metformin ${['Tablet', 'Syrup', 'Injection'][i % 3]} ${i} Healthcare Pharma Private Limited`,
  category: i % 4 ? 'Company' : 'Molecule',
  state: ['Punjab', 'Gujarat', 'Maharashtra', 'Himachal Pradesh'][i % 4],
  city: `City ${i % 40}`,
  slug: `m-${i}`,
}));
const settings = { searchableAttributes: ['name'], attributesForFaceting: ['category', 'state', 'city'] };

const FLOODERS = 60;
const CALLS_PER_FLOODER = 3;
/** The most one call may ask for: 50 queries, 20 hits each, every facet. */
const largest = JSON.stringify({
  requests: Array.from({ length: 50 }, (_, i) => ({
    indexName: 'pharmasetu',
    query: ['metf', 'tabl', 'syrup', 'inject', 'health'][i % 5],
    hitsPerPage: 20,
    facets: ['*'],
  })),
});
const visitorSearch = JSON.stringify({
  requests: [{ indexName: 'pharmasetu', query: 'metformin syr', hitsPerPage: 8 }],
});

let app: FastifyInstance;
beforeAll(async () => {
  // The per-address query budget and the per-call time budget have their own tests: roomy here, so what is
  // tested is the sharing of the engine's time. Two calls per address may wait, 64 in all.
  app = await startTestEngine(records, {
    indices: { pharmasetu: { records, settings } },
    limits: {
      burstQueries: 100_000,
      queriesPerSecond: 100_000,
      timeBudgetMs: 30_000,
      waitingPerAddress: 2,
      waitingCalls: 64,
    },
  });
});
afterAll(() => app.close());

const post = (body: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: `/1/indexes/*/queries?x-algolia-api-key=${config.searchKey}&x-algolia-application-id=${config.appId}`,
    headers: { 'content-type': 'text/plain' },
    payload: body,
    remoteAddress: ip,
  });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('60 addresses flood with the largest calls: a visitor is served next, and past the bounds 429 with Retry-After at once', async () => {
  const served: string[] = [];
  const flood = Array.from({ length: FLOODERS * CALLS_PER_FLOODER }, async (_, i) => {
    const ip = `203.0.113.${Math.floor(i / CALLS_PER_FLOODER) + 1}`;
    const r = await post(largest, ip);
    if (r.statusCode === 200) served.push(ip);
    return r;
  });
  await settle(50); // every flood call has reached the engine: running, waiting or refused

  for (let visit = 0; visit < 3; visit++) {
    const servedBefore = served.length;
    const answer = await post(visitorSearch, '198.51.100.77');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results[0].hits[0].name).toMatch(/^Metformin Syrup/);
    // Only the calls already holding the engine when it came are answered before it (with a queue in arrival
    // order, the 64 waiting would be).
    expect(served.length - servedBefore).toBeLessThanOrEqual(3);
  }

  const answers = await Promise.all(flood);
  const refused = answers.filter((r) => r.statusCode === 429);
  expect(served.length + refused.length).toBe(answers.length);
  expect(served.length).toBeGreaterThan(0);
  const messages = new Set(refused.map((r) => r.json().message));
  expect(messages).toEqual(new Set([TOO_MANY_WAITING, BUSY]));
  for (const r of refused) {
    expect(r.json()).toEqual({ message: r.json().message, status: 429 });
    expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
  // At once: the third call of an address finds two of its own waiting (while the engine's queue has room).
  expect(refused.filter((r) => r.json().message === TOO_MANY_WAITING).length).toBeGreaterThanOrEqual(FLOODERS / 4);

  // The flood over, a flooding address is served again.
  expect((await post(largest, '203.0.113.1')).statusCode).toBe(200);
});

test('a call finding the engine queue full is refused at once with the busy message, then served when there is room', async () => {
  const crowded = await startTestEngine(records, {
    indices: { pharmasetu: { records, settings } },
    limits: { burstQueries: 100_000, timeBudgetMs: 30_000, engineSlots: 1, waitingCalls: 2, maxWaitMs: 60_000 },
  });
  try {
    const postTo = (ip: string) =>
      crowded.inject({
        method: 'POST',
        url: `/1/indexes/*/queries?x-algolia-api-key=${config.searchKey}&x-algolia-application-id=${config.appId}`,
        headers: { 'content-type': 'text/plain' },
        payload: largest,
        remoteAddress: ip,
      });
    const [running, waiting, refused] = await Promise.all([
      postTo('203.0.113.1'),
      postTo('203.0.113.2'),
      postTo('203.0.113.3'),
    ]);
    expect([running.statusCode, waiting.statusCode]).toEqual([200, 200]);
    expect([refused.statusCode, refused.json()]).toEqual([429, { message: BUSY, status: 429 }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await postTo('203.0.113.3')).statusCode).toBe(200);
  } finally {
    await crowded.close();
  }
});

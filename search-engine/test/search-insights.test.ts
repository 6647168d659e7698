import { insightsClient, type InsightsClient } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../src/build-engine';
import { InsightsStore, readInsightsEvents } from '../src/insights';

// The real algoliasearch v5 clients (search and Insights) against the engine on an ephemeral port.
const APP = 'TESTAPP';
const config = { appId: APP, searchKey: 'search-key', adminKey: 'admin-key', origins: ['http://localhost:3000'] };
const INDEX = 'pharmasetu';
const QUERY_ID = 'a'.repeat(32);

let app: FastifyInstance;
let base: string;
let search: LiteClient;
let insights: InsightsClient;

const hosts = () => [{ url: base.replace('http://', ''), protocol: 'http' as const, accept: 'readWrite' as const }];
const click = (extra: Record<string, unknown> = {}) => ({
  eventType: 'click' as const,
  eventName: 'Search hit clicked',
  index: INDEX,
  userToken: 'anonymous-1234',
  objectIDs: ['m1'],
  positions: [1],
  queryID: QUERY_ID,
  ...extra,
});
const recent = async (key = config.adminKey) =>
  fetch(`${base}/1/events/recent?limit=1000`, {
    headers: { 'x-algolia-api-key': key, 'x-algolia-application-id': APP },
  });
const recentEvents = async () => ((await (await recent()).json()) as { events: Record<string, unknown>[] }).events;
const post = (
  body: string,
  { key = config.searchKey, type = 'application/json', origin }: { key?: string; type?: string; origin?: string } = {},
) =>
  fetch(`${base}/1/events?X-Algolia-Application-Id=${APP}&X-Algolia-API-Key=${key}&X-Algolia-Agent=insights-js`, {
    method: 'POST',
    headers: { 'content-type': type, ...(origin ? { origin } : {}) },
    body,
  });

beforeAll(async () => {
  app = buildEngine({
    config,
    recentEventsRoute: true,
    indices: { [INDEX]: { records: [{ objectID: 'm1', name: 'Metformin', category: 'Molecule', slug: 'metformin' }] } },
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  search = liteClient(APP, config.searchKey, { hosts: hosts() });
  insights = insightsClient(APP, config.searchKey, undefined, { hosts: hosts() });
});
afterAll(() => app.close());

test('searches carry a 32-hex queryID with clickAnalytics: true, and none without', async () => {
  const { results } = await search.search({
    requests: [
      { indexName: INDEX, query: 'metf', clickAnalytics: true },
      { indexName: INDEX, query: 'metf' },
    ],
  });
  const [withAnalytics, without] = results as { queryID?: string }[];
  expect(withAnalytics!.queryID).toMatch(/^[0-9a-f]{32}$/);
  expect(without!.queryID).toBeUndefined();
  const again = await search.searchForHits({ requests: [{ indexName: INDEX, query: 'metf', clickAnalytics: true }] });
  expect(again.results[0]!.queryID).not.toBe(withAnalytics!.queryID);
  const single = await fetch(
    `${base}/1/indexes/${INDEX}/query?x-algolia-api-key=${config.searchKey}&x-algolia-application-id=${APP}`,
    {
      method: 'POST',
      body: JSON.stringify({ params: 'query=metf&clickAnalytics=true' }),
    },
  );
  expect(((await single.json()) as { queryID?: string }).queryID).toMatch(/^[0-9a-f]{32}$/);
});

test('the Insights client pushes click, view and conversion events with a search-only key; they are stored', async () => {
  const before = (await recentEvents()).length;
  const response = await insights.pushEvents({
    events: [
      click(),
      {
        eventType: 'view',
        eventName: 'Search hits viewed',
        index: INDEX,
        userToken: 'anonymous-1234',
        objectIDs: ['m1', 'm2'],
      },
      {
        eventType: 'conversion',
        eventName: 'Enquiry sent',
        index: INDEX,
        userToken: 'anonymous-1234',
        objectIDs: ['m1'],
        queryID: QUERY_ID,
      },
    ],
  });
  expect(response).toEqual({ status: 200, message: 'OK' });
  const events = await recentEvents();
  expect(events).toHaveLength(before + 3);
  expect(events.at(-3)).toMatchObject({
    eventType: 'click',
    objectIDs: ['m1'],
    positions: [1],
    queryID: QUERY_ID,
    userToken: 'anonymous-1234',
  });
  expect(events.at(-3)!.timestamp).toEqual(expect.any(Number));
  expect(events.at(-2)).toMatchObject({ eventType: 'view', objectIDs: ['m1', 'm2'] });
  expect(events.at(-1)).toMatchObject({ eventType: 'conversion', queryID: QUERY_ID });
});

test("a browser's sendBeacon as search-insights makes it (text/plain;charset=UTF-8, X-Algolia-API-Key in the query string) from a site origin is accepted with CORS", async () => {
  const response = await post(JSON.stringify({ events: [click({ objectIDs: ['c9'], positions: [7] })] }), {
    type: 'text/plain;charset=UTF-8',
    origin: 'http://localhost:3000',
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  expect((await recentEvents()).at(-1)).toMatchObject({ objectIDs: ['c9'], positions: [7] });
  const preflight = await fetch(`${base}/1/events`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
});

test.each([
  ['not JSON', '{oops', "Body is not valid JSON but content-type is set to 'application/json'"],
  ['no events array', JSON.stringify({ event: [] }), 'events must be an array'],
  ['an empty events array', JSON.stringify({ events: [] }), 'events must hold 1 to 1000 events'],
  [
    'an unknown eventType',
    JSON.stringify({ events: [click({ eventType: 'hover' })] }),
    "events[0].eventType must be one of 'click', 'view', 'conversion'",
  ],
  [
    'no eventName',
    JSON.stringify({ events: [click({ eventName: undefined })] }),
    'events[0].eventName must be 1 to 64 printable ASCII characters',
  ],
  ['no index', JSON.stringify({ events: [click({ index: '' })] }), 'events[0].index must be a non-empty string'],
  [
    'a bad userToken',
    JSON.stringify({ events: [click({ userToken: 'has space' })] }),
    'events[0].userToken must be 1 to 129 characters: letters, digits and _ = / + - . : @',
  ],
  [
    '21 objectIDs',
    JSON.stringify({
      events: [
        {
          ...click(),
          positions: undefined,
          queryID: undefined,
          eventType: 'view',
          objectIDs: Array.from({ length: 21 }, (_, i) => `o${i}`),
        },
      ],
    }),
    'events[0].objectIDs must be an array of 1 to 20 non-empty strings',
  ],
  [
    'positions not matching objectIDs',
    JSON.stringify({ events: [click({ positions: [1, 2] })] }),
    'events[0].positions must hold one integer ≥ 1 per objectID',
  ],
  [
    'position 0',
    JSON.stringify({ events: [click({ positions: [0] })] }),
    'events[0].positions must hold one integer ≥ 1 per objectID',
  ],
  [
    'a click with a queryID and no positions',
    JSON.stringify({ events: [click({ positions: undefined })] }),
    'events[0].positions are required on click events with a queryID',
  ],
  [
    'a malformed queryID',
    JSON.stringify({ events: [click({ queryID: 'xyz' })] }),
    'events[0].queryID must be 32 hexadecimal characters',
  ],
  [
    'an unknown field',
    JSON.stringify({ events: [click({ objectID: 'm1' })] }),
    'events[0].objectID is not a known field',
  ],
  [
    'a 5-day-old timestamp',
    JSON.stringify({ events: [click({ timestamp: Date.now() - 5 * 24 * 3600 * 1000 })] }),
    'events[0].timestamp must be within the last 4 days',
  ],
])('%s is a 400 with a clear message, and nothing is stored', async (_name, body, message) => {
  const before = (await recentEvents()).length;
  const response = await post(body);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ status: 400, message });
  expect(await recentEvents()).toHaveLength(before);
});

test('one bad event refuses the whole request; the real client surfaces the 400', async () => {
  const before = (await recentEvents()).length;
  await expect(insights.pushEvents({ events: [click(), click({ positions: [] })] })).rejects.toMatchObject({
    status: 400,
  });
  expect(await recentEvents()).toHaveLength(before);
});

test('key rules: wrong keys are refused on /1/events; /1/events/recent needs the admin key', async () => {
  const body = JSON.stringify({ events: [click()] });
  expect((await post(body, { key: 'nope' })).status).toBe(403);
  expect((await post(body, { key: config.adminKey })).status).toBe(200);
  const noApp = await fetch(`${base}/1/events?x-algolia-api-key=${config.searchKey}`, { method: 'POST', body });
  expect(noApp.status).toBe(403);
  const searchOnly = await recent(config.searchKey);
  expect(searchOnly.status).toBe(403);
  expect(await searchOnly.json()).toEqual({ message: 'Method not allowed with this API key', status: 403 });
});

test('the recent-events route is absent when not enabled (production)', async () => {
  const prod = buildEngine({ config, recentEventsRoute: false });
  const response = await prod.inject({
    method: 'GET',
    url: '/1/events/recent',
    headers: { 'x-algolia-api-key': config.adminKey, 'x-algolia-application-id': APP },
  });
  expect(response.statusCode).toBe(404);
  await prod.close();
});

test('the store keeps only the newest events, oldest first', () => {
  const store = new InsightsStore(3);
  const at = Date.now();
  for (const n of [1, 2, 3, 4, 5]) store.add(readInsightsEvents({ events: [click({ objectIDs: [`o${n}`] })] }, at), at);
  expect(store.size).toBe(3);
  expect(store.recent(10).map((e) => e.objectIDs![0])).toEqual(['o3', 'o4', 'o5']);
  expect(store.recent(2).map((e) => e.objectIDs![0])).toEqual(['o4', 'o5']);
});

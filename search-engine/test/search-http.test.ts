import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../src/build-engine';

// What a browser sends: the key and app id in the query string, a text/plain JSON body, an Origin.
const config = { appId: 'TESTAPP', searchKey: 'search-key', adminKey: 'admin-key', origins: ['http://localhost:3000'] };
let app: FastifyInstance;

beforeAll(async () => {
  app = buildEngine({
    config,
    indices: {
      pharmasetu: { records: [{ objectID: 'm1', name: 'Metformin', category: 'Molecule', slug: 'metformin' }] },
    },
  });
  await app.ready();
});
afterAll(() => app.close());

const browserPost = (path: string, body: string, origin = 'http://localhost:3000', key = config.searchKey) =>
  app.inject({
    method: 'POST',
    url: `${path}?x-algolia-agent=Algolia%20for%20JavaScript&x-algolia-api-key=${key}&x-algolia-application-id=${config.appId}`,
    headers: { 'content-type': 'text/plain', origin },
    payload: body,
  });

test('a browser multi-query from a site origin is answered with CORS', async () => {
  const response = await browserPost(
    '/1/indexes/*/queries',
    JSON.stringify({ requests: [{ indexName: 'pharmasetu', query: 'metf', hitsPerPage: 8 }] }),
  );
  expect(response.statusCode).toBe(200);
  expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  expect(response.json().results[0].hits[0]._highlightResult.name.value).toBe('<em>Metf</em>ormin');
});

test('other origins get no CORS header', async () => {
  const response = await browserPost(
    '/1/indexes/*/queries',
    JSON.stringify({ requests: [{ indexName: 'pharmasetu', query: 'metf' }] }),
    'http://evil.example',
  );
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
});

test('a preflight names the Algolia headers', async () => {
  const response = await app.inject({
    method: 'OPTIONS',
    url: '/1/indexes/pharmasetu/query',
    headers: { origin: 'http://localhost:3000' },
  });
  expect(response.statusCode).toBe(204);
  expect(response.headers['access-control-allow-headers']).toContain('x-algolia-api-key');
});

test('a single-index query accepts URL-encoded params, as older clients send them', async () => {
  const response = await browserPost(
    '/1/indexes/pharmasetu/query',
    JSON.stringify({ params: 'query=metfromin&hitsPerPage=5' }),
  );
  expect(response.json()).toMatchObject({ nbHits: 1, hitsPerPage: 5, query: 'metfromin', hits: [{ objectID: 'm1' }] });
});

test('bad input is a 400, an unknown index a 404, each as {message, status}', async () => {
  expect((await browserPost('/1/indexes/*/queries', '{not json')).json()).toEqual({
    message: 'Invalid JSON body',
    status: 400,
  });
  const tooLong = await browserPost(
    '/1/indexes/*/queries',
    JSON.stringify({ requests: [{ indexName: 'pharmasetu', query: 'a'.repeat(513) }] }),
  );
  expect(tooLong.json()).toEqual({ message: 'query is longer than 512 characters', status: 400 });
  const missing = await browserPost(
    '/1/indexes/*/queries',
    JSON.stringify({ requests: [{ indexName: 'nope', query: 'x' }] }),
  );
  expect(missing.json()).toEqual({ message: 'Index does not exist', status: 404 });
});

test('a search-only key in the query string cannot write', async () => {
  const response = await browserPost('/1/indexes/pharmasetu/clear', '');
  expect(response.statusCode).toBe(403);
  const admin = await browserPost('/1/indexes/pharmasetu/clear', '', undefined, config.adminKey);
  expect(admin.statusCode).toBe(200);
});

test('the health check needs no key', async () => {
  expect((await app.inject({ method: 'GET', url: '/1/isalive' })).json()).toEqual({ message: 'server is alive' });
});

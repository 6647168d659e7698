import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from './build-engine';
import { engineLogOptions } from './engine-log';

const config = { appId: 'TESTAPP', searchKey: 'search-key', adminKey: 'admin-key', origins: ['http://localhost:3000'] };
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = buildEngine({
    config,
    logger: { ...(engineLogOptions('debug') as object), stream },
    indices: { pharmasetu: { records: [{ objectID: 'm1', name: 'Metformin', category: 'Molecule' }] } },
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => lines.splice(0));

const search = (key: string, requestId?: string) =>
  app.inject({
    method: 'POST',
    url: `/1/indexes/*/queries?x-algolia-api-key=${key}&x-algolia-application-id=${config.appId}`,
    headers: { 'content-type': 'text/plain', ...(requestId ? { 'x-request-id': requestId } : {}) },
    payload: JSON.stringify({ requests: [{ indexName: 'pharmasetu', query: 'metf' }] }),
  });
const answered = () => lines.filter((line) => line.msg === 'answered');

test("one line per request, with the server's name, ISO time, the level by name and the caller's request id", async () => {
  expect((await search(config.searchKey, 'site-request-0001')).statusCode).toBe(200);
  expect(answered()).toEqual([
    expect.objectContaining({
      name: 'search-engine',
      level: 'info',
      reqId: 'site-request-0001',
      method: 'POST',
      url: '/1/indexes/*/queries',
      status: 200,
    }),
  ]);
  expect(lines[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  // Fastify's own "incoming request" and "request completed" lines are not written.
  expect(lines.filter((line) => line.msg !== 'answered')).toEqual([]);
});

test('a refusal is a warning with its reason, and the key in the query string is never logged', async () => {
  expect((await search('not-the-key')).statusCode).toBe(403);
  const [line] = answered();
  expect(line).toEqual(expect.objectContaining({ level: 'warn', status: 403, reason: expect.any(String) }));
  expect(JSON.stringify(lines)).not.toContain('not-the-key');
  expect(JSON.stringify(lines)).not.toContain('x-algolia-api-key');
});

test('the health check is logged at debug, and an unsafe request id is replaced', async () => {
  await app.inject({ method: 'GET', url: '/1/isalive', headers: { 'x-request-id': 'a"b\nc' } });
  const [line] = answered();
  expect(line).toEqual(expect.objectContaining({ level: 'debug', url: '/1/isalive', status: 200 }));
  expect(line?.reqId).toMatch(/^[0-9a-f-]{36}$/);
});

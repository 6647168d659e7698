import type { FastifyInstance } from 'fastify';
import { ENGINE_TEST_CONFIG, startTestEngine } from '../helpers/search-engine';

/**
 * A seller writes its company's name; a buyer's client may render the highlight as HTML (Algolia's own widgets do).
 * The engine escapes the record's text in `_highlightResult` before it adds the highlight tags, as Algolia does:
 * only the caller's tags are markup. The record's attributes themselves come back as they were saved.
 */
const config = ENGINE_TEST_CONFIG;
const records = [
  { objectID: 'evil', name: 'Evil Pharma <img src=x onerror=alert(1)>', city: '<script>alert(1)</script>' },
  { objectID: 'quotes', name: `Tom & Jerry's "Best" Remedies`, city: 'Baddi' },
  { objectID: 'entity', name: 'Fish &amp; Chips Pharma', city: 'Mohali' },
  { objectID: 'gt', name: 'Gt Pharma <x>', city: 'Ahmedabad' },
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestEngine([], {
    indices: { pharmasetu: { records, settings: { searchableAttributes: ['name', 'city'] } } },
  });
});
afterAll(() => app.close());

async function search(query: string, extra: Record<string, unknown> = {}) {
  const r = await app.inject({
    method: 'POST',
    url: `/1/indexes/pharmasetu/query?x-algolia-api-key=${config.searchKey}&x-algolia-application-id=${config.appId}`,
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ query, ...extra }),
    remoteAddress: '203.0.113.60',
  });
  expect(r.statusCode).toBe(200);
  return r.json().hits as { objectID: string; name: string; _highlightResult: Record<string, { value: string }> }[];
}

test('markup in an attribute comes back escaped in its highlight, the tags around the match as they are', async () => {
  const [hit] = await search('evil');
  expect(hit!._highlightResult.name!.value).toBe('<em>Evil</em> Pharma &lt;img src=x onerror=alert(1)&gt;');
  // An attribute that does not match is escaped too.
  expect(hit!._highlightResult.city!.value).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(hit!.name).toBe('Evil Pharma <img src=x onerror=alert(1)>');
});

test('& < > " and \' are escaped, inside and outside the matched part', async () => {
  const [hit] = await search('remed');
  expect(hit!._highlightResult.name!.value).toBe('Tom &amp; Jerry&#39;s &quot;Best&quot; <em>Remed</em>ies');
  const [evil] = await search('pharma <img');
  expect(evil!._highlightResult.name!.value).toBe('Evil <em>Pharma</em> <em>&lt;img</em> src=x onerror=alert(1)&gt;');
});

test('a query matching inside entity-looking text highlights the text, and never matches an escape', async () => {
  const [entity] = await search('amp');
  expect(entity!._highlightResult.name!.value).toBe('Fish &amp;<em>amp</em>; Chips Pharma');
  const [gt] = await search('gt');
  expect(gt!.objectID).toBe('gt');
  expect(gt!._highlightResult.name!.value).toBe('<em>Gt</em> Pharma &lt;x&gt;');
});

test("the caller's own highlight tags are not escaped", async () => {
  const [hit] = await search('evil', { highlightPreTag: '<mark class="hl">', highlightPostTag: '</mark>' });
  expect(hit!._highlightResult.name!.value).toBe(
    '<mark class="hl">Evil</mark> Pharma &lt;img src=x onerror=alert(1)&gt;',
  );
});

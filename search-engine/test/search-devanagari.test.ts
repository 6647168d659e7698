import type { FastifyInstance } from 'fastify';
import { ENGINE_TEST_CONFIG, startTestEngine } from './helpers/search-engine';

// A Devanagari query word is read as the index word it sounds like, for any word the index holds (no list).
const RECORDS = [
  { objectID: 'm1', name: 'Amoxicillin', category: 'Molecule' },
  { objectID: 'm2', name: 'Paracetamol', category: 'Molecule' },
  { objectID: 'm3', name: 'Metformin', category: 'Molecule' },
  { objectID: 'm4', name: 'Ciprofloxacin', category: 'Molecule' },
  { objectID: 'c1', name: 'Indore Pharma Company', category: 'Company' },
];
let app: FastifyInstance;

const search = async (query: string, index = 'pharmasetu') => {
  const response = await app.inject({
    method: 'POST',
    url: `/1/indexes/${index}/query`,
    headers: {
      'x-algolia-api-key': ENGINE_TEST_CONFIG.searchKey,
      'x-algolia-application-id': ENGINE_TEST_CONFIG.appId,
    },
    payload: { query },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { hits: { objectID: string }[]; query: string };
};

beforeAll(async () => {
  app = await startTestEngine(RECORDS);
  const admin = {
    'x-algolia-api-key': ENGINE_TEST_CONFIG.adminKey,
    'x-algolia-application-id': ENGINE_TEST_CONFIG.appId,
  };
  const put = await app.inject({
    method: 'PUT',
    url: '/1/indexes/pharmasetu/settings',
    headers: admin,
    payload: { searchableAttributes: ['name'], queryLanguages: ['en', 'hi'] },
  });
  expect(put.statusCode).toBe(200);
});
afterAll(() => app.close());

test.each([
  ['अमोक्सिसिलिन', 'm1'],
  ['पैरासिटामोल', 'm2'],
  ['मेटफॉर्मिन', 'm3'],
  ['सिप्रोफ्लोक्सासिन', 'm4'],
])('%s finds its molecule', async (query, id) => {
  const answer = await search(query);
  expect(answer.hits[0]?.objectID).toBe(id);
  expect(answer.query).toBe(query); // the answer echoes what was typed
});

test('Devanagari and Latin words mix in one query', async () => {
  expect((await search('इंदौर pharma')).hits.map((h) => h.objectID)).toEqual(['c1']);
});

test('without queryLanguages hi the words are searched as typed', async () => {
  const admin = {
    'x-algolia-api-key': ENGINE_TEST_CONFIG.adminKey,
    'x-algolia-application-id': ENGINE_TEST_CONFIG.appId,
  };
  await app.inject({
    method: 'POST',
    url: '/1/indexes/plain/batch',
    headers: admin,
    payload: { requests: RECORDS.map((body) => ({ action: 'addObject', body })) },
  });
  expect((await search('अमोक्सिसिलिन', 'plain')).hits).toEqual([]);
});

import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../src/build-engine';

// The real algoliasearch v5 clients against the engine listening on an ephemeral port.
const APP = 'TESTAPP';
const config = { appId: APP, searchKey: 'search-key', adminKey: 'admin-key', origins: ['http://localhost:3000'] };
const INDEX = 'pharmasetu';
const RECORDS = [
  { objectID: 'm1', name: 'Metformin', category: 'Molecule', slug: 'metformin', rank: 0 },
  { objectID: 'm2', name: 'Metronidazole', category: 'Molecule', slug: 'metronidazole', rank: 0 },
  { objectID: 'm3', name: 'Paracetamol', category: 'Molecule', slug: 'paracetamol', rank: 0 },
  { objectID: 'c1', name: 'Cura Remedies Pvt Ltd', category: 'Company', slug: 'cura-remedies', rank: 900 },
  { objectID: 'c2', name: 'Curex Lifesciences', category: 'Company', slug: 'curex-lifesciences', rank: 500 },
  { objectID: 'c3', name: 'Cure Pharma', category: 'Company', slug: 'cure-pharma', rank: 1 },
  { objectID: 'c4', name: 'Metro Paracetamol Formulations', category: 'Company', slug: 'metro-formulations', rank: 10 },
  { objectID: 'k1', name: 'PCD Pharma Franchise', category: 'Category', slug: 'pharma-franchise-pcd', rank: 10000 },
];

let app: FastifyInstance;
let admin: Algoliasearch;
let search: LiteClient;
let base: string;

const hosts = () => [{ url: base.replace('http://', ''), protocol: 'http' as const, accept: 'readWrite' as const }];
const names = (hits: { name?: unknown }[]) => hits.map((h) => h.name);
const query = async (q: string, extra: Record<string, unknown> = {}) => {
  const { results } = await search.search({ requests: [{ indexName: INDEX, query: q, hitsPerPage: 8, ...extra }] });
  return results[0] as {
    hits: { name: string; objectID: string; _highlightResult: { name: { value: string } } }[];
    nbHits: number;
  };
};

beforeAll(async () => {
  app = buildEngine({ config });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  admin = algoliasearch(APP, config.adminKey, { hosts: hosts() });
  search = liteClient(APP, config.searchKey, { hosts: hosts() });
  const settings = await admin.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['name'],
      attributesForFaceting: ['category'],
      customRanking: ['desc(rank)'],
    },
  });
  await admin.waitForTask({ indexName: INDEX, taskID: settings.taskID });
  await admin.saveObjects({ indexName: INDEX, objects: RECORDS, waitForTasks: true });
});

afterAll(() => app.close());

/** The fields of one multi-query answer this test reads beyond toMatchObject. */
interface MultiQueryResult {
  processingTimeMS: number;
  params: string;
  hits: unknown[];
}

test('a multi-query answers each request with an Algolia-shaped result', async () => {
  const { results } = await search.search({
    requests: [
      { indexName: INDEX, query: 'metformin', hitsPerPage: 8 },
      { indexName: INDEX, query: 'pharma', hitsPerPage: 1, page: 1 },
    ],
  });
  expect(results).toHaveLength(2);
  const [first, second] = results as [MultiQueryResult, MultiQueryResult];
  expect(first).toMatchObject({
    nbHits: 1,
    page: 0,
    nbPages: 1,
    hitsPerPage: 8,
    query: 'metformin',
    index: INDEX,
    exhaustiveNbHits: true,
  });
  expect(typeof first.processingTimeMS).toBe('number');
  expect(first.params).toContain('hitsPerPage=8');
  expect(first.hits[0]).toMatchObject({
    objectID: 'm1',
    name: 'Metformin',
    category: 'Molecule',
    slug: 'metformin',
    _highlightResult: {
      name: { value: '<em>Metformin</em>', matchLevel: 'full', matchedWords: ['metformin'], fullyHighlighted: true },
    },
  });
  expect(second).toMatchObject({ nbHits: 2, page: 1, nbPages: 2, hitsPerPage: 1, query: 'pharma' });
  expect(second.hits).toHaveLength(1);
});

test('typos: "metfromin" finds Metformin; short words allow none', async () => {
  expect(names((await query('metfromin')).hits)).toEqual(['Metformin']);
  expect(names((await query('paracetamil')).hits)).toEqual(['Paracetamol', 'Metro Paracetamol Formulations']);
  expect(names((await query('curw pharmx')).hits)).toEqual(['Cure Pharma']); // 4+ letters: 1 typo each
  expect((await query('xxcure')).nbHits).toBe(0); // 2 typos need 8 letters
  expect(names((await query('pcd')).hits)).toEqual(['PCD Pharma Franchise']);
  expect((await query('cpd')).nbHits).toBe(0); // under 4 letters: no typo
});

test('the last word matches as a prefix, and only the last', async () => {
  const prefix = await query('parac');
  expect(names(prefix.hits)).toEqual(['Paracetamol', 'Metro Paracetamol Formulations']);
  expect(prefix.hits[0]!._highlightResult.name.value).toBe('<em>Parac</em>etamol');
  expect(names((await query('metro parac')).hits)).toEqual(['Metro Paracetamol Formulations']);
  expect((await query('parac metro')).nbHits).toBe(0);
});

test('exact words rank before prefixes, prefixes before typos, whatever the custom ranking', async () => {
  expect(names((await query('cure')).hits)).toEqual(['Cure Pharma', 'Curex Lifesciences', 'Cura Remedies Pvt Ltd']);
});

test('category filters (filters or facetFilters, case-insensitive) restrict the hits', async () => {
  expect(names((await query('metro', { filters: 'category:Company' })).hits)).toEqual([
    'Metro Paracetamol Formulations',
  ]);
  expect(names((await query('metro', { facetFilters: [['category:molecule']] })).hits)).toEqual(['Metronidazole']);
  expect(names((await query('pharma', { filters: 'category:category' })).hits)).toEqual(['PCD Pharma Franchise']);
});

test('a search-only key cannot write; unknown keys and app ids are refused', async () => {
  const writer = algoliasearch(APP, config.searchKey, { hosts: hosts() });
  await expect(writer.saveObject({ indexName: INDEX, body: { objectID: 'x', name: 'Xylitol' } })).rejects.toMatchObject(
    {
      status: 403,
      message: 'Method not allowed with this API key',
    },
  );
  await expect(writer.clearObjects({ indexName: INDEX })).rejects.toMatchObject({ status: 403 });
  const stranger = liteClient(APP, 'guessed-key', { hosts: hosts() });
  await expect(stranger.search({ requests: [{ indexName: INDEX, query: 'metformin' }] })).rejects.toMatchObject({
    status: 403,
    message: 'Invalid Application-ID or API key',
  });
  const otherApp = liteClient('OTHERAPP', config.searchKey, { hosts: hosts() });
  await expect(otherApp.search({ requests: [{ indexName: INDEX, query: 'metformin' }] })).rejects.toMatchObject({
    status: 403,
  });
  expect((await query('xylitol')).nbHits).toBe(0);
});

test('the admin key updates, deletes and replaces records', async () => {
  await admin.partialUpdateObject({
    indexName: INDEX,
    objectID: 'c3',
    attributesToUpdate: { name: 'Cure Pharma Labs' },
    createIfNotExists: false,
  });
  await admin.saveObject({
    indexName: INDEX,
    body: { objectID: 'm9', name: 'Montelukast', category: 'Molecule', slug: 'montelukast' },
  });
  expect(names((await query('cure pharma')).hits)).toEqual(['Cure Pharma Labs']);
  expect(names((await query('montelukast')).hits)).toEqual(['Montelukast']);
  await admin.deleteObject({ indexName: INDEX, objectID: 'm9' });
  expect((await query('montelukast')).nbHits).toBe(0);

  const tmp = 'replace-test';
  await admin.saveObjects({ indexName: tmp, objects: [{ objectID: 'a', name: 'Amoxicillin' }], waitForTasks: true });
  await admin.replaceAllObjects({ indexName: tmp, objects: [{ objectID: 'b', name: 'Azithromycin' }] });
  const { results } = await search.search({ requests: [{ indexName: tmp, query: '' }] });
  expect(names((results[0] as { hits: { name?: unknown }[] }).hits)).toEqual(['Azithromycin']);
  await admin.clearObjects({ indexName: tmp });
  expect(
    ((await search.search({ requests: [{ indexName: tmp, query: '' }] })).results[0] as { nbHits: number }).nbHits,
  ).toBe(0);
});

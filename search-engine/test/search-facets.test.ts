import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../src/build-engine';
import { SearchIndex } from '../src/search-index';

// Facet counts and place filters, through the real algoliasearch client against the engine on an ephemeral port.
const APP = 'TESTAPP';
const config = { appId: APP, searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
const INDEX = 'places';
const company = (id: number, name: string, city: string, state: string, categories: string[]) => ({
  objectID: `company-${id}`,
  name,
  category: 'Company',
  city,
  state,
  categories,
  rank: id,
});
const RECORDS = [
  company(1, 'Apex Remedies', 'Mohali', 'Punjab', ['PCD Pharma Franchise']),
  company(2, 'Apex Lifesciences', 'Mohali', 'Punjab', ['PCD Pharma Franchise', 'Third Party Manufacturing']),
  company(3, 'Apex Healthcare', 'Ludhiana', 'Punjab', ['Third Party Manufacturing']),
  company(4, 'Apex Biotech', 'Baddi', 'Himachal Pradesh', ['Third Party Manufacturing']),
  company(5, 'Zenith Pharma', 'Chandigarh', 'Chandigarh', ['PCD Pharma Franchise']),
  { objectID: 'molecule-apexin', name: 'Apexin', category: 'Molecule', rank: 0 },
];

let app: FastifyInstance;
let client: Algoliasearch;

type Facets = Record<string, Record<string, number>>;
const search = async (params: Record<string, unknown>) => {
  const { results } = await client.search({ requests: [{ indexName: INDEX, hitsPerPage: 2, ...params }] });
  return results[0] as {
    hits: { objectID: string }[];
    nbHits: number;
    facets?: Facets;
    exhaustiveFacetsCount?: boolean;
  };
};

beforeAll(async () => {
  app = buildEngine({ config });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  client = algoliasearch(APP, config.adminKey, {
    hosts: [{ url: base.replace('http://', ''), protocol: 'http', accept: 'readWrite' }],
  });
  await client.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['name'],
      attributesForFaceting: ['category', 'state', 'searchable(city)', 'filterOnly(rank)'],
      customRanking: ['desc(rank)'],
    },
  });
  await client.saveObjects({ indexName: INDEX, objects: RECORDS, waitForTasks: true });
});
afterAll(() => app.close());

test('facets count every hit matching the query, not only the page, most frequent first', async () => {
  const result = await search({ query: 'apex', facets: ['state', 'city'] });
  expect(result.hits).toHaveLength(2);
  expect(result.nbHits).toBe(5);
  expect(result.exhaustiveFacetsCount).toBe(true);
  expect(result.facets).toEqual({
    state: { Punjab: 3, 'Himachal Pradesh': 1 },
    city: { Mohali: 2, Baddi: 1, Ludhiana: 1 },
  });
  expect(Object.keys(result.facets!.state!)).toEqual(['Punjab', 'Himachal Pradesh']);
});

test('facets count within the filters, on an empty query too, and array values once per record', async () => {
  const punjab = await search({ query: '', filters: 'state:"Punjab"', facets: ['city', 'category'] });
  expect(punjab.nbHits).toBe(3);
  expect(punjab.facets).toEqual({ city: { Mohali: 2, Ludhiana: 1 }, category: { Company: 3 } });

  const mohali = await search({ query: 'apex', facetFilters: [['city:Mohali']], facets: ['state'] });
  expect(mohali.hits.map((h) => h.objectID).sort()).toEqual(['company-1', 'company-2']);
  expect(mohali.facets).toEqual({ state: { Punjab: 2 } });

  const spaced = await search({ query: '', filters: 'state:"Himachal Pradesh" OR city:Chandigarh', facets: ['*'] });
  expect(spaced.hits.map((h) => h.objectID).sort()).toEqual(['company-4', 'company-5']);
  expect(spaced.facets).toEqual({
    category: { Company: 2 },
    state: { Chandigarh: 1, 'Himachal Pradesh': 1 },
    city: { Baddi: 1, Chandigarh: 1 },
  });
});

test('only attributes for faceting are counted; maxValuesPerFacet bounds the values', async () => {
  const result = await search({ query: '', facets: ['state', 'name', 'rank'], maxValuesPerFacet: 1 });
  expect(result.facets).toEqual({ state: { Punjab: 3 } });
  const none = await search({ query: 'apex' });
  expect(none.facets).toBeUndefined();
});

test('out-of-bounds facet parameters are refused with a clear 400', async () => {
  await expect(search({ query: '', facets: ['state'], maxValuesPerFacet: 1001 })).rejects.toMatchObject({
    status: 400,
    message: 'maxValuesPerFacet must be an integer between 1 and 1000',
  });
  await expect(search({ query: '', facets: [{ a: 1 }] })).rejects.toMatchObject({ status: 400 });
  await expect(search({ query: '', facets: Array.from({ length: 101 }, (_, i) => `f${i}`) })).rejects.toMatchObject({
    status: 400,
  });
});

test('a query with typos takes the same facet counts on the fast path and the reference path', async () => {
  const index = app.searchEngine.index(INDEX);
  const params = {
    query: 'apec',
    page: 0,
    hitsPerPage: 2,
    filters: [],
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    clickAnalytics: false,
    facets: ['state', 'city'],
    maxValuesPerFacet: 100,
    synonyms: true,
  };
  const fast = index.search(params);
  expect(fast.facets).toEqual(index.searchReference(params).facets);
  expect(fast.facets!.state).toEqual({ Punjab: 3, 'Himachal Pradesh': 1 });
});

test('a filter on a declared facet reads its interned values and answers as the reference path, whatever the values', async () => {
  const index = new SearchIndex();
  index.setSettings({ searchableAttributes: ['name'], attributesForFaceting: ['tags', 'state', 'filterOnly(flag)'] });
  const records: Record<string, unknown>[] = [
    { objectID: 'a', name: 'apex one', tags: ['Eye Drops', 'PCD'], state: 'Punjab', flag: true },
    { objectID: 'b', name: 'apex two', tags: 'eye drops', state: 'PUNJAB', flag: false },
    { objectID: 'c', name: 'apex three', tags: ['pcd', 'pcd'], state: 'Himachal Pradesh', flag: 1 },
    { objectID: 'd', name: 'apex four', tags: [], state: null },
    { objectID: 'e', name: 'apex five', tags: 42 },
  ];
  for (const record of records) index.save(record);
  const filters = [
    [['tags:eye drops']],
    [['tags:PCD']],
    [['-tags:pcd']],
    [['tags:42']],
    [['state:punjab'], ['-tags:eye drops']],
    [['state:Himachal Pradesh', 'tags:Eye Drops']],
    [['flag:true']],
    [['flag:1']],
    [['-state:punjab']],
    [['tags:pcd', 'tags:eye drops', 'state:himachal pradesh']],
    [['-tags:pcd', 'tags:42', 'tags:nothing']],
    [
      ['state:punjab', 'state:PUNJAB'],
      ['tags:pcd', '-state:punjab'],
    ],
  ];
  const params = (f: string[][]) => ({
    query: 'apex',
    page: 0,
    hitsPerPage: 10,
    filters: f,
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    clickAnalytics: false,
    facets: ['state'],
    maxValuesPerFacet: 100,
    synonyms: true,
  });
  const ids = (f: string[][]) => index.search(params(f)).hits.map((h) => h.objectID);
  const check = () => {
    for (const f of filters)
      expect([f, ids(f)]).toEqual([f, index.searchReference(params(f)).hits.map((h) => h.objectID)]);
  };
  check();
  expect(ids([['tags:eye drops']])).toEqual(['a', 'b']);
  // A record holding an object: its text is what a filter reads ("[object Object]"), so the interned values are set aside.
  index.save({ objectID: 'f', name: 'apex six', tags: [{ kind: 'x' }, 'PCD'] });
  check();
  expect(ids([['tags:[object object]']])).toEqual(['f']);
  // Changed and deleted records are followed.
  index.delete('f');
  index.save({ objectID: 'b', name: 'apex two', tags: ['PCD'], state: 'Punjab' });
  check();
  expect(ids([['tags:eye drops']])).toEqual(['a']);
});

test('facet counts reuse their room from query to query: each query counts only its own hits, an attribute declared twice too', () => {
  const index = new SearchIndex();
  index.setSettings({ searchableAttributes: ['name'], attributesForFaceting: ['state', 'searchable(state)', 'city'] });
  for (const record of RECORDS) index.save(record);
  const facetsOf = (query: string) => {
    const params = {
      query,
      page: 0,
      hitsPerPage: 1,
      filters: [],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      clickAnalytics: false,
      facets: ['*'],
      maxValuesPerFacet: 100,
      synonyms: true,
    };
    const { facets } = index.search(params);
    expect(facets).toEqual(index.searchReference(params).facets);
    return facets;
  };
  expect(facetsOf('apex')).toEqual({
    state: { Punjab: 3, 'Himachal Pradesh': 1 },
    city: { Mohali: 2, Baddi: 1, Ludhiana: 1 },
  });
  expect(facetsOf('zenith')).toEqual({ state: { Chandigarh: 1 }, city: { Chandigarh: 1 } });
  expect(facetsOf('apex remedies')).toEqual({ state: { Punjab: 1 }, city: { Mohali: 1 } });
});

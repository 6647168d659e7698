import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import algoliasearchHelper, { type AlgoliaSearchHelper, type SearchResults } from 'algoliasearch-helper';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../../src/build-engine';
import { ENGINE_TEST_CONFIG } from '../helpers/search-engine';

// algoliasearch-helper (InstantSearch's core) over the real algoliasearch v5 clients, against the engine on an
// ephemeral port: each scenario drives the helper as InstantSearch does and holds the engine's answer to what the
// records saved here should give.
const APP = ENGINE_TEST_CONFIG.appId;
const INDEX = 'compat';

interface Company {
  objectID: string;
  name: string;
  city: string;
  state: string;
  categories: string[];
  rating: number;
  rank: number;
}
const company = (
  id: number,
  name: string,
  city: string,
  state: string,
  categories: string[],
  rating: number,
): Company => ({ objectID: `company-${id}`, name, city, state, categories, rating, rank: 100 - id });
const PCD = 'PCD Pharma Franchise';
const TPM = 'Third Party Manufacturing';
const RECORDS: Company[] = [
  company(1, 'Apex Remedies', 'Mohali', 'Punjab', [PCD], 4.5),
  company(2, 'Apex Lifesciences', 'Mohali', 'Punjab', [PCD, TPM], 3.8),
  company(3, 'Apex Healthcare', 'Ludhiana', 'Punjab', [TPM], 4.1),
  company(4, 'Apex Biotech', 'Baddi', 'Himachal Pradesh', [TPM], 4.9),
  company(5, 'Apex Formulations', 'Mumbai', 'Maharashtra', [PCD], 3.2),
  company(6, 'Apex & Sons <Labs>', 'Nalagarh <HP> & Co', 'Himachal Pradesh', [TPM], 4),
  company(7, 'Apex Care', 'Mānesar', 'Haryana', [PCD], 2.9),
  company(8, 'Zenith Pharma', 'Mohali', 'Punjab', [PCD], 4.7),
];

let app: FastifyInstance;
let admin: Algoliasearch;
let searchClient: LiteClient;
let fullSearchClient: Algoliasearch;

beforeAll(async () => {
  app = buildEngine({ config: ENGINE_TEST_CONFIG });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const hosts = [{ url: base.replace('http://', ''), protocol: 'http' as const, accept: 'readWrite' as const }];
  admin = algoliasearch(APP, ENGINE_TEST_CONFIG.adminKey, { hosts });
  searchClient = liteClient(APP, ENGINE_TEST_CONFIG.searchKey, { hosts });
  fullSearchClient = algoliasearch(APP, ENGINE_TEST_CONFIG.searchKey, { hosts });
  const { taskID } = await admin.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['name'],
      attributesForFaceting: ['searchable(city)', 'state', 'categories', 'filterOnly(rating)'],
      customRanking: ['desc(rank)'],
    },
  });
  await admin.waitForTask({ indexName: INDEX, taskID });
  await admin.saveObjects({
    indexName: INDEX,
    objects: RECORDS as unknown as Record<string, unknown>[],
    waitForTasks: true,
  });
});
afterAll(() => app.close());

/** A helper over the sites' search-only lite client, as InstantSearch makes one. */
const helperFor = (params: algoliasearchHelper.PlainSearchParameters = {}): AlgoliaSearchHelper =>
  algoliasearchHelper(searchClient as unknown as Parameters<typeof algoliasearchHelper>[0], INDEX, params);

/** The helper's next results (its `result` event) after a search, or its error. */
const searched = (helper: AlgoliaSearchHelper): Promise<SearchResults<Company>> =>
  new Promise((resolve, reject) => {
    helper.once('result', ({ results }) => resolve(results as SearchResults<Company>));
    helper.once('error', ({ error }) => reject(error));
    helper.search();
  });

/** The records a query of `apex` finds (every name holding the word), in the index's customRanking order. */
const apex = (keep: (c: Company) => boolean = () => true) =>
  RECORDS.filter((c) => /\bapex\b/i.test(c.name) && keep(c))
    .sort((a, b) => b.rank - a.rank)
    .map((c) => c.objectID);
const ids = (results: SearchResults<Company>) => results.hits.map((h) => h.objectID);
/** A flat facet's values as the helper gives them (getFacetValues also serves hierarchical facets). */
const facetValues = (results: SearchResults<Company>, attribute: string) =>
  results.getFacetValues(attribute, { sortBy: ['name:asc'] }) as algoliasearchHelper.SearchResults.FacetValue[];
const counts = (values: string[]) =>
  Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));

test('a query answers the records holding its words, in the ranking order, with nbHits', async () => {
  const results = await searched(helperFor({ hitsPerPage: 20 }).setQuery('apex'));
  expect(ids(results)).toEqual(apex());
  expect(results.nbHits).toBe(apex().length);
  expect(results.query).toBe('apex');
});

test('a conjunctive facet refinement narrows the hits, and its facet counts the narrowed hits', async () => {
  const helper = helperFor({ facets: ['state'], hitsPerPage: 20 }).setQuery('apex');
  helper.addFacetRefinement('state', 'Punjab');
  const results = await searched(helper);
  expect(ids(results)).toEqual(apex((c) => c.state === 'Punjab'));
  expect(results.getFacetValues('state', { sortBy: ['count:desc', 'name:asc'] })).toEqual([
    expect.objectContaining({ name: 'Punjab', count: apex((c) => c.state === 'Punjab').length, isRefined: true }),
  ]);
});

test('disjunctive refinements OR together, and the facet keeps the counts of every value (the helper merges two queries)', async () => {
  const helper = helperFor({ disjunctiveFacets: ['city'], facets: ['state'], hitsPerPage: 20 }).setQuery('apex');
  helper.addDisjunctiveFacetRefinement('city', 'Mohali').addDisjunctiveFacetRefinement('city', 'Baddi');
  const results = await searched(helper);
  const inCities = (c: Company) => c.city === 'Mohali' || c.city === 'Baddi';
  expect(ids(results)).toEqual(apex(inCities));
  // The city facet counts the query's hits without the city refinement; state counts the refined hits.
  const cityCounts = counts(RECORDS.filter((c) => apex().includes(c.objectID)).map((c) => c.city));
  const facetCounts = (attribute: string) =>
    Object.fromEntries(facetValues(results, attribute).map((f) => [f.name, f.count]));
  expect(facetCounts('city')).toEqual(cityCounts);
  const refined = facetValues(results, 'city').filter((f) => f.isRefined);
  expect(refined.map((f) => f.name)).toEqual(['Baddi', 'Mohali']);
  expect(facetCounts('state')).toEqual(
    counts(RECORDS.filter((c) => apex(inCities).includes(c.objectID)).map((c) => c.state)),
  );
});

test('paging: the second page holds the next hits in order, with nbPages for the whole answer', async () => {
  const helper = helperFor({ hitsPerPage: 2 }).setQuery('apex');
  const first = await searched(helper);
  const second = await searched(helper.setPage(1));
  expect(ids(first)).toEqual(apex().slice(0, 2));
  expect(ids(second)).toEqual(apex().slice(2, 4));
  expect(second.page).toBe(1);
  expect(second.nbPages).toBe(Math.ceil(apex().length / 2));
});

test("highlights use InstantSearch's tags around the matched part, the record's text escaped", async () => {
  const helper = helperFor({
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    hitsPerPage: 20,
  }).setQuery('apex so');
  const results = await searched(helper);
  expect(ids(results)).toEqual(['company-6']);
  expect(results.hits[0]!._highlightResult!.name).toMatchObject({
    value: '__ais-highlight__Apex__/ais-highlight__ &amp; __ais-highlight__So__/ais-highlight__ns &lt;Labs&gt;',
    matchLevel: 'full',
  });
});

test('numeric refinements filter on the numbers, a range as two of them', async () => {
  const helper = helperFor({ hitsPerPage: 20 }).setQuery('apex');
  helper.addNumericRefinement('rating', '>=', 4).addNumericRefinement('rating', '<', 4.6);
  const results = await searched(helper);
  expect(ids(results)).toEqual(apex((c) => c.rating >= 4 && c.rating < 4.6));
  expect(ids(results)).not.toHaveLength(0);
});

test('searchForFacetValues answers the values starting with the words typed, within the refinements, the most frequent first', async () => {
  const helper = helperFor({ disjunctiveFacets: ['city'], facets: ['state'] }).setQuery('apex');
  const all = await helper.searchForFacetValues('city', 'm', 3);
  // Over the hits of "apex": Mohali (2), then Mumbai and Mānesar (1 each; ties by value), the accent folded.
  expect(all.facetHits).toEqual([
    expect.objectContaining({ value: 'Mohali', highlighted: '<em>M</em>ohali', count: 2, isRefined: false }),
    expect.objectContaining({ value: 'Mumbai', highlighted: '<em>M</em>umbai', count: 1 }),
    expect.objectContaining({ value: 'Mānesar', highlighted: '<em>M</em>ānesar', count: 1 }),
  ]);
  helper.addFacetRefinement('state', 'Punjab').addDisjunctiveFacetRefinement('city', 'Mohali');
  // The helper leaves out the facet's own refinement: the Punjab hits of "apex" in any city.
  const punjab = await helper.searchForFacetValues('city', 'mo', 10);
  expect(punjab.facetHits).toEqual([
    expect.objectContaining({ value: 'Mohali', highlighted: '<em>Mo</em>hali', count: 2, isRefined: true }),
  ]);
  const accented = await helper.searchForFacetValues('city', 'MANE', 10, { query: '', facetsRefinements: {} });
  expect(accented.facetHits).toEqual([expect.objectContaining({ value: 'Mānesar', highlighted: '<em>Māne</em>sar' })]);
});

test('a facet value is returned as HTML text, only the highlight tags being markup', async () => {
  // "<HP>" is one word to the engine ("<" is a symbol, not punctuation): "<h" starts it.
  const { facetHits } = await fullSearchClient.searchForFacetValues({
    indexName: INDEX,
    facetName: 'city',
    searchForFacetValuesRequest: {
      facetQuery: 'nalagarh <h',
      params: 'query=apex&highlightPreTag=%3Cb%3E&highlightPostTag=%3C%2Fb%3E',
    },
  });
  expect(facetHits).toEqual([
    { value: 'Nalagarh <HP> & Co', highlighted: '<b>Nalagarh</b> <b>&lt;H</b>P&gt; &amp; Co', count: 1 },
  ]);
});

test('searchForFacetValues is refused, as Algolia refuses it, on a facet not declared searchable', async () => {
  await expect(helperFor().searchForFacetValues('state', 'pu', 10)).rejects.toMatchObject({
    status: 400,
    message: 'Cannot search in `state` attribute, you need to add `searchable(state)` to attributesForFaceting.',
  });
  await expect(
    fullSearchClient.searchForFacetValues({
      indexName: INDEX,
      facetName: 'city',
      searchForFacetValuesRequest: { maxFacetHits: 101 },
    }),
  ).rejects.toMatchObject({ status: 400, message: 'maxFacetHits must be an integer between 1 and 100' });
});

test('a multi-query entry of type "facet" is answered with facet hits in its place, beside hits', async () => {
  const { results } = await searchClient.search({
    requests: [
      { indexName: INDEX, query: 'apex', hitsPerPage: 1 },
      { indexName: INDEX, type: 'facet', facet: 'city', facetQuery: 'lud', query: 'apex' },
    ],
  });
  expect(results[0]).toMatchObject({ hits: [{ objectID: apex()[0] }], nbHits: apex().length });
  expect(results[1]).toEqual({
    facetHits: [{ value: 'Ludhiana', highlighted: '<em>Lud</em>hiana', count: 1 }],
    exhaustiveFacetsCount: true,
    processingTimeMS: expect.any(Number),
  });
});

test('getObjects with the search key answers each record, its attributesToRetrieve only, and null when missing', async () => {
  const { results } = await fullSearchClient.getObjects<Company>({
    requests: [
      { indexName: INDEX, objectID: 'company-3', attributesToRetrieve: ['name', 'city'] },
      { indexName: INDEX, objectID: 'company-404' },
      { indexName: INDEX, objectID: 'company-8' },
      { indexName: 'no-such-index', objectID: 'company-1' },
    ],
  });
  expect(results).toEqual([
    { objectID: 'company-3', name: 'Apex Healthcare', city: 'Ludhiana' },
    null,
    RECORDS.find((c) => c.objectID === 'company-8'),
    null,
  ]);
});

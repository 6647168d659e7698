import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../src/build-engine';

// Query Rules, optionalFilters and removeWordsIfNoResults through the real algoliasearch v5 clients.
const APP = 'TESTAPP';
const config = { appId: APP, searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
const INDEX = 'rules';
const RECORDS = [
  { objectID: 'm1', name: 'Azithromycin', category: 'Molecule', forms: ['Tablets', 'Syrup'], rank: 0 },
  { objectID: 'c1', name: 'Baddi Syrups', city: 'Baddi', state: 'Himachal Pradesh', forms: ['Syrup'], rank: 1 },
  { objectID: 'c2', name: 'Baddi Tablets Co', city: 'Baddi', state: 'Himachal Pradesh', forms: ['Tablets'], rank: 9 },
  { objectID: 'c3', name: 'Solan Pharma', city: 'Solan', state: 'Himachal Pradesh', forms: ['Tablets'], rank: 5 },
  { objectID: 'c4', name: 'Panchkula Remedies', city: 'Panchkula', state: 'Haryana', forms: ['Syrup'], rank: 3 },
  { objectID: 'c5', name: 'Azithro Makers', city: 'Baddi', state: 'Himachal Pradesh', forms: ['Tablets'], rank: 2 },
];

let app: FastifyInstance;
let admin: Algoliasearch;
let search: LiteClient;

type Answer = {
  hits: { objectID: string }[];
  nbHits: number;
  appliedRules?: { objectID: string }[];
  userData?: unknown[];
  queryAfterRemoval?: string;
};
const query = async (q: string, extra: Record<string, unknown> = {}) => {
  const { results } = await search.search({ requests: [{ indexName: INDEX, query: q, hitsPerPage: 10, ...extra }] });
  return results[0] as unknown as Answer;
};
const ids = (answer: Answer) => answer.hits.map((h) => h.objectID);

beforeAll(async () => {
  app = buildEngine({ config });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const hosts = [{ url: base.replace('http://', ''), protocol: 'http' as const, accept: 'readWrite' as const }];
  admin = algoliasearch(APP, config.adminKey, { hosts });
  search = liteClient(APP, config.searchKey, { hosts });
  await admin.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['name', 'city', 'state'],
      attributesForFaceting: ['category', 'city', 'state', 'forms'],
      customRanking: ['desc(rank)'],
    },
  });
  await admin.saveObjects({ indexName: INDEX, objects: RECORDS });
});
afterAll(() => app.close());
beforeEach(() => admin.clearRules({ indexName: INDEX }));

test('a rule saved with saveRules is read back, found by searchRules and deleted', async () => {
  const rule = {
    objectID: 'form-syrup',
    conditions: [{ pattern: 'syrup', anchoring: 'contains' as const }],
    consequence: { params: { query: { remove: ['syrup'] }, optionalFilters: ['forms:Syrup'] } },
  };
  await admin.saveRules({ indexName: INDEX, rules: [rule], clearExistingRules: true });
  expect(await admin.getRule({ indexName: INDEX, objectID: 'form-syrup' })).toEqual(rule);
  expect((await admin.searchRules({ indexName: INDEX, searchRulesParams: { query: 'syrup' } })).nbHits).toBe(1);
  await admin.deleteRule({ indexName: INDEX, objectID: 'form-syrup' });
  expect((await admin.searchRules({ indexName: INDEX, searchRulesParams: {} })).nbHits).toBe(0);
});

test('a form word becomes an optional filter: what the buyer named comes first, nothing is left out', async () => {
  await admin.saveRules({
    indexName: INDEX,
    rules: [
      {
        objectID: 'form-syrup',
        conditions: [{ pattern: 'syrup', anchoring: 'contains' }],
        consequence: { params: { query: { remove: ['syrup'] }, optionalFilters: ['forms:Syrup'] } },
      },
    ],
  });
  const answer = await query('syrup baddi');
  // c1 (syrups, rank 1) before c5 and c2 (tablets, ranks 2 and 9); all three Baddi companies found.
  expect(ids(answer)).toEqual(['c1', 'c2', 'c5']);
  expect(answer.nbHits).toBe(3);
  expect(answer.appliedRules).toEqual([{ objectID: 'form-syrup' }]);
  // Without rules the word is text again: no Baddi company is named "syrup" but c1.
  expect(ids(await query('syrup baddi', { enableRules: false }))).toEqual(['c1']);
});

test('{facet:city} turns a place into a filter and leaves the query', async () => {
  await admin.saveRules({
    indexName: INDEX,
    rules: [
      {
        objectID: 'place',
        conditions: [{ pattern: '{facet:city}', anchoring: 'contains' }],
        consequence: { params: { automaticFacetFilters: [{ facet: 'city' }] }, userData: { kind: 'place' } },
      },
    ],
  });
  const answer = await query('pharma solan');
  expect(ids(answer)).toEqual(['c3']);
  expect(answer.userData).toEqual([{ kind: 'place' }]);
  // A query naming no city's value is not touched.
  expect((await query('remedies')).appliedRules).toBeUndefined();
});

test('a rule for a place without sellers filters on its state and says so', async () => {
  await admin.saveRules({
    indexName: INDEX,
    rules: [
      {
        objectID: 'place-gurgaon',
        conditions: [{ pattern: 'gurgaon', anchoring: 'contains' }],
        consequence: {
          params: { query: { remove: ['gurgaon'] }, filters: 'state:Haryana' },
          userData: { notice: 'No company in Gurugram yet: showing companies in Haryana' },
        },
      },
    ],
  });
  const answer = await query('gurgaon');
  expect(ids(answer)).toEqual(['c4']);
  expect(answer.userData).toEqual([{ notice: 'No company in Gurugram yet: showing companies in Haryana' }]);
});

test('optionalFilters order by score and keep every hit, page by page', async () => {
  const first = await query('', {
    optionalFilters: ['forms:Syrup<score=2>', 'state:Himachal Pradesh'],
    hitsPerPage: 2,
  });
  // Syrup + Himachal (c1), Syrup only (c4, m1 has both forms but no state), then Himachal only, then the rest.
  expect(first.nbHits).toBe(6);
  const all = [...ids(first)];
  for (let page = 1; page < 3; page++)
    all.push(
      ...ids(
        await query('', { optionalFilters: ['forms:Syrup<score=2>', 'state:Himachal Pradesh'], hitsPerPage: 2, page }),
      ),
    );
  expect(all).toEqual(['c1', 'c4', 'm1', 'c2', 'c3', 'c5']);
});

test('removeWordsIfNoResults: lastWords, firstWords and allOptional find what some of the words find', async () => {
  expect((await query('baddi tablets unknownword')).nbHits).toBe(0);
  const last = await query('baddi tablets unknownword', { removeWordsIfNoResults: 'lastWords' });
  expect(ids(last)).toEqual(['c2']);
  expect(last.queryAfterRemoval).toBe('baddi tablets <em>unknownword</em>');
  const firstWords = await query('unknownword baddi', { removeWordsIfNoResults: 'firstWords' });
  // Baddi in the name before Baddi as the city (the attribute criterion), then by rank.
  expect(ids(firstWords)).toEqual(['c2', 'c1', 'c5']);
  expect(firstWords.queryAfterRemoval).toBe('<em>unknownword</em> baddi');
  const any = await query('panchkula solan', { removeWordsIfNoResults: 'allOptional' });
  expect(new Set(ids(any))).toEqual(new Set(['c3', 'c4']));
  expect(any.queryAfterRemoval).toBe('<em>panchkula</em> <em>solan</em>');
  // A query that finds something is never relaxed.
  expect((await query('baddi', { removeWordsIfNoResults: 'allOptional' })).queryAfterRemoval).toBeUndefined();
  // And a query none of whose words match anything stays empty, with nothing claimed as dropped.
  const none = await query('qqqq zzzz', { removeWordsIfNoResults: 'allOptional' });
  expect(none.nbHits).toBe(0);
  expect(none.queryAfterRemoval).toBeUndefined();
});

test('the index setting applies to every client; a query can turn it off', async () => {
  await admin.setSettings({ indexName: INDEX, indexSettings: { removeWordsIfNoResults: 'allOptional' } });
  try {
    expect((await query('panchkula solan')).nbHits).toBe(2);
    expect((await query('panchkula solan', { removeWordsIfNoResults: 'none' })).nbHits).toBe(0);
  } finally {
    await admin.setSettings({ indexName: INDEX, indexSettings: { removeWordsIfNoResults: 'none' } });
  }
});

test('rules this engine would not apply, and unbounded ones, are refused with 400', async () => {
  const refused = async (rule: Record<string, unknown>) => {
    await expect(admin.saveRules({ indexName: INDEX, rules: [rule as never] })).rejects.toMatchObject({ status: 400 });
  };
  await refused({ objectID: 'x', conditions: [{ pattern: 'a', anchoring: 'contains' }], consequence: { promote: [] } });
  await refused({ objectID: 'x', conditions: [{ pattern: 'a', anchoring: 'nearby' }], consequence: {} });
  await refused({ objectID: 'x', conditions: [{ pattern: 'a '.repeat(300), anchoring: 'is' }], consequence: {} });
  await refused({
    objectID: 'x',
    conditions: [{ pattern: 'a', anchoring: 'is' }],
    consequence: { params: { hitsPerPage: 1000 } },
  });
  await refused({
    objectID: 'x',
    conditions: [{ pattern: 'a', anchoring: 'is' }],
    consequence: { params: { filters: 'price > (' } },
  });
  await refused({
    objectID: 'x',
    conditions: [{ pattern: 'a', anchoring: 'is' }],
    consequence: { userData: 'x'.repeat(20_000) },
  });
  // The search-only key can neither read nor write rules.
  const response = await app.inject({
    method: 'POST',
    url: `/1/indexes/${INDEX}/rules/search`,
    headers: { 'x-algolia-api-key': config.searchKey, 'x-algolia-application-id': APP },
    payload: {},
  });
  expect(response.statusCode).toBe(403);
});

test('thousands of rules: a query looks only at those of its own words', async () => {
  const rules = Array.from({ length: 5000 }, (_, i) => ({
    objectID: `town-${i}`,
    conditions: [{ pattern: `town${i}`, anchoring: 'contains' as const }],
    consequence: { params: { query: { remove: [`town${i}`] }, filters: 'state:Haryana' } },
  }));
  await admin.saveRules({ indexName: INDEX, rules, clearExistingRules: true });
  const answer = await query('town4321');
  expect(answer.appliedRules).toEqual([{ objectID: 'town-4321' }]);
  expect(ids(answer)).toEqual(['c4']);
});

test('alternativesAsExact without singleWordSynonym: the word as typed beats its synonym on the exact criterion', async () => {
  const indexName = 'brands';
  await admin.setSettings({
    indexName,
    indexSettings: { searchableAttributes: ['name', 'unordered(products)'], customRanking: ['desc(rank)'] },
  });
  await admin.saveObjects({
    indexName,
    objects: [
      { objectID: 'own', name: 'Small Pharma', products: ['Azithral 500'], rank: 1 },
      { objectID: 'generic', name: 'Big Pharma', products: ['Azithromycin 500 mg Tablets'], rank: 9 },
    ],
  });
  await admin.saveSynonyms({
    indexName,
    synonymHit: [{ objectID: 'b', type: 'onewaysynonym', input: 'azithral', synonyms: ['azithromycin'] }],
  });
  const first = async () => {
    const { results } = await search.search({ requests: [{ indexName, query: 'azithral 500' }] });
    return (results[0] as unknown as Answer).hits.map((h) => h.objectID);
  };
  expect(await first()).toEqual(['generic', 'own']); // Algolia's default: the synonym is as exact, rank decides
  await admin.setSettings({ indexName, indexSettings: { alternativesAsExact: ['ignorePlurals'] } });
  expect(await first()).toEqual(['own', 'generic']);
});

import { FRANCHISE_CATEGORIES, MANUFACTURING_CATEGORIES, searchHitUrl, localSiteSettings } from '@pharmasetu/shared-contracts';
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../src/search/build-engine';
import { INDEX_SETTINGS, readSearchRecords, type MarketplaceRecord } from '../src/search/search-records';
import { DATABASES, openTestDatabase, type TestDatabase } from './helpers/databases';

// The index the engine builds at start: the companies, molecules and categories of a real, seeded database.
describe.each(DATABASES)('search records from the database (%s)', (kind) => {
  let t: TestDatabase;
  let records: MarketplaceRecord[];
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    records = await readSearchRecords(t.db.read);
    app = buildEngine({ indices: { pharmasetu: { records, settings: INDEX_SETTINGS } } });
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  test('every company, molecule and category is a record with name, category and slug', async () => {
    const count = async (table: string) => Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    const by = (category: string) => records.filter((r) => r.category === category);
    expect(by('Company')).toHaveLength(await count('companies'));
    expect(by('Molecule')).toHaveLength(await count('molecules'));
    expect(by('Category').map((r) => r.slug).sort()).toEqual([...FRANCHISE_CATEGORIES, ...MANUFACTURING_CATEGORIES].map((c) => c.slug).sort());
    expect(records.find((r) => r.name === 'Metformin')).toEqual({ objectID: 'molecule-metformin', name: 'Metformin', category: 'Molecule', slug: 'metformin', rank: 0 });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  test('the browser client finds seeded data with a typo and within a category', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = liteClient('PHARMASETU', 'search-only-local-key', { hosts: [{ url: base.replace('http://', ''), protocol: 'http', accept: 'read' }] });
    const { results } = await client.search<MarketplaceRecord>({
      requests: [
        { indexName: 'pharmasetu', query: 'metfromin', hitsPerPage: 8 },
        { indexName: 'pharmasetu', query: 'franchise', hitsPerPage: 8, filters: 'category:Category' },
      ],
    });
    const [typo, categories] = results as { hits: MarketplaceRecord[] }[];
    expect(typo!.hits[0]!.name).toBe('Metformin');
    expect(searchHitUrl(typo!.hits[0]!, localSiteSettings('main').urls)).toBe('http://localhost:3100/metformin');
    expect(categories!.hits.length).toBeGreaterThan(0);
    expect(categories!.hits.every((h) => h.category === 'Category')).toBe(true);
    expect(searchHitUrl(categories!.hits[0]!, localSiteSettings('main').urls)).toMatch(/^http:\/\/localhost:3000\/pharma\//);
  });
});

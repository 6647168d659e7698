import {
  FRANCHISE_CATEGORIES,
  MANUFACTURING_CATEGORIES,
  searchHitUrl,
  localSiteSettings,
} from '@pharmasetu/shared-contracts';
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '@pharmasetu/search-engine';
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
    const count = async (table: string) =>
      Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    const by = (category: string) => records.filter((r) => r.category === category);
    expect(by('Company')).toHaveLength(await count('companies'));
    expect(by('Molecule')).toHaveLength(await count('molecules'));
    expect(
      by('Category')
        .map((r) => r.slug)
        .sort(),
    ).toEqual([...FRANCHISE_CATEGORIES, ...MANUFACTURING_CATEGORIES].map((c) => c.slug).sort());
    expect(records.find((r) => r.name === 'Metformin')).toEqual({
      objectID: 'molecule-metformin',
      name: 'Metformin',
      category: 'Molecule',
      slug: 'metformin',
      rank: 0,
      forms: expect.arrayContaining(['Tablets']),
      services: expect.any(Array),
      listedUnder: expect.any(Array),
    });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  test('the browser client finds seeded data with a typo and within a category', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = liteClient('PHARMASETU', 'search-only-local-key', {
      hosts: [{ url: base.replace('http://', ''), protocol: 'http', accept: 'read' }],
    });
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
    expect(searchHitUrl(categories!.hits[0]!, localSiteSettings('main').urls)).toMatch(
      /^http:\/\/localhost:3000\/pharma\//,
    );
  });
});

// The Companies tab finds companies by the molecules and products they make, with typo tolerance.
describe.each(DATABASES)('companies found by what they make (%s)', (kind) => {
  let t: TestDatabase;
  let records: MarketplaceRecord[];
  let app: FastifyInstance;
  let client: ReturnType<typeof liteClient>;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    records = await readSearchRecords(t.db.read);
    app = buildEngine({ indices: { pharmasetu: { records, settings: INDEX_SETTINGS } } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    client = liteClient('PHARMASETU', 'search-only-local-key', {
      hosts: [{ url: base.replace('http://', ''), protocol: 'http', accept: 'read' }],
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const makersOf = async (moleculeSlug: string) =>
    (
      await t.db.query<{ slug: string }>(
        `SELECT DISTINCT c.slug FROM companies c JOIN company_products p ON p.company_id = c.id
           JOIN company_product_molecules pm ON pm.product_id = p.id WHERE pm.molecule_slug = $1`,
        [moleculeSlug],
      )
    ).rows.map((r) => r.slug);

  test('a company record lists the molecules and products it makes, as the database has them', async () => {
    const makers = await makersOf('paracetamol');
    expect(makers.length).toBeGreaterThan(8);
    const one = records.find((r) => r.objectID === `company-${makers[0]}`)!;
    expect(one.molecules).toContain('Paracetamol');
    expect(one.products!.length).toBeGreaterThan(0);
    expect(
      records
        .filter((r) => r.category === 'Company' && r.molecules!.includes('Paracetamol'))
        .map((r) => r.slug)
        .sort(),
    ).toEqual([...makers].sort());
  });

  test('a company record carries its city, state and categories, as the database has them', async () => {
    const { rows } = await t.db.query<{ slug: string; city: string; state: string; categories: string[] }>(
      `SELECT c.slug, c.city, c.state, array_agg(k.name ORDER BY k.name) AS categories
         FROM companies c JOIN company_categories cc ON cc.company_id = c.id JOIN categories k ON k.slug = cc.category_slug
        WHERE c.listed GROUP BY c.id ORDER BY c.id LIMIT 1`,
    );
    const row = rows[0]!;
    expect(records.find((r) => r.objectID === `company-${row.slug}`)).toMatchObject({
      city: row.city,
      state: row.state,
      categories: row.categories,
    });
  });

  test("'paracetmol' (a typo) in the Companies tab finds every company making Paracetamol, alone or in a combination", async () => {
    const makers = await makersOf('paracetamol');
    const found: MarketplaceRecord[] = [];
    for (let page = 0; ; page++) {
      const { results } = await client.search<MarketplaceRecord>({
        requests: [
          { indexName: 'pharmasetu', query: 'paracetmol', hitsPerPage: 100, page, filters: 'category:"company"' },
        ],
      });
      const hits = (results[0] as { hits: MarketplaceRecord[] }).hits;
      found.push(...hits);
      if (hits.length < 100) break;
    }
    expect(found.map((h) => h.slug)).toEqual(expect.arrayContaining(makers));
    const makesParacetamol = (h: MarketplaceRecord) =>
      [...h.molecules!, ...h.products!].some((n) => /\bparacetamol\b/i.test(n));
    expect(found.every((h) => h.category === 'Company' && makesParacetamol(h))).toBe(true);
  });

  test('across every kind the molecule itself still comes first for its name', async () => {
    const { results } = await client.search<MarketplaceRecord>({
      requests: [{ indexName: 'pharmasetu', query: 'paracetamol', hitsPerPage: 8 }],
    });
    const [first] = (results[0] as { hits: MarketplaceRecord[] }).hits;
    expect(first).toMatchObject({ category: 'Molecule', name: 'Paracetamol' });
  });
});

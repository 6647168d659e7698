import { algoliasearch } from 'algoliasearch';
import { buildEngine } from '@pharmasetu/search-engine';
import { queueIndexChanges } from '../src/search/index-outbox';
import { rebuildIndex, startIndexSender, type IndexSender } from '../src/search/index-sender';
import { readSearchRecords, type MarketplaceRecord } from '../src/search/search-records';
import { ruleDataOfRecords, searchRules } from '../src/search/search-rules';
import { readRuleData } from '../src/search/search-rules-data';
import { useApp } from './helpers/app';
import { DATABASES, openTestDatabase, type TestDatabase } from './helpers/databases';
import { signInSeller } from './seller-leads/seller-sign-in';

// What buyers' words mean to the index: facets on the records, and Query Rules made from the catalog and the
// gazetteer, written by the api's own rebuild and sender to a real engine, searched with the algoliasearch client.
const config = { appId: 'TESTAPP', searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
const INDEX = 'pharmasetu';

interface Answer {
  hits: MarketplaceRecord[];
  appliedRules?: { objectID: string }[];
  userData?: { notice?: string }[];
}

async function startEngine() {
  const engine = buildEngine({ config });
  const host = (await engine.listen({ port: 0, host: '127.0.0.1' })).replace('http://', '');
  const client = algoliasearch(config.appId, config.adminKey, {
    hosts: [{ url: host, protocol: 'http', accept: 'readWrite' }],
  });
  const search = async (query: string, hitsPerPage = 8) =>
    (await client.searchSingleIndex<MarketplaceRecord>({
      indexName: INDEX,
      searchParams: { query, hitsPerPage },
    })) as unknown as Answer;
  return { engine, host, client, search };
}

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return Date.now();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
};

describe.each(DATABASES)('records, rules and the engine (%s)', (kind) => {
  let t: TestDatabase;
  let e: Awaited<ReturnType<typeof startEngine>>;
  let records: MarketplaceRecord[];
  let sender: IndexSender | undefined;
  const errors: unknown[] = [];
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    e = await startEngine();
    records = await readSearchRecords(t.db.read);
  });
  afterAll(async () => {
    await sender?.stop();
    await e?.engine.close();
    await t?.drop();
  });

  test('company records carry their services, forms and compositions as the database has them', async () => {
    const { rows } = await t.db.query<{ slug: string; forms: string[]; compositions: string[]; kinds: string[] }>(
      `SELECT c.slug,
              (SELECT array_agg(DISTINCT p.form ORDER BY p.form) FROM company_products p WHERE p.company_id = c.id) AS forms,
              (SELECT array_agg(DISTINCT p.composition ORDER BY p.composition) FROM company_products p WHERE p.company_id = c.id) AS compositions,
              (SELECT array_agg(DISTINCT g.kind ORDER BY g.kind) FROM company_categories cc JOIN categories g ON g.slug = cc.category_slug
                WHERE cc.company_id = c.id) AS kinds
         FROM companies c WHERE c.listed AND EXISTS (SELECT 1 FROM company_products p WHERE p.company_id = c.id)
        ORDER BY c.id LIMIT 50`,
    );
    const service = { franchise: 'PCD Pharma Franchise', manufacturing: '3rd Party Manufacturing' } as const;
    for (const row of rows) {
      const record = records.find((r) => r.objectID === `company-${row.slug}`)!;
      expect([row.slug, record.forms, record.compositions]).toEqual([row.slug, row.forms, row.compositions]);
      expect(record.services).toEqual(expect.arrayContaining(row.kinds.map((k) => service[k as keyof typeof service])));
    }
    const categories = records.filter((r) => r.category === 'Category');
    expect(categories.find((c) => c.slug === 'pharma-third-party-manufacturing')!.services).toEqual([
      '3rd Party Manufacturing',
    ]);
    expect(categories.find((c) => c.slug === 'cosmetics-dermacare-franchise')).toMatchObject({
      services: ['PCD Pharma Franchise'],
      // Its own name, and the service categories of its kind, under which it stands too.
      listedUnder: ['Cosmetics & Dermacare Franchise', 'Monopoly PCD Pharma Franchise', 'PCD Pharma Franchise'],
    });
  });

  test("a molecule's record carries every form its makers' products come in and every service they offer", async () => {
    const { rows } = await t.db.query<{ form: string; company: string }>(
      `SELECT p.form, 'company-' || c.slug AS company FROM company_products p JOIN companies c ON c.id = p.company_id
         JOIN company_product_molecules pm ON pm.product_id = p.id WHERE pm.molecule_slug = 'azithromycin' AND c.listed`,
    );
    const molecule = records.find((r) => r.objectID === 'molecule-azithromycin')!;
    expect(molecule.forms).toEqual([...new Set(rows.map((r) => r.form))].sort());
    const makers = records.filter((r) => rows.some((row) => row.company === r.objectID));
    expect(molecule.services).toEqual([...new Set(makers.flatMap((m) => m.services!))].sort());
    expect(molecule.listedUnder).toEqual([...new Set(makers.flatMap((m) => m.categories!))].sort());
  });

  test("the database's rule data is the records': the sender and the rebuild make the same rules", async () => {
    expect(await readRuleData(t.db.read)).toEqual(ruleDataOfRecords(records));
  });

  test('rebuild sends the rules; a place without sellers narrows to its state and says so', async () => {
    const rules = searchRules(ruleDataOfRecords(records));
    await rebuildIndex({ appId: config.appId, adminKey: config.adminKey, host: e.host, indexName: INDEX }, records);
    const saved = await e.client.searchRules({ indexName: INDEX, searchRulesParams: { hitsPerPage: 0 } });
    expect(saved.nbHits).toBe(rules.length);

    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM companies WHERE listed AND state = 'Haryana'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const gurgaon = await e.search('gurgaon', 100);
    expect(gurgaon.appliedRules).toEqual([{ objectID: 'place-gurgaon' }]);
    expect(gurgaon.userData).toEqual([{ notice: 'No company in Gurgaon yet: showing companies in Haryana' }]);
    expect(gurgaon.hits.length).toBe(Math.min(rows[0]!.n, 100));
    expect(gurgaon.hits.every((h) => h.state === 'Haryana')).toBe(true);
    // The buyer's other words still count: Haryana's pharma companies.
    const company = await e.search('gurgaon pharma company', 100);
    expect(company.userData).toEqual(gurgaon.userData);
    expect(company.hits.length).toBeGreaterThan(0);
    expect(company.hits.every((h) => h.state === 'Haryana')).toBe(true);
  });

  test('"syrup manufacturer in baddi": Baddi companies that make syrups and manufacture for others come first', async () => {
    const { hits, appliedRules } = await e.search('syrup manufacturer in baddi');
    expect(appliedRules?.map((r) => r.objectID).sort()).toEqual(['form-syrup', 'service-manufacturer']);
    expect(hits.length).toBe(8);
    expect(hits[0]).toMatchObject({ city: 'Baddi' });
    expect(hits[0]!.forms).toContain('Syrup');
    expect(hits[0]!.services).toContain('3rd Party Manufacturing');
  });

  test('"azithromycin tablets manufacturer": the molecule\'s own record comes first', async () => {
    const { hits } = await e.search('azithromycin tablets manufacturer');
    expect(hits[0]).toMatchObject({ objectID: 'molecule-azithromycin' });
  });

  test('"injection manufacturer": the category whose name the words were comes first, then makers of injections who manufacture', async () => {
    const { hits } = await e.search('injection manufacturer');
    expect(hits[0]).toMatchObject({ objectID: 'category-injection-manufacturer' });
    for (const hit of hits.slice(1, 4)) {
      expect(hit.forms).toContain('Injection');
      expect(hit.services).toContain('3rd Party Manufacturing');
    }
  });

  test("a place's first seller: the sender sees it and its rule leaves the index, the company is found there", async () => {
    sender = startIndexSender({
      db: t.db,
      target: { appId: config.appId, adminKey: config.adminKey, host: e.host, indexName: INDEX },
      intervalMs: 200,
      onError: (error) => errors.push(error),
    });
    await sender.synced;
    await e.client.getRule({ indexName: INDEX, objectID: 'place-gurgaon' });
    const { rows } = await t.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM companies WHERE listed ORDER BY id LIMIT 1',
    );
    const company = rows[0]!;
    await t.db.transaction(async (tx) => {
      await tx.query(`UPDATE companies SET city = 'Gurgaon', state = 'Haryana' WHERE id = $1`, [company.id]);
      await queueIndexChanges(tx, [{ kind: 'company', key: company.id }]);
    });
    const gone = async () =>
      e.client.getRule({ indexName: INDEX, objectID: 'place-gurgaon' }).then(
        () => false,
        (error: { status?: number }) => error.status === 404,
      );
    await waitFor(gone, 5000);
    const { hits, appliedRules } = await e.search('gurgaon');
    expect(appliedRules).toBeUndefined();
    expect(hits[0]).toMatchObject({ slug: company.slug, city: 'Gurgaon' });
    expect(await e.client.getRule({ indexName: INDEX, objectID: 'place-gurugram' }).catch((x) => x.status)).toBe(404);
    expect(errors).toEqual([]);
  });
});

describe.each(DATABASES)("a seller's own product in search (%s)", (kind) => {
  let e: Awaited<ReturnType<typeof startEngine>>;
  beforeAll(async () => {
    e = await startEngine();
  });
  afterAll(() => e?.engine.close());
  const t = useApp(kind, () => ({
    config: {
      rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: 1_000_000, listingEditsPerHour: 40 },
      search: { appId: config.appId, adminKey: config.adminKey, indexName: INDEX, host: e.host },
    },
  }));

  test('saved through the seller api, it is found by its exact name at rank 1 and by its composition within 5 s', async () => {
    await t.app.indexSender!.synced;
    const { rows } = await t.db.query<{ mobile: string; slug: string }>(
      `SELECT a.mobile, c.slug FROM seller_accounts a JOIN companies c ON c.id = a.company_id
        WHERE c.listed ORDER BY c.rank, c.id LIMIT 1`,
    );
    const seller = await signInSeller(t.app, rows[0]!.mobile);
    const started = Date.now();
    const added = await seller.post('/seller/listing/products', {
      name: 'Azithral 500',
      composition: 'Azithromycin 500 mg',
      pack: '3x10 Tablets',
      form: 'Tablets',
      strength: '500 mg',
      molecules: ['Azithromycin'],
    });
    expect(added.statusCode).toBe(201);
    const mine = `company-${rows[0]!.slug}`;
    const byName = async () => (await e.search('azithral 500')).hits[0]?.objectID === mine;
    const byComposition = async () => (await e.search('azithromycin 500 mg', 50)).hits.some((h) => h.objectID === mine);
    await waitFor(async () => (await byName()) && (await byComposition()), 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    const { hits } = await e.search('azithral 500');
    // Others list Azithromycin 500 mg under its generic name (found through the brand's synonym), after the seller's own.
    expect(hits.length).toBeGreaterThan(1);
    expect(hits.map((h) => h.objectID).indexOf(mine)).toBe(0);
  });
});

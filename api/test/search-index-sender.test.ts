import { algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '@pharmasetu/search-engine';
import { queueIndexChanges } from '../src/search/index-outbox';
import { startIndexSender, type IndexSender } from '../src/search/index-sender';
import { readSearchRecords } from '../src/search/search-records';
import { DATABASES, openTestDatabase, type TestDatabase } from './helpers/databases';

// The outbox's sender against a real engine (over HTTP, with the algoliasearch client) and a real database.
const config = { appId: 'TESTAPP', searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
const INDEX = 'pharmasetu';

describe.each(DATABASES)('search index outbox sender (%s)', (kind) => {
  let t: TestDatabase;
  let engine: FastifyInstance;
  let port: number;
  let sender: IndexSender;
  const errors: unknown[] = [];
  const client = () =>
    algoliasearch(config.appId, config.adminKey, {
      hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
    });
  const findByName = async (query: string) => {
    const { hits } = await client().searchSingleIndex<{ slug: string }>({
      indexName: INDEX,
      searchParams: { query, hitsPerPage: 8 },
    });
    return hits.map((h) => h.slug);
  };
  const waitFor = async (check: () => Promise<boolean>, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await check().catch(() => false)) return Date.now();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  };
  const renameCompany = async (id: number, name: string) =>
    t.db.transaction(async (tx) => {
      await tx.query('UPDATE companies SET name = $2 WHERE id = $1', [id, name]);
      await queueIndexChanges(tx, [{ kind: 'company', key: id }]);
    });
  const pending = async () =>
    (
      await t.db.query<{ key: string; attempts: number; last_error: string | null }>(
        'SELECT key, attempts, last_error FROM search_index_outbox WHERE done_at IS NULL ORDER BY id',
      )
    ).rows;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    engine = buildEngine({ config });
    const base = await engine.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
    sender = startIndexSender({
      db: t.db,
      target: { appId: config.appId, adminKey: config.adminKey, host: `127.0.0.1:${port}`, indexName: INDEX },
      intervalMs: 200,
      backoffMs: 200,
      backoffCapMs: 400,
      onError: (e) => errors.push(e),
    });
  });
  afterAll(async () => {
    await sender?.stop();
    await engine?.close();
    await t?.drop();
  });

  test('at start, an empty index is filled from the database: every record, the settings and the synonyms', async () => {
    await sender.synced;
    const records = await readSearchRecords(t.db.read);
    const { nbHits } = await client().searchSingleIndex({ indexName: INDEX, searchParams: { hitsPerPage: 0 } });
    expect(nbHits).toBe(records.length);
    const settings = await client().getSettings({ indexName: INDEX });
    expect(settings.searchableAttributes).toContain('places');
    const synonyms = await client().searchSynonyms({ indexName: INDEX, searchSynonymsParams: { query: 'crocin' } });
    expect(synonyms.hits.map((h) => h.objectID)).toContain('brand-crocin');
  });

  test('a change queued in its transaction is searchable within 5 seconds of the commit', async () => {
    const { rows } = await t.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM companies WHERE listed ORDER BY id LIMIT 1',
    );
    const company = rows[0]!;
    const started = Date.now();
    await renameCompany(company.id, 'Quixotic Formulations');
    const arrived = await waitFor(async () => (await findByName('quixotic')).includes(company.slug), 5000);
    expect(arrived - started).toBeLessThan(5000);
    // The sender marks the key done in the transaction that wrote it, so the mark can land just after the record does.
    await waitFor(async () => (await pending()).length === 0, 2000);
    expect(await pending()).toEqual([]);
  });

  test('a company no longer listed leaves the index; a rolled-back change queues nothing', async () => {
    const { rows } = await t.db.query<{ id: number; slug: string; name: string }>(
      'SELECT id, slug, name FROM companies WHERE listed ORDER BY id DESC LIMIT 1',
    );
    const company = rows[0]!;
    await expect(
      t.db.transaction(async (tx) => {
        await queueIndexChanges(tx, [{ kind: 'company', key: company.id }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await pending()).toEqual([]);
    await t.db.transaction(async (tx) => {
      await tx.query('UPDATE companies SET listed = false WHERE id = $1', [company.id]);
      await queueIndexChanges(tx, [{ kind: 'company', key: company.id }]);
    });
    await waitFor(
      () =>
        client()
          .getObject({ indexName: INDEX, objectID: `company-${company.slug}` })
          .then(
            () => false,
            (e: { status?: number }) => e.status === 404,
          ),
      5000,
    );
    await expect(client().getObject({ indexName: INDEX, objectID: `company-${company.slug}` })).rejects.toMatchObject({
      status: 404,
    });
  });

  const indexed = (objectID: string) =>
    client()
      .getObject({ indexName: INDEX, objectID })
      .then(
        (record) => record as Record<string, unknown>,
        (e: { status?: number }) => {
          if (e.status === 404) return undefined;
          throw e;
        },
      );

  test('rows deleted outright (no code queued them) leave the index by their objectID, through the outbox', async () => {
    await sender.synced;
    const { rows } = await t.db.query<{ id: number; slug: string; product_id: number; product: string }>(
      `SELECT c.id, c.slug, p.id AS product_id, p.name AS product FROM companies c
         JOIN company_products p ON p.company_id = c.id
        WHERE c.listed ORDER BY c.id DESC, p.id LIMIT 1`,
    );
    const company = rows[0]!;
    const objectID = `company-${company.slug}`;
    expect(((await indexed(objectID))?.products as string[]) ?? []).toContain(company.product);

    // A product deleted by hand: its company's record is saved again without it.
    await t.db.query('DELETE FROM company_products WHERE id = $1', [company.product_id]);
    await waitFor(async () => !((await indexed(objectID))?.products as string[]).includes(company.product), 5000);

    // The company deleted by hand (its products, categories… go by cascade): its record is deleted by objectID.
    await t.db.query('DELETE FROM companies WHERE id = $1', [company.id]);
    await waitFor(async () => (await indexed(objectID)) === undefined, 5000);

    // A slug changed by hand: the old objectID leaves, the new one arrives.
    const { rows: others } = await t.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM companies WHERE listed ORDER BY id DESC LIMIT 1',
    );
    const other = others[0]!;
    await t.db.query(`UPDATE companies SET slug = slug || '-renamed' WHERE id = $1`, [other.id]);
    // The sender saves, then deletes: wait for both.
    await waitFor(
      async () =>
        (await indexed(`company-${other.slug}-renamed`)) !== undefined &&
        (await indexed(`company-${other.slug}`)) === undefined,
      5000,
    );
    expect((await indexed(`company-${other.slug}-renamed`))?.slug).toBe(`${other.slug}-renamed`);

    // A category and a molecule no company uses, added then deleted by hand.
    await t.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO categories (slug, name, kind) VALUES ('deleted-kind', 'Deleted Kind', 'franchise')`);
      await tx.query(`INSERT INTO molecules (name, slug) VALUES ('Deletomycin', 'deletomycin')`);
      await queueIndexChanges(tx, [
        { kind: 'category', key: 'deleted-kind' },
        { kind: 'molecule', key: 'deletomycin' },
      ]);
    });
    await waitFor(async () => (await indexed('molecule-deletomycin')) !== undefined, 5000);
    expect(await indexed('category-deleted-kind')).toBeDefined();
    await t.db.query(`DELETE FROM categories WHERE slug = 'deleted-kind'`);
    await t.db.query(`DELETE FROM molecules WHERE slug = 'deletomycin'`);
    await waitFor(
      async () =>
        (await indexed('molecule-deletomycin')) === undefined && (await indexed('category-deleted-kind')) === undefined,
      5000,
    );
    await waitFor(async () => (await pending()).length === 0, 2000);
    expect(await pending()).toEqual([]);
  });

  test('with the engine down the change stays queued and is retried; it arrives once the engine is back', async () => {
    const { rows } = await t.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM companies WHERE listed ORDER BY id LIMIT 1 OFFSET 1',
    );
    const company = rows[0]!;
    await engine.close();
    errors.length = 0;
    await renameCompany(company.id, 'Zanzibar Therapeutics');
    await waitFor(async () => (await pending()).some((r) => r.attempts >= 2), 5000);
    const [row] = await pending();
    expect(row).toMatchObject({ key: String(company.id) });
    expect(row!.last_error).toBeTruthy();
    expect(errors.length).toBeGreaterThan(0);

    engine = buildEngine({ config });
    await engine.listen({ port, host: '127.0.0.1' });
    await waitFor(async () => (await findByName('zanzibar')).includes(company.slug), 5000);
    await waitFor(async () => (await pending()).length === 0, 2000);
    expect(await pending()).toEqual([]);
  });
});

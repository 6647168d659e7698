import { algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '@pharmasetu/search-engine';
import { NO_SEARCH_INDEX, OPERATOR_TOKEN_REQUIRED } from '../src/routes/operator';
import { EMBEDDED_NEEDS_API, runIndexer } from '../src/search/indexer';
import { readSearchRecords } from '../src/search/search-records';
import { startApp, useApp } from './helpers/app';
import { DATABASES } from './helpers/databases';

// The manual rebuild of the search index with the embedded database: the running api rebuilds from its own data
// (POST /ops/search-index/rebuild, operators only), and `npm run index` asks it to, or refuses with what to do.
const OPERATOR_TOKEN = 'operator-token-0123456789';
const engineConfig = { appId: 'TESTAPP', searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
const INDEX = 'pharmasetu';

describe.each(DATABASES)('rebuilding the search index from the api (%s)', (kind) => {
  let engine: FastifyInstance;
  let host: string;
  beforeAll(async () => {
    engine = buildEngine({ config: engineConfig });
    host = (await engine.listen({ port: 0, host: '127.0.0.1' })).replace('http://', '');
  });
  afterAll(() => engine?.close());
  const search = { appId: engineConfig.appId, adminKey: engineConfig.adminKey, indexName: INDEX };
  const t = useApp(kind, () => ({ config: { operatorToken: OPERATOR_TOKEN, search: { ...search, host } } }));
  const admin = () =>
    algoliasearch(engineConfig.appId, engineConfig.adminKey, {
      hosts: [{ url: host, protocol: 'http', accept: 'readWrite' }],
    });
  const find = async (query: string) =>
    (
      await admin().searchSingleIndex<{ objectID: string }>({
        indexName: INDEX,
        searchParams: { query, hitsPerPage: 8 },
      })
    ).hits.map((h) => h.objectID);
  const rebuild = (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/search-index/rebuild',
      headers: authorization ? { authorization } : {},
    });

  /** Changes that never went through the outbox, as in a database restored from a backup: the index misses them. */
  async function driftTheDatabase() {
    await t.app.indexSender!.synced;
    const { rows } = await t.db.query<{ id: number; slug: string }>(
      `INSERT INTO companies (name, slug, city, state, listed) VALUES ('Quorvex Lifesciences', 'quorvex-lifesciences', 'Zirakpur', 'Punjab', true)
       RETURNING id, slug`,
    );
    await t.db.query(`INSERT INTO company_categories (company_id, category_slug) VALUES ($1, 'pharma-franchise-pcd')`, [
      rows[0]!.id,
    ]);
    return `company-${rows[0]!.slug}`;
  }

  test('refused without the operator token or with a wrong one: 401, nothing rebuilt', async () => {
    const added = await driftTheDatabase();
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      OPERATOR_TOKEN,
      `Basic ${OPERATOR_TOKEN}`,
    ]) {
      const answer = await rebuild(authorization);
      expect([answer.statusCode, answer.json().error]).toEqual([401, OPERATOR_TOKEN_REQUIRED]);
    }
    expect(await find('Quorvex')).not.toContain(added);
  });

  test('with the token the api rebuilds the index from its database: a company the index missed is found', async () => {
    const answer = await rebuild(`Bearer ${OPERATOR_TOKEN}`);
    const records = await readSearchRecords(t.db.read);
    expect([answer.statusCode, answer.headers['cache-control'], answer.json()]).toEqual([
      200,
      'no-store',
      { rebuilt: true, records: records.length },
    ]);
    expect(await find('Quorvex')).toContain('company-quorvex-lifesciences');
    expect(await find('Quorvex zirakpur')).toContain('company-quorvex-lifesciences');
    const { nbHits } = await admin().searchSingleIndex({ indexName: INDEX, searchParams: { hitsPerPage: 0 } });
    expect(nbHits).toBe(records.length);
  });

  test('npm run index without DATABASE_URL asks the running api, and says what to do when it cannot', async () => {
    await t.db.query(`UPDATE companies SET listed = false WHERE slug = 'quorvex-lifesciences'`);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const done = await runIndexer({ OPERATOR_TOKEN, API_URL: base });
    expect(done).toBe(
      `the api at ${base} rebuilt the index from its database: ${(await readSearchRecords(t.db.read)).length} records`,
    );
    expect(await find('Quorvex')).not.toContain('company-quorvex-lifesciences');

    await expect(runIndexer({ API_URL: base })).rejects.toThrow(EMBEDDED_NEEDS_API(base));
    await expect(runIndexer({ OPERATOR_TOKEN: 'another-token-0123456789', API_URL: base })).rejects.toThrow(
      `the api at ${base} answered 401: ${OPERATOR_TOKEN_REQUIRED}`,
    );
    await expect(runIndexer({ OPERATOR_TOKEN, API_URL: 'http://127.0.0.1:9' })).rejects.toThrow(
      'the api at http://127.0.0.1:9 could not be reached',
    );
  });
});

describe('the rebuild route where it cannot rebuild', () => {
  test('no operator token configured: refused (no such route); no search index: 409 saying what to set', async () => {
    const closed = await startApp('pglite', { config: { operatorToken: undefined } });
    const noIndex = await startApp('pglite', { config: { operatorToken: OPERATOR_TOKEN, search: undefined } });
    try {
      const missing = await closed.app.inject({
        method: 'POST',
        url: '/ops/search-index/rebuild',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      // The route does not exist, so nothing exempts the POST from the CSRF check that refuses it first.
      expect([missing.statusCode, missing.json()]).toEqual([403, { error: expect.any(String) }]);
      const refused = await noIndex.app.inject({
        method: 'POST',
        url: '/ops/search-index/rebuild',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      expect([refused.statusCode, refused.json().error]).toEqual([409, NO_SEARCH_INDEX]);
    } finally {
      await closed.close();
      await noIndex.close();
    }
  });
});

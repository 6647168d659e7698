import { mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '../src/build-engine';

// The engine's file: what was written through the algoliasearch client survives a restart; synonyms apply at query time.
const config = { appId: 'TESTAPP', searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
const INDEX = 'pharmasetu';
let dir: string;
let app: FastifyInstance | undefined;
let base = '';

const start = async (dataFile: string) => {
  app = buildEngine({ config, dataFile });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  return algoliasearch(config.appId, config.adminKey, {
    hosts: [{ url: base.replace('http://', ''), protocol: 'http', accept: 'readWrite' }],
  });
};
const slugs = async (client: ReturnType<typeof algoliasearch>, query: string) =>
  (
    await client.searchSingleIndex<{ slug: string }>({ indexName: INDEX, searchParams: { query, hitsPerPage: 8 } })
  ).hits.map((h) => h.slug);

beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'engine-journal-'))));
afterEach(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('records, settings and synonyms survive a restart, and later writes too', async () => {
  const file = path.join(dir, 'indices.jsonl');
  let client = await start(file);
  await client.setSettings({
    indexName: INDEX,
    indexSettings: { searchableAttributes: ['name', 'unordered(molecules)'], optionalWords: ['pcd'] },
  });
  await client.saveObjects({
    indexName: INDEX,
    objects: [
      { objectID: 'molecule-paracetamol', name: 'Paracetamol', slug: 'paracetamol' },
      { objectID: 'company-a', name: 'Alpha Remedies', molecules: ['Paracetamol'], slug: 'alpha' },
      { objectID: 'company-b', name: 'Beta Labs', molecules: ['Ibuprofen'], slug: 'beta' },
    ],
    waitForTasks: true,
  });
  await client.saveSynonyms({
    indexName: INDEX,
    synonymHit: [{ objectID: 'brand-crocin', type: 'onewaysynonym', input: 'Crocin', synonyms: ['Paracetamol'] }],
    replaceExistingSynonyms: true,
  });
  await client.deleteObject({ indexName: INDEX, objectID: 'company-b' });
  expect(await slugs(client, 'crocin')).toEqual(['paracetamol', 'alpha']);
  // One-way: the molecule's name does not find the brand's records (there are none), and "paracetamol" is unchanged.
  expect(await slugs(client, 'paracetamol')).toEqual(['paracetamol', 'alpha']);
  expect(await slugs(client, 'pcd alpha')).toEqual(['alpha']);
  await app!.close();
  appendFileSync(file, '{"op":"batch","index":"pharma'); // a write torn by a crash: never answered, skipped

  client = await start(file);
  expect(await slugs(client, 'crocin')).toEqual(['paracetamol', 'alpha']);
  expect(await slugs(client, 'beta')).toEqual([]);
  expect((await client.getSettings({ indexName: INDEX })).optionalWords).toEqual(['pcd']);
  await client.saveObjects({
    indexName: INDEX,
    objects: [{ objectID: 'company-c', name: 'Gamma Pharma', molecules: ['Paracetamol'], slug: 'gamma' }],
    waitForTasks: true,
  });
  await app!.close();

  client = await start(file);
  expect(await slugs(client, 'gamma')).toEqual(['gamma']);
  expect((await client.searchSynonyms({ indexName: INDEX })).nbHits).toBe(1);
});

test('a regular synonym works both ways; a bad synonym is refused with a clear 400 and changes nothing', async () => {
  const client = await start(path.join(dir, 'indices.jsonl'));
  await client.saveObjects({
    indexName: INDEX,
    objects: [
      { objectID: '1', name: 'Gurgaon Labs', slug: 'gurgaon-labs' },
      { objectID: '2', name: 'Gurugram Pharma', slug: 'gurugram-pharma' },
    ],
    waitForTasks: true,
  });
  await client.saveSynonyms({
    indexName: INDEX,
    synonymHit: [{ objectID: 'place-gurugram', type: 'synonym', synonyms: ['Gurugram', 'Gurgaon'] }],
  });
  expect((await slugs(client, 'gurugram')).sort()).toEqual(['gurgaon-labs', 'gurugram-pharma']);
  expect(await slugs(client, 'gurgaon')).toEqual(['gurgaon-labs', 'gurugram-pharma']);
  await expect(
    client.saveSynonyms({
      indexName: INDEX,
      synonymHit: [{ objectID: 'x', type: 'placeholder', placeholder: '<p>', replacements: ['a'] }],
    }),
  ).rejects.toMatchObject({ status: 400, message: 'Synonym type must be synonym or onewaysynonym' });
  expect((await client.searchSynonyms({ indexName: INDEX })).nbHits).toBe(1);
  const search = algoliasearch(config.appId, config.searchKey, {
    hosts: [{ url: base.replace('http://', ''), protocol: 'http', accept: 'readWrite' }],
  });
  await expect(search.searchSynonyms({ indexName: INDEX })).rejects.toMatchObject({ status: 403 });
});

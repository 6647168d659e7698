// Started by abuse-bench.ts in its own process: the search engine of ENGINE_ROOT (default: this tree) on a
// loopback port, filled with the bench's generated records. Prints {"port":…,"records":…} when it listens.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleCompanies } from '../../seed/companies';

const root = process.env.ENGINE_ROOT || join(__dirname, '../../..');
const COUNT = Number(process.env.BENCH_RECORDS) || 20_000;

async function main() {
  // The engine of the tree being measured (another one for the "before" run), chosen at run time.
  // Trees from before the engine was its own package kept it in the api.
  const entry = ['search-engine/src/index.ts', 'api/src/search/build-engine.ts'].find((f) =>
    existsSync(join(root, f)),
  )!;
  const { buildEngine } = (await import(join(root, entry))) as typeof import('@pharmasetu/search-engine');
  const { INDEX_SETTINGS } = (await import(
    join(root, 'api/src/search/search-records')
  )) as typeof import('../../src/search/search-records');
  const molecules = readFileSync(join(__dirname, '../../seed/molecules.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const companies = sampleCompanies(Math.min(COUNT, 60_000), 7);
  const records = Array.from({ length: COUNT }, (_, i) => {
    if (i % 3 !== 0) {
      const c = companies[i % companies.length]!;
      return {
        objectID: `c${i}`,
        name: `${c.name} ${c.city}`,
        category: 'Company',
        slug: `${c.slug}-${i}`,
        rank: c.rank,
      };
    }
    const m = molecules[i % molecules.length]!;
    return {
      objectID: `m${i}`,
      name: `${m} ${['Tablet', 'Syrup', 'Injection', 'Capsule', 'Gel'][i % 5]} ${i % 500}`,
      category: 'Molecule',
      slug: `m-${i}`,
      rank: 0,
    };
  });
  const app = buildEngine({
    config: { appId: 'BENCH', searchKey: 'bench-search-key', adminKey: 'bench-admin-key', origins: [] },
    indices: { bench: { records, settings: INDEX_SETTINGS } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port, records: COUNT }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

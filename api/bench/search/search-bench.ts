// npx tsx api/bench/search/search-bench.ts — 100,000 generated records; engine latency per query kind and
// queries per second, next to plain MiniSearch with default options, in the same run; then over HTTP
// with the real algoliasearch client.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { liteClient } from 'algoliasearch/lite';
import MiniSearch from 'minisearch';
import { buildEngine } from '@pharmasetu/search-engine';
import { sampleCompanies } from '../../seed/companies';
import { INDEX_SETTINGS } from '../../src/search/search-records';

const COUNT = Number(process.env.BENCH_RECORDS) || 100_000;
const molecules = readFileSync(join(__dirname, '../../seed/molecules.txt'), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'));
const companies = sampleCompanies(Math.min(COUNT, 60_000), 7);
const records = Array.from({ length: COUNT }, (_, i) => {
  if (i % 3 !== 0 && i < companies.length * 1.5) {
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

const KINDS: Record<string, { queries: string[]; params?: Record<string, unknown> }> = {
  exact: { queries: ['metformin', 'paracetamol', 'healthcare', 'remedies', 'azithromycin', 'pantoprazole'] },
  prefix: { queries: ['metf', 'parace', 'health', 'remed', 'azith', 'panto'] },
  typo: { queries: ['metfromin', 'paracetamil', 'helthcare', 'remedeis', 'azithromicin', 'pantoprazol'] },
  'two words': {
    queries: ['metformin tab', 'cure pharma', 'nova life', 'paracetamol syr', 'omni health', 'zenith rem'],
  },
  filtered: { queries: ['metformin', 'health', 'cure'], params: { filters: 'category:Company' } },
};

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
function measure(run: (q: string) => unknown, queries: string[], rounds = 40) {
  for (const q of queries) run(q); // warm-up
  const times: number[] = [];
  const started = performance.now();
  for (let r = 0; r < rounds; r++)
    for (const q of queries) {
      const t = performance.now();
      run(q);
      times.push(performance.now() - t);
    }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return `p50 ${pct(times, 0.5).toFixed(2)}  p95 ${pct(times, 0.95).toFixed(2)}  p99 ${pct(times, 0.99).toFixed(2)} ms  ${Math.round((times.length / total) * 1000)} q/s`;
}

async function main() {
  let t = performance.now();
  const engine = buildEngine().searchEngine;
  engine.setSettings('bench', INDEX_SETTINGS);
  engine.batch(
    'bench',
    records.map((body) => ({ action: 'addObject', body })),
  );
  console.log(`${COUNT} records. engine index built in ${Math.round(performance.now() - t)} ms`);
  t = performance.now();
  const plain = new MiniSearch({ fields: ['name'], idField: 'objectID' });
  plain.addAll(records);
  console.log(`plain MiniSearch (defaults) built in ${Math.round(performance.now() - t)} ms\n`);

  for (const [kind, { queries, params }] of Object.entries(KINDS)) {
    console.log(
      `${kind.padEnd(10)} engine    ${measure((q) => engine.search('bench', { query: q, hitsPerPage: 8, ...params }), queries)}`,
    );
    console.log(`${''.padEnd(10)} MiniSearch ${measure((q) => plain.search(q).slice(0, 8), queries)}`);
  }

  // Over HTTP: the real browser-shaped client, 8 requests in flight, for 3 seconds.
  const app = buildEngine({ config: { appId: 'BENCH', searchKey: 'k', adminKey: 'a' }, indices: {} });
  app.searchEngine.setSettings('bench', INDEX_SETTINGS);
  app.searchEngine.batch(
    'bench',
    records.map((body) => ({ action: 'addObject', body })),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = liteClient('BENCH', 'k', {
    hosts: [{ url: base.replace('http://', ''), protocol: 'http', accept: 'read' }],
  });
  const all = Object.values(KINDS).flatMap((k) => k.queries);
  const times: number[] = [];
  const end = Date.now() + 3000;
  let i = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const q = all[i++ % all.length]!;
      const s = performance.now();
      await client.search({ requests: [{ indexName: 'bench', query: q, hitsPerPage: 8 }] });
      times.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  times.sort((a, b) => a - b);
  console.log(
    `\nHTTP (algoliasearch lite, 8 in flight, mixed kinds): p50 ${pct(times, 0.5).toFixed(1)}  p95 ${pct(times, 0.95).toFixed(1)}  p99 ${pct(times, 0.99).toFixed(1)} ms  ${Math.round(times.length / 3)} q/s`,
  );
  await app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

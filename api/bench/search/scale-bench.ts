// npm run bench:search-scale — two figures of the search index, printed beside their targets:
// 1. query time in the engine at 100,000 companies listing 1,000,000 products (synthetic records shaped like the
//    api's: names, places, categories, molecules, product lines, services, forms, compositions; the index's settings,
//    synonyms and the query rules the api would send for this catalog), 8 hits, place facets, with and without a state
//    filter; measured in-process around SearchEngine.search, so it is the engine's time without HTTP: wall time,
//    and the process's CPU time, which waiting for a core on a shared machine does not stretch (it counts every
//    thread of the process, V8's optimizing compiler and garbage collector threads too, so a query during which they
//    work may show more CPU than wall time).
// 2. catalog change → searchable: the api's database (migrated and seeded PGlite), its outbox sender and the engine
//    over HTTP (algoliasearch), 50 company changes a second each committed with queueIndexChanges, every change
//    looked for until a search finds it.
// SCALE_COMPANIES, SCALE_PRODUCTS_PER_COMPANY, SCALE_CHANGE_SECONDS change the sizes.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { buildEngine } from '@pharmasetu/search-engine';
import { FRANCHISE_CATEGORIES, MANUFACTURING_CATEGORIES, SERVICE_TYPES } from '@pharmasetu/shared-contracts';
import { mulberry32, sampleCompanies } from '../../seed/companies';
import { combinationProducts, singleProduct } from '../../seed/products';
import { placeNames } from '../../seed/search-terms';
import { createDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { queueIndexChanges } from '../../src/search/index-outbox';
import { startIndexSender } from '../../src/search/index-sender';
import { INDEX_SETTINGS, type MarketplaceRecord } from '../../src/search/search-records';
import { readSearchSynonyms } from '../../src/search/search-synonyms';
import { ruleDataOfRecords, searchRules } from '../../src/search/search-rules';

const COMPANIES = Number(process.env.SCALE_COMPANIES) || 100_000;
const PRODUCTS_PER_COMPANY = Number(process.env.SCALE_PRODUCTS_PER_COMPANY) || 10;
const CHANGE_SECONDS = Number(process.env.SCALE_CHANGE_SECONDS) || 20;
const CHANGES_PER_SECOND = 50;
const QUERY_TARGET_MS = 10;
const CHANGE_TARGET_MS = 5000;
const SEED = join(__dirname, '../../seed');

const dataLines = (file: string) =>
  readFileSync(join(SEED, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const spread = (sorted: number[], unit: string, digits: number) =>
  `median ${pct(sorted, 0.5).toFixed(digits)} ${unit}, p95 ${pct(sorted, 0.95).toFixed(digits)} ${unit} ` +
  `(min ${sorted[0]!.toFixed(digits)}, p5 ${pct(sorted, 0.05).toFixed(digits)}, p99 ${pct(sorted, 0.99).toFixed(digits)}, max ${sorted.at(-1)!.toFixed(digits)})`;

/**
 * Synthetic companies as the api indexes them: the seed's name generator (suffixed where it runs out of names), half
 * in the pharma hubs the seed uses and half in any Indian city, 1–4 categories, and product lines made from the
 * molecule list the way the seed's catalog names them ('Paracetamol 650 mg Tablets').
 */
function syntheticCompanies(count: number, productsPerCompany: number): MarketplaceRecord[] {
  const random = mulberry32(31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const names = sampleCompanies(Math.min(count, 50_000), 11);
  const hubs = names.map((c) => [c.city, c.state] as const);
  const cities = dataLines('cities-in.tsv').map((l) => l.split('\t') as [string, string]);
  const molecules = dataLines('molecules.txt');
  const lines = [...molecules.map((m, i) => singleProduct(m, i)), ...combinationProducts(new Set(molecules))];
  const categories = [...FRANCHISE_CATEGORIES, ...MANUFACTURING_CATEGORIES].map((c) => c.label);
  const franchise = new Set(FRANCHISE_CATEGORIES.map((c) => c.label));
  return Array.from({ length: count }, (_, i) => {
    const base = names[i % names.length]!;
    const [city, state] = random() < 0.5 ? pick(hubs) : pick(cities);
    const products = new Set<string>();
    const made = new Set<string>();
    const forms = new Set<string>();
    const compositions = new Set<string>();
    while (products.size < productsPerCompany) {
      const line = pick(lines);
      products.add(line.name);
      forms.add(line.form);
      compositions.add(line.composition);
      for (const m of line.molecules) made.add(m);
    }
    const kinds = new Set([pick(categories)]);
    while (random() < 0.45 && kinds.size < 4) kinds.add(pick(categories));
    const slug = i < names.length ? base.slug : `${base.slug}-${i}`;
    return {
      objectID: `company-${slug}`,
      name: i < names.length ? base.name : `${base.name} ${city}`,
      category: 'Company' as const,
      slug,
      rank: Math.floor(random() * 1000),
      place: `${city}, ${state}`,
      city,
      state,
      places: [...new Set([city, ...placeNames(city), state])],
      categories: [...kinds],
      listedUnder: [...kinds],
      services: [...new Set([...kinds].map((k) => (franchise.has(k) ? SERVICE_TYPES[0] : SERVICE_TYPES[1])))],
      forms: [...forms],
      molecules: [...made],
      products: [...products],
      compositions: [...compositions],
    };
  });
}

/** Buyer queries of every class of the relevance set. */
const QUERIES = [
  'paracetamol',
  'paracetamol 650',
  'azithromycin 500',
  'metformin',
  'pcd franchise',
  'pcd franchise chandigarh',
  'third party manufacturer in baddi',
  'eye drop franchise punjab',
  'mohali',
  'Dolo 650',
  'crocin',
  'paracetmol',
  'पैरासिटामोल',
  'cough syrup',
  'pantoprazole 40 mg',
  'injection manufacturer',
  'zenith',
  'healthcare',
  // Rules and relaxation at work: service and form words as optional filters, places without sellers, words that
  // match nothing, Devanagari read by sound.
  'syrup manufacturer in baddi',
  'azithromycin tablets manufacturer',
  'gurgaon pharma company',
  'derma franchise',
  'paracetamol 650 qqzz',
  'अमोक्सिसिलिन',
];

function queryBench() {
  const total = COMPANIES * PRODUCTS_PER_COMPANY;
  let t = performance.now();
  const records = syntheticCompanies(COMPANIES, PRODUCTS_PER_COMPANY);
  console.log(
    `${COMPANIES.toLocaleString('en')} companies listing ${total.toLocaleString('en')} products generated in ${Math.round(performance.now() - t)} ms`,
  );
  t = performance.now();
  const engine = buildEngine().searchEngine;
  engine.setSettings('scale', INDEX_SETTINGS);
  engine.saveSynonyms('scale', readSearchSynonyms(), true);
  // The query rules the api would send for this catalog (its places with sellers, its forms): relaxation and rules on.
  const rules = searchRules(ruleDataOfRecords(records));
  engine.saveRules('scale', rules, true);
  console.log(`${rules.length.toLocaleString('en')} query rules saved`);
  for (let i = 0; i < records.length; i += 10_000)
    engine.batch(
      'scale',
      records.slice(i, i + 10_000).map((body) => ({ action: 'addObject', body })),
    );
  const heap = process.memoryUsage().heapUsed / 2 ** 20;
  console.log(`engine index built in ${Math.round(performance.now() - t)} ms, heap ${Math.round(heap)} MB\n`);

  const kinds: Record<string, Record<string, unknown>> = {
    'facets, no filter': { facets: ['state', 'city'] },
    'facets, state:"Punjab"': { facets: ['state', 'city'], filters: 'state:"Punjab"' },
  };
  const all: number[] = [];
  const allCpu: number[] = [];
  const rounds = 15;
  console.log(`query time in the engine, 8 hits, ${QUERIES.length} buyer queries × ${rounds} rounds:`);
  for (const [kind, params] of Object.entries(kinds)) {
    const search = (query: string) => engine.search('scale', { query, hitsPerPage: 8, ...params });
    for (const q of QUERIES) search(q); // warm-up
    const times: number[] = [];
    const cpu: number[] = [];
    for (let r = 0; r < rounds; r++)
      for (const q of QUERIES) {
        const s = performance.now();
        const c = process.cpuUsage();
        search(q);
        const used = process.cpuUsage(c);
        times.push(performance.now() - s);
        cpu.push((used.user + used.system) / 1000);
      }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    all.push(...times);
    allCpu.push(...cpu);
    console.log(`  ${kind.padEnd(24)} wall ${spread(times, 'ms', 2)}`);
    console.log(`  ${''.padEnd(24)} CPU  ${spread(cpu, 'ms', 2)}`);
  }
  all.sort((a, b) => a - b);
  allCpu.sort((a, b) => a - b);
  const p95 = pct(all, 0.95);
  const p95Cpu = pct(allCpu, 0.95);
  console.log(
    `  all: p95 ${p95.toFixed(2)} ms wall, ${p95Cpu.toFixed(2)} ms CPU   target ≤ ${QUERY_TARGET_MS} ms   ` +
      `${verdict(p95 <= QUERY_TARGET_MS)} (wall), ${verdict(p95Cpu <= QUERY_TARGET_MS)} (CPU)` +
      `  (at ${COMPANIES.toLocaleString('en')} companies / ${total.toLocaleString('en')} products; load average ${os
        .loadavg()[0]!
        .toFixed(1)} on ${os.availableParallelism()} cores)`,
  );
  const byQuery = QUERIES.map((q) => {
    const c = process.cpuUsage();
    const { nbHits } = engine.search('scale', { query: q, hitsPerPage: 8, facets: ['state', 'city'] });
    const used = process.cpuUsage(c);
    return [q, (used.user + used.system) / 1000, nbHits] as const;
  }).sort((a, b) => b[1] - a[1]);
  console.log(
    `  per query (CPU, facets, no filter), slowest first: ${byQuery
      .map(([q, ms, hits]) => `"${q}" ${ms.toFixed(1)} ms (${hits} hits)`)
      .join(', ')}\n`,
  );
}

async function changeBench() {
  let t = performance.now();
  const db = await createDatabase({});
  await migrate(db);
  await seed(db);
  console.log(`api database (PGlite, migrated and seeded) ready in ${Math.round(performance.now() - t)} ms`);
  const config = { appId: 'SCALE', searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
  const app = buildEngine({ config, limits: { burstQueries: 1e9, queriesPerSecond: 1e9 } });
  const host = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', '');
  const indexName = 'pharmasetu';
  const errors: unknown[] = [];
  const sender = startIndexSender({
    db,
    target: { appId: config.appId, adminKey: config.adminKey, host, indexName },
    onError: (e) => errors.push(e),
  });
  t = performance.now();
  await sender.synced;
  console.log(`sender's full sync at start: ${Math.round(performance.now() - t)} ms`);
  const client = algoliasearch(config.appId, config.searchKey, {
    hosts: [{ url: host, protocol: 'http', accept: 'read' }],
  });

  const { rows: companies } = await db.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM companies WHERE listed ORDER BY id',
  );
  const count = Math.min(companies.length, CHANGE_SECONDS * CHANGES_PER_SECOND);
  // Each change renames one company with a word no record holds; it is searchable once that word finds the company.
  const word = (i: number) =>
    `zq${String.fromCharCode(...[...String(i).padStart(4, '0')].map((d) => 97 + Number(d)))}x`;
  const committed = new Map<number, number>();
  const seen = new Map<number, number>();
  let writing = true;

  const checker = (async () => {
    while (writing || seen.size < committed.size) {
      const pending = [...committed.keys()].filter((i) => !seen.has(i)).slice(0, 50);
      if (pending.length > 0) {
        const { results } = await client.search<{ objectID: string }>({
          requests: pending.map((i) => ({ indexName, query: word(i), hitsPerPage: 2 })),
        });
        const now = performance.now();
        results.forEach((r, k) => {
          const i = pending[k]!;
          if ('hits' in r && r.hits.some((h: { objectID: string }) => h.objectID === `company-${companies[i]!.slug}`))
            seen.set(i, now);
        });
      }
      if (!writing && [...committed.values()].every((at) => performance.now() - at > 30_000)) break;
      await new Promise((r) => setTimeout(r, 25));
    }
  })();

  // Changes start on a fixed schedule whether or not the earlier ones have committed (the api's requests do not wait
  // for each other): when the database falls behind, the queue shows in the figure.
  t = performance.now();
  const writes: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = t + (i * 1000) / CHANGES_PER_SECOND - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const company = companies[i]!;
    writes.push(
      db
        .transaction(async (tx) => {
          await tx.query(`UPDATE companies SET name = name || ' ' || $2 WHERE id = $1`, [company.id, word(i)]);
          await queueIndexChanges(tx, [{ kind: 'company', key: company.id }]);
        })
        .then(() => void committed.set(i, performance.now())),
    );
  }
  const offered = count / ((performance.now() - t) / 1000);
  await Promise.all(writes);
  const rate = count / ((performance.now() - t) / 1000);
  writing = false;
  await checker;
  await sender.stop();
  await app.close();
  await db.close();

  const latencies = [...seen].map(([i, at]) => at - committed.get(i)!).sort((a, b) => a - b);
  const p95 = latencies.length > 0 ? pct(latencies, 0.95) : Infinity;
  console.log(
    `\ncatalog change → searchable, ${count} changes at ${rate.toFixed(1)} a second (target rate ${CHANGES_PER_SECOND}), ` +
      `(offered ${offered.toFixed(1)} a second), outbox → sender → algoliasearch → engine:`,
  );
  if (latencies.length > 0) console.log(`  ${spread(latencies, 'ms', 0)}`);
  console.log(
    `  searchable: ${seen.size}/${count}; sender errors: ${errors.length}` +
      `${errors.length > 0 ? ` (first: ${String((errors[0] as Error)?.message ?? errors[0]).slice(0, 200)})` : ''}\n` +
      `  p95 ${Number.isFinite(p95) ? `${Math.round(p95)} ms` : 'never'}   target ≤ ${CHANGE_TARGET_MS} ms   ` +
      `${verdict(p95 <= CHANGE_TARGET_MS && seen.size === count && rate >= CHANGES_PER_SECOND * 0.95)}`,
  );
}

async function main() {
  const started = performance.now();
  queryBench();
  await changeBench();
  console.log(`\nbench took ${Math.round((performance.now() - started) / 1000)} s`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

// npm run bench:query (in search-engine/, or bench:search-query at the root) — the engine's query time at the
// marketplace's target scale, printed beside the target: 100,000 companies listing 1,000,000 products (plus the
// molecule and category records), generated here from a fixed seed, loaded through the engine's public entry
// (buildEngine) with the index settings and synonyms the marketplace uses, then a buyer's query mix (place, service +
// place, molecule, product with strength, brand, typo, and broad queries that match much of the index) with the
// place facets, with and without a state filter, 8 hits.
// Time is measured around the engine's search (no HTTP): wall time, and the process's CPU time, which other work on a
// shared machine stretches less. Each round runs the whole mix; the figures are the medians over the rounds, with
// their spread (lowest and highest round).
// QUERY_BENCH_COMPANIES, QUERY_BENCH_PRODUCTS_PER_COMPANY, QUERY_BENCH_ROUNDS change the sizes; QUERY_BENCH_PROFILE=1
// prints the slowest queries too.
import os from 'node:os';
import { FRANCHISE_CATEGORIES, MANUFACTURING_CATEGORIES } from '@pharmasetu/shared-contracts';
import { buildEngine } from '../src/index';
import type { IndexSettings, SearchRecord } from '../src/index';
import {
  BRAND_ENDINGS,
  BRANDS,
  CITIES,
  EVERYDAY,
  FORMS,
  HUBS,
  MOLECULES,
  NAME_END,
  NAME_FIRST,
  NAME_SECOND,
  SERVICE_WORDS,
} from './bench-vocabulary';

const COMPANIES = Number(process.env.QUERY_BENCH_COMPANIES) || 100_000;
const PRODUCTS_PER_COMPANY = Number(process.env.QUERY_BENCH_PRODUCTS_PER_COMPANY) || 10;
const ROUNDS = Number(process.env.QUERY_BENCH_ROUNDS) || 7;
const TARGET_MS = 10;
const HITS = 8;
const INDEX = 'query-bench';

/** The marketplace's settings: what a buyer's query is matched against, the place facets, the sellers' rank. */
const SETTINGS: IndexSettings = {
  searchableAttributes: ['name', 'places', 'unordered(categories)', 'unordered(molecules)', 'unordered(products)'],
  attributesForFaceting: ['category', 'state', 'city'],
  customRanking: ['desc(rank)'],
  removeStopWords: true,
  optionalWords: SERVICE_WORDS,
};

const SYNONYMS = [
  ...Object.entries(BRANDS).map(([brand, molecule]) => ({
    objectID: `brand-${brand.toLowerCase()}`,
    type: 'onewaysynonym',
    input: brand,
    synonyms: [molecule],
  })),
  ...Object.entries(EVERYDAY).map(([words, molecules]) => ({
    objectID: `everyday-${words.replace(/ /g, '-')}`,
    type: 'onewaysynonym',
    input: words,
    synonyms: [...molecules],
  })),
  { objectID: 'service-manufacturer', type: 'synonym', synonyms: ['manufacturer', 'manufacturing', 'manufacturers'] },
];

/** Each class of buyer query the relevance set has (Hindi aside: a synonym lookup like a brand's). */
const QUERIES: Readonly<Record<string, readonly string[]>> = {
  place: ['mohali', 'baddi', 'bangalore', 'gurgaon', 'ahmedabad', 'zirakpur'],
  'service + place': [
    'pcd franchise chandigarh',
    'third party manufacturer in baddi',
    'pharma franchise punjab',
    'pcd pharma company in panchkula',
    'eye drops manufacturer gujarat',
  ],
  molecule: ['paracetamol', 'azithromycin', 'metformin', 'pantoprazole', 'cetirizine'],
  'product with strength': ['paracetamol 650', 'azithromycin 500 mg', 'pantoprazole 40 mg', 'cefixime 200 tablets'],
  brand: ['dolo 650', 'crocin', 'augmentin', 'pan 40', 'zenith pharma'],
  typo: ['paracetmol', 'azithromicin', 'chandigrah', 'metfromin', 'pantoprazol'],
  // What half the index matches: a service alone, a form with a service, an everyday term, a word in many names.
  broad: ['pcd franchise', 'injection manufacturer', 'cough syrup', 'healthcare', 'eye drop franchise punjab'],
};

/** The same sequence on every run: mulberry32. */
function random32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateRecords(companies: number, productsPerCompany: number): SearchRecord[] {
  const random = random32(31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const categories = [...FRANCHISE_CATEGORIES, ...MANUFACTURING_CATEGORIES].map((c) => c.label);
  const product = (): [string, string[]] => {
    const [molecule, strengths] = pick(MOLECULES);
    const form = pick(FORMS);
    const strength = strengths.length > 0 && random() < 0.85 ? ` ${pick(strengths)}` : '';
    const second = random() < 0.3 ? pick(MOLECULES)[0] : undefined;
    const molecules = second && second !== molecule ? [molecule, second] : [molecule];
    // Half the lines by their generic name, half under the seller's own brand ("Pacikem 650 Tablets").
    const name =
      random() < 0.5
        ? `${molecules.join(' + ')}${strength}${strength ? ' mg' : ''} ${form}`
        : `${molecule.slice(0, 3 + Math.floor(random() * 2))}${pick(BRAND_ENDINGS)}${strength} ${form}`;
    return [name, molecules];
  };
  const records: SearchRecord[] = [];
  for (let i = 0; i < companies; i++) {
    const [city, state, otherNames] = random() < 0.5 ? CITIES[Math.floor(random() * HUBS)]! : pick(CITIES);
    const name = [pick(NAME_FIRST), pick(NAME_SECOND), pick(NAME_END)].filter(Boolean).join(' ');
    const products = new Set<string>();
    const made = new Set<string>();
    while (products.size < productsPerCompany) {
      const [line, molecules] = product();
      products.add(line);
      for (const m of molecules) made.add(m);
    }
    const kinds = new Set([pick(categories)]);
    while (random() < 0.45 && kinds.size < 4) kinds.add(pick(categories));
    // A third of the sellers also serve a whole state or another city.
    const served = random() < 0.33 ? [pick(CITIES)[random() < 0.5 ? 0 : 1]] : [];
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`;
    records.push({
      objectID: `company-${slug}`,
      name,
      category: 'Company',
      slug,
      rank: Math.floor(random() * 1000),
      place: `${city}, ${state}`,
      city,
      state,
      places: [...new Set([city, ...otherNames, state, ...served])],
      categories: [...kinds],
      molecules: [...made],
      products: [...products],
    });
  }
  MOLECULES.forEach(([molecule], i) =>
    records.push({ objectID: `molecule-${i}`, name: molecule, category: 'Molecule', slug: `m-${i}`, rank: 500 }),
  );
  categories.forEach((label, i) =>
    records.push({ objectID: `category-${i}`, name: label, category: 'Category', slug: `c-${i}`, rank: 10_000 }),
  );
  return records;
}

const at = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const median = (values: readonly number[]) =>
  at(
    [...values].sort((a, b) => a - b),
    0.5,
  );

function main() {
  const products = COMPANIES * PRODUCTS_PER_COMPANY;
  let started = performance.now();
  const records = generateRecords(COMPANIES, PRODUCTS_PER_COMPANY);
  console.log(
    `${COMPANIES.toLocaleString('en')} companies listing ${products.toLocaleString('en')} products ` +
      `(${records.length.toLocaleString('en')} records) generated in ${Math.round(performance.now() - started)} ms`,
  );
  started = performance.now();
  const engine = buildEngine().searchEngine;
  engine.setSettings(INDEX, SETTINGS);
  engine.saveSynonyms(INDEX, SYNONYMS, true);
  for (let i = 0; i < records.length; i += 10_000)
    engine.batch(
      INDEX,
      records.slice(i, i + 10_000).map((body) => ({ action: 'addObject', body })),
    );
  records.length = 0;
  const { heapUsed, rss } = process.memoryUsage();
  console.log(
    `indexed in ${Math.round(performance.now() - started)} ms, heap ${Math.round(heapUsed / 2 ** 20)} MB, ` +
      `process RSS ${Math.round(rss / 2 ** 20)} MB`,
  );

  const variants: Record<string, Record<string, unknown>> = {
    'place facets': { facets: ['state', 'city'] },
    'place facets, state filter': { facets: ['state', 'city'], filters: 'state:"Punjab"' },
  };
  const mix = Object.entries(QUERIES).flatMap(([kind, queries]) =>
    queries.flatMap((query) => Object.entries(variants).map(([variant, params]) => ({ kind, query, variant, params }))),
  );
  const run = ({ query, params }: (typeof mix)[number]) =>
    engine.search(INDEX, { query, hitsPerPage: HITS, ...params });
  for (const item of mix) run(item); // warm-up: the first pass compiles the hot paths

  type Figures = { p50: number; p95: number; p99: number };
  const rounds: { wall: Figures; cpu: Figures }[] = [];
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < ROUNDS; r++) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (const item of mix) {
      const cpuStart = process.cpuUsage();
      const wallStart = performance.now();
      run(item);
      const wallMs = performance.now() - wallStart;
      const used = process.cpuUsage(cpuStart);
      wall.push(wallMs);
      cpu.push((used.user + used.system) / 1000);
      const key = `${item.kind}: "${item.query}" (${item.variant})`;
      perQuery.set(key, [...(perQuery.get(key) ?? []), wallMs]);
    }
    const figures = (values: number[]): Figures => {
      values.sort((a, b) => a - b);
      return { p50: at(values, 0.5), p95: at(values, 0.95), p99: at(values, 0.99) };
    };
    rounds.push({ wall: figures(wall), cpu: figures(cpu) });
  }

  console.log(
    `\nquery time in the engine, ${HITS} hits, ${mix.length} queries a round (${Object.keys(QUERIES).length} classes × ` +
      `${Object.keys(variants).length} filter variants), ${ROUNDS} rounds; median of the rounds [lowest – highest round]:`,
  );
  for (const clock of ['wall', 'cpu'] as const)
    for (const p of ['p50', 'p95', 'p99'] as const) {
      const values = rounds.map((round) => round[clock][p]);
      const verdict =
        p === 'p95' ? `   target ≤ ${TARGET_MS} ms   ${median(values) <= TARGET_MS ? 'met' : 'MISSED'}` : '';
      console.log(
        `  ${clock === 'wall' ? 'wall' : 'CPU '} ${p} ${median(values).toFixed(2).padStart(7)} ms ` +
          `[${Math.min(...values).toFixed(2)} – ${Math.max(...values).toFixed(2)}]${verdict}`,
      );
    }
  console.log(
    `  at ${COMPANIES.toLocaleString('en')} companies / ${products.toLocaleString('en')} products; ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores; ` +
      `process RSS after the rounds ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
  );
  const slowest = [...perQuery]
    .map(([key, times]) => [key, median(times)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, process.env.QUERY_BENCH_PROFILE ? 20 : 5);
  console.log(`  slowest (median wall): ${slowest.map(([key, ms]) => `${key} ${ms.toFixed(1)} ms`).join('; ')}`);
}

main();

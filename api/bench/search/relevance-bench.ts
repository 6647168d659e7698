// npm run bench:relevance — buyer queries against a real engine filled from a seeded database: the api's migrations and
// seed in an in-memory PGlite, the index written by the api's rebuildIndex (settings, synonyms, rules, records) and
// searched with the algoliasearch client over HTTP, as the api's sender and the sites do. Two sets: the hand-written
// queries of relevance-set.json (every one must succeed) and the set generated from the catalog (generated-set.ts).
// Prints success@8 per class and overall beside the targets, and the first misses of each class with what came instead.
// RELEVANCE_CLASS=<name> runs one class; RELEVANCE_MISSES=<n> prints n misses per class (default 5).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { buildEngine } from '@pharmasetu/search-engine';
import { createDatabase, type Queryable } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { rebuildIndex } from '../../src/search/index-sender';
import { readSearchRecords } from '../../src/search/search-records';
import { GENERATED_CLASSES, generateRelevanceSet, type GeneratedQuery } from './generated-set';
import { saveSellerBrands } from './seller-brands';

const HITS = 8;
const REBUILD_ATTEMPTS = 3;
/** The hand-written queries are the buyers' own complaints: each one must be answered. */
const HAND_TARGETS = { overall: 1, perClass: 1 };
/** The generated set covers the whole catalog, including spellings no engine reads perfectly. */
const GENERATED_TARGETS = { overall: 0.95, perClass: 0.9 };

interface Expectation {
  set: string;
  args: unknown[];
  atLeast: number;
}
interface RelevanceSet {
  sets: Record<string, { about: string; sql: string }>;
  queries: { class: string; query: string; expect: Expectation[] }[];
}

export const readRelevanceSet = (): RelevanceSet =>
  JSON.parse(readFileSync(join(__dirname, 'relevance-set.json'), 'utf8')) as RelevanceSet;

/** The hand-written queries with each expectation's set read from this database; an empty set is an error of the set. */
async function handQueries(db: Queryable, set: RelevanceSet): Promise<GeneratedQuery[]> {
  const out: GeneratedQuery[] = [];
  for (const q of set.queries) {
    const expect = [];
    for (const e of q.expect) {
      const definition = set.sets[e.set];
      if (!definition) throw new Error(`"${q.query}": unknown set ${e.set}`);
      const { rows } = await db.query<{ id: string }>(definition.sql, e.args);
      expect.push({
        about: `${e.set}(${JSON.stringify(e.args)})`,
        ids: new Set(rows.map((r) => r.id)),
        atLeast: e.atLeast,
      });
    }
    out.push({ class: q.class, query: q.query, expect });
  }
  return out;
}

/** How many of the first `within` hits an expectation needs, and how many it got. */
export function judge(hits: string[], expected: ReadonlySet<string>, atLeast: number, within = HITS) {
  const needed = Math.min(atLeast, expected.size, within);
  const got = hits.slice(0, within).filter((id) => expected.has(id)).length;
  return { needed, got, ok: got >= needed };
}

interface Outcome {
  query: GeneratedQuery;
  ok: boolean;
  detail: string;
}

type Search = (query: string, hits: number) => Promise<string[]>;

async function run(search: Search, queries: readonly GeneratedQuery[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const q of queries) {
    for (const e of q.expect)
      if (e.ids.size === 0) throw new Error(`[${q.class}] "${q.query}": ${e.about} is empty in the seed`);
    const ids = await search(q.query, Math.max(HITS, ...q.expect.map((e) => e.within ?? HITS)));
    const failed = q.expect
      .map((e) => ({ e, ...judge(ids, e.ids, e.atLeast, e.within) }))
      .filter((r) => !r.ok)
      .map((r) => `${r.e.about} ${r.got}/${r.needed}${r.e.within === undefined ? '' : ` in the first ${r.e.within}`}`);
    outcomes.push({
      query: q,
      ok: failed.length === 0,
      detail: `  [${q.class}] "${q.query}": ${failed.join(', ')}\n      got: ${ids.slice(0, HITS).join(' ') || '(nothing)'}`,
    });
  }
  return outcomes;
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

function report(title: string, outcomes: Outcome[], targets: typeof HAND_TARGETS, classes: string[], misses: number) {
  console.log(`\n${title}: success@${HITS} by class (target ≥ ${targets.perClass} each)`);
  for (const name of classes) {
    const of = outcomes.filter((o) => o.query.class === name);
    if (of.length === 0) {
      console.log(`  ${name.padEnd(22)}    —  (0 queries: nothing in the seed to ask)`);
      continue;
    }
    const ok = of.filter((o) => o.ok).length;
    const rate = ok / of.length;
    console.log(
      `  ${name.padEnd(22)} ${rate.toFixed(3)}  n=${of.length}  (${ok} ok)  ${verdict(rate >= targets.perClass)}`,
    );
    for (const miss of of.filter((o) => !o.ok).slice(0, misses)) console.log(`  ${miss.detail}`);
  }
  const ok = outcomes.filter((o) => o.ok).length;
  const overall = outcomes.length === 0 ? 1 : ok / outcomes.length;
  console.log(
    `  overall success@${HITS}: ${overall.toFixed(3)}  n=${outcomes.length}  (${ok} ok)  target ≥ ${targets.overall}  ${verdict(overall >= targets.overall)}`,
  );
}

async function main() {
  const only = process.env.RELEVANCE_CLASS;
  const asked = Number(process.env.RELEVANCE_MISSES);
  const misses = Number.isSafeInteger(asked) && asked >= 0 ? asked : 5;
  let started = performance.now();
  const db = await createDatabase({});
  await migrate(db);
  await seed(db);
  const brands = await saveSellerBrands(db);
  const records = await readSearchRecords(db.read);
  console.log(`sellers' own brands saved: ${brands}`);
  console.log(`seeded database (PGlite): ${records.length} records in ${Math.round(performance.now() - started)} ms`);

  const config = { appId: 'RELEVANCE', searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
  const engine = buildEngine({ config });
  const host = (await engine.listen({ port: 0, host: '127.0.0.1' })).replace('http://', '');
  const indexName = 'pharmasetu';
  started = performance.now();
  // The engine shares this process: on a loaded machine a batch can outlast the api's 1 s connect timeout, and the
  // whole rebuild (replaceAllObjects through a temporary index) is simply sent again.
  for (let attempt = 1; ; attempt += 1)
    try {
      await rebuildIndex({ appId: config.appId, adminKey: config.adminKey, host, indexName }, records);
      break;
    } catch (error) {
      if (attempt === REBUILD_ATTEMPTS) throw error;
      console.log(`index write failed (${(error as Error).name}), sending it again`);
    }
  console.log(`index written with algoliasearch in ${Math.round(performance.now() - started)} ms`);
  const client = algoliasearch(config.appId, config.searchKey, {
    hosts: [{ url: host, protocol: 'http', accept: 'read' }],
    // The sites' short timeouts measure speed; this bench measures answers, on a machine other work may load.
    timeouts: { connect: 10_000, read: 30_000, write: 30_000 },
  });
  const search: Search = async (query, hitsPerPage) => {
    const { hits } = await client.searchSingleIndex<{ objectID: string }>({
      indexName,
      searchParams: { query, hitsPerPage },
    });
    return hits.map((h) => h.objectID);
  };

  const relevance = readRelevanceSet();
  const hand = (await handQueries(db.read, relevance)).filter((q) => !only || q.class === only);
  const handClasses = [...new Set(relevance.queries.map((q) => q.class))].filter((c) => !only || c === only);
  started = performance.now();
  const generated = (await generateRelevanceSet(db.read)).filter((q) => !only || q.class === only);
  console.log(
    `generated set: ${generated.length} queries from the catalog in ${Math.round(performance.now() - started)} ms`,
  );
  const generatedClasses = GENERATED_CLASSES.filter((c) => !only || c === only);

  started = performance.now();
  const handOutcomes = await run(search, hand);
  const generatedOutcomes = await run(search, generated);
  const ms = performance.now() - started;
  console.log(`${hand.length + generated.length} queries searched in ${Math.round(ms)} ms`);
  await engine.close();
  await db.close();

  if (handClasses.length > 0) report('hand-written set', handOutcomes, HAND_TARGETS, handClasses, misses);
  if (generatedClasses.length > 0)
    report('generated set', generatedOutcomes, GENERATED_TARGETS, generatedClasses, misses);
  if (handClasses.length === 0 && generatedClasses.length === 0) console.log(`\nno class named ${only}`);
}

if (require.main === module)
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );

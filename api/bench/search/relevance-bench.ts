// npm run bench:relevance — the buyer queries of relevance-set.json against a real engine filled from a seeded
// database: the api's migrations and seed in an in-memory PGlite, the index written and searched with the
// algoliasearch client over HTTP, as the api's sender and the sites do. Prints success@8 per class and overall
// beside the targets, and every missed query with what came instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { buildEngine } from '@pharmasetu/search-engine';
import { createDatabase, type Queryable } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { rebuildIndex } from '../../src/search/index-sender';
import { readSearchRecords } from '../../src/search/search-records';

const HITS = 8;

interface Expectation {
  set: string;
  args: unknown[];
  atLeast: number;
}
interface RelevanceQuery {
  class: string;
  query: string;
  expect: Expectation[];
  why?: string;
}
interface RelevanceSet {
  targets: { overall: number; perClass: number };
  sets: Record<string, { about: string; sql: string }>;
  queries: RelevanceQuery[];
}

export const readRelevanceSet = (): RelevanceSet =>
  JSON.parse(readFileSync(join(__dirname, 'relevance-set.json'), 'utf8')) as RelevanceSet;

/** The objectIDs an expectation's set holds in this database; an empty set is an error of the relevance set. */
async function answerSet(db: Queryable, set: RelevanceSet, e: Expectation, query: string): Promise<Set<string>> {
  const definition = set.sets[e.set];
  if (!definition) throw new Error(`"${query}": unknown set ${e.set}`);
  const { rows } = await db.query<{ id: string }>(definition.sql, e.args);
  if (rows.length === 0) throw new Error(`"${query}": set ${e.set}(${JSON.stringify(e.args)}) is empty in the seed`);
  return new Set(rows.map((r) => r.id));
}

/** How many of the hits an expectation needs, and how many it got. */
export function judge(hits: string[], expected: Set<string>, atLeast: number) {
  const needed = Math.min(atLeast, expected.size, HITS);
  const got = hits.slice(0, HITS).filter((id) => expected.has(id)).length;
  return { needed, got, ok: got >= needed };
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function main() {
  const relevance = readRelevanceSet();
  let started = performance.now();
  const db = await createDatabase({});
  await migrate(db);
  await seed(db);
  const records = await readSearchRecords(db.read);
  console.log(`seeded database (PGlite): ${records.length} records in ${Math.round(performance.now() - started)} ms`);

  const config = { appId: 'RELEVANCE', searchKey: 'search-key', adminKey: 'admin-key', origins: [] };
  const engine = buildEngine({ config });
  const host = (await engine.listen({ port: 0, host: '127.0.0.1' })).replace('http://', '');
  const indexName = 'pharmasetu';
  started = performance.now();
  await rebuildIndex({ appId: config.appId, adminKey: config.adminKey, host, indexName }, records);
  console.log(`index written with algoliasearch in ${Math.round(performance.now() - started)} ms\n`);
  const client = algoliasearch(config.appId, config.searchKey, {
    hosts: [{ url: host, protocol: 'http', accept: 'read' }],
  });

  const byClass = new Map<string, { ok: number; n: number }>();
  const misses: string[] = [];
  for (const q of relevance.queries) {
    const { hits } = await client.searchSingleIndex<{ objectID: string }>({
      indexName,
      searchParams: { query: q.query, hitsPerPage: HITS },
    });
    const ids = hits.map((h) => h.objectID);
    const results = [];
    for (const e of q.expect)
      results.push({ e, ...judge(ids, await answerSet(db.read, relevance, e, q.query), e.atLeast) });
    const ok = results.every((r) => r.ok);
    const tally = byClass.get(q.class) ?? { ok: 0, n: 0 };
    tally.n += 1;
    if (ok) tally.ok += 1;
    byClass.set(q.class, tally);
    if (!ok)
      misses.push(
        `  [${q.class}] "${q.query}": ${results
          .filter((r) => !r.ok)
          .map((r) => `${r.e.set}(${JSON.stringify(r.e.args)}) ${r.got}/${r.needed}`)
          .join(', ')}\n      got: ${ids.join(' ') || '(nothing)'}`,
      );
  }
  await engine.close();
  await db.close();

  const { overall: overallTarget, perClass } = relevance.targets;
  console.log(`success@${HITS} by class (target ≥ ${perClass} each):`);
  for (const [name, { ok, n }] of byClass) {
    const rate = ok / n;
    console.log(`  ${name.padEnd(18)} ${rate.toFixed(2)}  (${ok}/${n})  ${verdict(rate >= perClass)}`);
  }
  const total = [...byClass.values()].reduce((a, b) => ({ ok: a.ok + b.ok, n: a.n + b.n }), { ok: 0, n: 0 });
  const overall = total.ok / total.n;
  console.log(
    `overall success@${HITS}: ${overall.toFixed(3)}  (${total.ok}/${total.n})  target ≥ ${overallTarget}  ${verdict(overall >= overallTarget)}`,
  );
  if (misses.length > 0) console.log(`\nmissed queries:\n${misses.join('\n')}`);
}

if (require.main === module)
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );

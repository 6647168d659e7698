// flock /tmp/pharmasetu-heavy.lock npx tsx api/bench/search/flood-bench.ts
// Whether a visitor's search is still answered while many addresses flood the engine with the largest call the
// bounds allow (50 queries, hitsPerPage 20, facets ["*"]: answers of about 800 KB on records shaped like the api's).
// The engine runs in its own process (this file, FLOOD_BENCH_ROLE=engine; heap capped at 768 MB); FLOODERS
// addresses (127.0.0.10 on) each keep IN_FLIGHT calls going without waiting for Retry-After, as an attacker would;
// one visitor from a quiet address (127.0.1.1) sends a one-query search every VISITOR_EVERY_MS whatever came back.
// Prints the visitor's p50/p95 and answers, quiet and under the flood, beside the target (p95 <= 300 ms while 60
// addresses flood). Loopback only, bounded in time (QUIET_S + FLOOD_S seconds, every request aborted at the end).
// ENGINE_ROOT=<another tree> measures that tree's engine (the "before").
import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { post, type Answer } from './bench-client';

const env = process.env;
const FLOODERS = Number(env.FLOODERS) || 60;
const IN_FLIGHT = Number(env.IN_FLIGHT) || 2;
const QUIET_S = Number(env.QUIET_S) || 3;
const FLOOD_S = Number(env.FLOOD_S) || 15;
const VISITOR_EVERY_MS = Number(env.VISITOR_EVERY_MS) || 250;
const RECORDS = Number(env.BENCH_RECORDS) || 20_000;
const TARGET_P95_MS = 300;
const VISITOR_TIMEOUT_MS = 10_000;
const TYPED = ['metf', 'parace', 'health', 'remed', 'azith', 'panto', 'cefix', 'omni health', 'nova', 'amox'];

/** The engine's process: records like the api's companies (places, categories, molecules, products). */
async function engineMain() {
  const root = env.ENGINE_ROOT || join(__dirname, '../../..');
  const { buildEngine } = (await import(
    join(root, 'search-engine/src/index.ts')
  )) as typeof import('@pharmasetu/search-engine');
  const { INDEX_SETTINGS } = (await import(
    join(root, 'api/src/search/search-records')
  )) as typeof import('../../src/search/search-records');
  const { sampleCompanies } = (await import(join(root, 'api/seed/companies'))) as typeof import('../../seed/companies');
  const molecules = readFileSync(join(root, 'api/seed/molecules.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const records = sampleCompanies(RECORDS, 7).map((c, i) => {
    const own = Array.from({ length: 3 + (i % 6) }, (_, k) => molecules[(i * 7 + k * 13) % molecules.length]!);
    return {
      objectID: `company-${c.slug}`,
      name: c.name,
      category: 'Company',
      slug: c.slug,
      rank: c.rank,
      place: `${c.city}, ${c.state}`,
      places: [c.city, c.state],
      city: c.city,
      state: c.state,
      categories: c.categories.map((s) => s.replace(/-/g, ' ')),
      molecules: own,
      products: own.map((m, k) => `${m} ${[250, 500, 650][k % 3]} mg ${['Tablet', 'Syrup', 'Capsule'][k % 3]}`),
    };
  });
  const app = buildEngine({
    config: { appId: 'BENCH', searchKey: 'bench-search-key', adminKey: 'bench-admin-key', origins: [] },
    indices: { bench: { records, settings: INDEX_SETTINGS } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
const statuses = (answers: Answer[]) =>
  JSON.stringify(answers.reduce<Record<string, number>>((s, a) => ((s[a.status] = (s[a.status] ?? 0) + 1), s), {}));

/** The visitor: one search every VISITOR_EVERY_MS until `end`, each timed from its send to its answer's end. */
async function visitor(port: number, end: AbortSignal): Promise<Answer[]> {
  const sent: Promise<Answer>[] = [];
  for (let n = 0; !end.aborted; n++) {
    const body = JSON.stringify({ requests: [{ indexName: 'bench', query: TYPED[n % TYPED.length], hitsPerPage: 8 }] });
    sent.push(post(port, '127.0.1.1', body, AbortSignal.timeout(VISITOR_TIMEOUT_MS)));
    await new Promise((resolve) => setTimeout(resolve, VISITOR_EVERY_MS));
  }
  return Promise.all(sent);
}

function summary(answers: Answer[]) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const answered = answers.filter((a) => a.status === 200).length;
  return {
    p95: pct(ms, 0.95),
    all: answered === answers.length,
    line: `${answered}/${answers.length} answered  p50 ${pct(ms, 0.5).toFixed(1)} ms  p95 ${pct(ms, 0.95).toFixed(1)} ms  max ${(ms.at(-1) ?? NaN).toFixed(0)} ms  statuses ${statuses(answers)}`,
  };
}

async function benchMain() {
  const child = spawn(process.execPath, ['--max-old-space-size=768', '--import', 'tsx', __filename], {
    env: { ...env, FLOOD_BENCH_ROLE: 'engine' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let died: string | undefined;
  child.on('exit', (code, signal) => (died = `engine exited (${signal ?? code})`));
  try {
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
      child.once('exit', () => reject(new Error('the engine did not start')));
    });
    const largest = JSON.stringify({
      requests: Array.from({ length: 50 }, (_, i) => ({
        indexName: 'bench',
        query: TYPED[i % TYPED.length],
        hitsPerPage: 20,
        facets: ['*'],
      })),
    });
    await post(port, '127.0.0.8', largest, AbortSignal.timeout(30_000)); // a cold engine's first call is slower
    const probe = await post(port, '127.0.0.9', largest, AbortSignal.timeout(30_000));
    console.log(
      `engine of ${env.ENGINE_ROOT || 'this tree'}: ${RECORDS} company records; the largest allowed call answers ${probe.status}, ${(probe.bytes / 1024).toFixed(0)} KB in ${probe.ms.toFixed(0)} ms`,
    );
    console.log(
      `load average at start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const quiet = summary(await visitor(port, AbortSignal.timeout(QUIET_S * 1000)));
    console.log(`quiet                visitor: ${quiet.line}`);

    const end = AbortSignal.timeout(FLOOD_S * 1000);
    setMaxListeners(FLOODERS * IN_FLIGHT + 10, end); // every flooder's request listens to it
    const flood: Answer[] = [];
    const flooders = Array.from({ length: FLOODERS * IN_FLIGHT }, async (_, i) => {
      const from = `127.0.0.${10 + (i % FLOODERS)}`;
      while (!end.aborted) {
        const answer = await post(port, from, largest, end);
        if (!end.aborted) flood.push(answer);
      }
    });
    const [during] = await Promise.all([visitor(port, end), ...flooders]);
    const result = summary(during);
    console.log(`${FLOODERS} addresses flood  visitor: ${result.line}`);
    const met = result.p95 <= TARGET_P95_MS && result.all;
    console.log(
      `  target: p95 <= ${TARGET_P95_MS} ms, every search answered, with ${FLOODERS} addresses flooding: ${result.p95.toFixed(0)} ms: ${met ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  flooders (${IN_FLIGHT} calls in flight each, Retry-After ignored): ${flood.length} answers, statuses ${statuses(flood)}, ${(flood.reduce((s, a) => s + a.bytes, 0) / 1e6).toFixed(1)} MB received`,
    );
    console.log(
      `load average at end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(died ? `the engine died: ${died}` : 'the engine is still alive');
  } finally {
    child.kill('SIGKILL');
  }
}

(env.FLOOD_BENCH_ROLE === 'engine' ? engineMain() : benchMain()).then(
  () => env.FLOOD_BENCH_ROLE === 'engine' || process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

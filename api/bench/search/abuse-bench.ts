// flock /tmp/pharmasetu-heavy.lock npx tsx api/bench/search/abuse-bench.ts
// Issue 16 item 5: how fast a visitor's ordinary search stays while one caller abuses the public search key.
// The engine runs in its own process (heap capped at 768 MB, so a runaway one dies instead of eating the
// machine); visitors (each search from another 127.0.1.x address) send one-query searches, two at a time; the attacker, from 127.0.0.2,
// sends the multi-query body (2,000 queries, hitsPerPage 1000) and, from 127.0.0.3, the largest call the
// bounds allow, two of each at a time. Loopback only,
// bounded in time (QUIET_S + ABUSE_S seconds, every request aborted at the end). ENGINE_ROOT=<another
// tree> measures that tree's engine (the "before").
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const QUIET_S = Number(process.env.QUIET_S) || 5;
const ABUSE_S = Number(process.env.ABUSE_S) || 15;
const ABUSE_QUERIES = Number(process.env.ABUSE_QUERIES) || 2_000;
const VISITOR_TIMEOUT_MS = 5_000;
const KEY = 'x-algolia-api-key=bench-search-key&x-algolia-application-id=BENCH';
const TYPED = ['metf', 'parace', 'health', 'remed', 'azith', 'panto', 'cefix', 'omni health', 'nova', 'amox'];

interface Answer {
  status: number;
  ms: number;
  bytes: number;
}

/** One POST with a text/plain JSON body (as browsers send it), from a given loopback address. */
function post(port: number, localAddress: string, body: string, signal: AbortSignal): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: `/1/indexes/*/queries?${KEY}`,
        headers: { 'content-type': 'text/plain' },
        signal,
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, bytes }));
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started, bytes }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, bytes: 0 }));
    request.end(body);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! : NaN;
function summary(answers: Answer[]) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return `${answers.length} searches  p50 ${pct(ms, 0.5).toFixed(1)} ms  p95 ${pct(ms, 0.95).toFixed(1)} ms  max ${(ms[ms.length - 1] ?? NaN).toFixed(0)} ms  statuses ${JSON.stringify(statuses)}`;
}

/** `workers` loops sending `body()` until the signal aborts. */
async function load(
  workers: number,
  send: (signal: AbortSignal) => Promise<Answer>,
  signal: AbortSignal,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!signal.aborted) {
        const answer = await send(signal);
        if (!signal.aborted) answers.push(answer); // a request cut off by the end of the phase is not counted
      }
    }),
  );
  return answers;
}

async function main() {
  // One process (node with tsx's loader, not tsx's CLI, which would run the engine in a grandchild): the heap cap applies and kill() stops it.
  const engine = spawn(
    process.execPath,
    ['--max-old-space-size=768', '--import', 'tsx', join(__dirname, 'abuse-engine.ts')],
    {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let exited: string | undefined;
  engine.on('exit', (code, signal) => (exited = `engine exited (${signal ?? code})`));
  const { port, records } = await new Promise<{ port: number; records: number }>((resolve, reject) => {
    createInterface({ input: engine.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    engine.once('exit', () => reject(new Error('the engine did not start')));
  });
  console.log(`engine of ${process.env.ENGINE_ROOT || 'this tree'}: ${records} records on 127.0.0.1:${port}`);

  let n = 0;
  const visitor = (signal: AbortSignal) => {
    const body = JSON.stringify({
      requests: [{ indexName: 'bench', query: TYPED[n++ % TYPED.length], hitsPerPage: 8 }],
    });
    // Many visitors, each from its own address (127.0.1.1-250): the per-IP budget is the attacker's, not theirs.
    return post(
      port,
      `127.0.1.${(n % 250) + 1}`,
      body,
      AbortSignal.any([signal, AbortSignal.timeout(VISITOR_TIMEOUT_MS)]),
    );
  };
  const abusive = JSON.stringify({
    requests: Array.from({ length: ABUSE_QUERIES }, (_, i) => ({
      indexName: 'bench',
      query: TYPED[i % TYPED.length],
      hitsPerPage: 1000,
    })),
  });
  // The most a call may ask for within the bounds: 50 queries, 1,000 hits in all.
  const allowed = JSON.stringify({
    requests: Array.from({ length: 50 }, (_, i) => ({
      indexName: 'bench',
      query: TYPED[i % TYPED.length],
      hitsPerPage: 20,
    })),
  });
  console.log(
    `attackers: from 127.0.0.2 the issue's body (${ABUSE_QUERIES} queries, hitsPerPage 1000, ${(abusive.length / 1024).toFixed(0)} KB), from 127.0.0.3 the largest allowed call (50 queries x 20 hits); two of each in flight`,
  );

  try {
    const quiet = await load(2, visitor, AbortSignal.timeout(QUIET_S * 1000));
    console.log(`quiet          visitor: ${summary(quiet)}`);

    const abuseEnd = AbortSignal.timeout(ABUSE_S * 1000);
    const [during, attacks, largest] = await Promise.all([
      load(2, visitor, abuseEnd),
      load(2, (signal) => post(port, '127.0.0.2', abusive, signal), abuseEnd),
      load(2, (signal) => post(port, '127.0.0.3', allowed, signal), abuseEnd),
    ]);
    console.log(`under abuse    visitor: ${summary(during)}`);
    for (const [who, answers] of [
      ['issue body', attacks],
      ['largest allowed call', largest],
    ] as const) {
      const statuses = answers.reduce<Record<string, number>>(
        (s, a) => ((s[a.status] = (s[a.status] ?? 0) + 1), s),
        {},
      );
      console.log(
        `  attacker (${who}): ${answers.length} answers, statuses ${JSON.stringify(statuses)}, ${(answers.reduce((sum, a) => sum + a.bytes, 0) / 1e6).toFixed(1)} MB received`,
      );
    }
    console.log(exited ? `the engine died: ${exited}` : 'the engine is still alive');
  } finally {
    engine.kill('SIGKILL');
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

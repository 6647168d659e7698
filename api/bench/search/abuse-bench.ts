// flock /tmp/pharmasetu-heavy.lock npx tsx api/bench/search/abuse-bench.ts
// How fast a visitor's ordinary search stays while one caller abuses the public search key.
// The engine runs in its own process (heap capped at 768 MB, so a runaway one dies instead of eating the
// machine); visitors (each search from another 127.0.1.x address) send one-query searches, two at a time; the attacker, from 127.0.0.2,
// sends the abusive multi-query body (2,000 queries, hitsPerPage 1000) and, from 127.0.0.3, the largest call the
// bounds allow, two of each at a time. Loopback only,
// bounded in time (QUIET_S + ABUSE_S seconds, every request aborted at the end). ENGINE_ROOT=<another
// tree> measures that tree's engine (the "before").
import { benchAgainstEngine, post, type Answer } from './bench-client';

const QUIET_S = Number(process.env.QUIET_S) || 5;
const ABUSE_S = Number(process.env.ABUSE_S) || 15;
const ABUSE_QUERIES = Number(process.env.ABUSE_QUERIES) || 2_000;
const VISITOR_TIMEOUT_MS = 5_000;
const TYPED = ['metf', 'parace', 'health', 'remed', 'azith', 'panto', 'cefix', 'omni health', 'nova', 'amox'];

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

benchAgainstEngine(async (port) => {
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
    `attackers: from 127.0.0.2 the abusive body (${ABUSE_QUERIES} queries, hitsPerPage 1000, ${(abusive.length / 1024).toFixed(0)} KB), from 127.0.0.3 the largest allowed call (50 queries x 20 hits); two of each in flight`,
  );

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
    ['abusive body', attacks],
    ['largest allowed call', largest],
  ] as const) {
    const statuses = answers.reduce<Record<string, number>>((s, a) => ((s[a.status] = (s[a.status] ?? 0) + 1), s), {});
    console.log(
      `  attacker (${who}): ${answers.length} answers, statuses ${JSON.stringify(statuses)}, ${(answers.reduce((sum, a) => sum + a.bytes, 0) / 1e6).toFixed(1)} MB received`,
    );
  }
});

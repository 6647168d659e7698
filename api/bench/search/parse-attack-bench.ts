// flock /tmp/pharmasetu-heavy.lock npx tsx api/bench/search/parse-attack-bench.ts
// One search call with the public key against the engine over HTTP (its own process, 20,000 records): the
// filter made of one long run of spaces, a 20 KB one, and long highlight tags; each sent from 127.0.0.2 with
// a visitor's ordinary query sent 10 ms after it from another address, REPEAT times. Prints the attack's
// status, time and answer size, and the visitor's time, as medians with min-max. ENGINE_ROOT=<another tree>
// measures that tree's engine (the "before").
import { benchAgainstEngine, post, type Answer } from './bench-client';

const REPEAT = Number(process.env.REPEAT) || 3;
const PATH = '/1/indexes/bench/query';
const ATTACKS: Record<string, Record<string, unknown>> = {
  'filters a + 63,000 spaces + b': { query: 'metf', filters: `a${' '.repeat(63_000)}b` },
  'filters a + 20,000 spaces + b': { query: 'metf', filters: `a${' '.repeat(20_000)}b` },
  'highlight tags of 31,000 characters, hitsPerPage 1000': {
    query: 'a',
    hitsPerPage: 1000,
    highlightPreTag: '<'.repeat(31_000),
    highlightPostTag: '>'.repeat(31_000),
  },
};
const VISITOR = JSON.stringify({ query: 'metf', hitsPerPage: 8 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const spread = (values: number[], unit: string, digits = 1) => {
  const s = [...values].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(digits);
  return `median ${f(s[Math.floor(s.length / 2)]!)} ${unit} (${f(s[0]!)}-${f(s[s.length - 1]!)})`;
};

benchAgainstEngine(async (port) => {
  const never = new AbortController().signal;
  let visitorIp = 0;
  const visitor = () => post(port, `127.0.1.${(visitorIp++ % 250) + 1}`, VISITOR, never, PATH);
  const quiet: Answer[] = [];
  for (let i = 0; i < 10; i++) quiet.push(await visitor());
  console.log(
    `quiet visitor: ${spread(
      quiet.map((a) => a.ms),
      'ms',
    )}`,
  );
  for (const [name, params] of Object.entries(ATTACKS)) {
    const body = JSON.stringify(params);
    const attacks: Answer[] = [];
    const visitors: Answer[] = [];
    for (let i = 0; i < REPEAT; i++) {
      const attack = post(port, '127.0.0.2', body, never, PATH);
      await sleep(10);
      const [a, v] = await Promise.all([attack, visitor()]);
      attacks.push(a);
      visitors.push(v);
    }
    console.log(
      `${name} (${(body.length / 1024).toFixed(0)} KB body): statuses ${attacks.map((a) => a.status).join(',')}, ` +
        `attack ${spread(
          attacks.map((a) => a.ms),
          'ms',
        )}, answer ${spread(
          attacks.map((a) => a.bytes),
          'bytes',
          0,
        )}; ` +
        `visitor sent during it ${spread(
          visitors.map((a) => a.ms),
          'ms',
        )} (statuses ${visitors.map((a) => a.status).join(',')})`,
    );
  }
});

// npm run bench:api — every write route of the api under autocannon, beside a bare Fastify route doing one INSERT
// with pg, measured in the same run on the same PostgreSQL (a fresh schema, dropped after). Loopback only; each
// route runs for a fixed time (OTP validation for a fixed number of prepared codes), so the whole run is bounded.
// Needs a PostgreSQL server: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test.
// Options: npm run bench:api -- [seconds per route, default 5] [connections, default 20]   (BENCH_POOL: pool size, default 20)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { cpuPerRequest, cpuSnapshot, formatCpu, type CpuPerRequest } from './lib/cpu-share';
import { writeRoutes, type BenchRequest } from './lib/write-routes';

const seconds = Number(process.argv[2]) || 5;
const connections = Number(process.argv[3]) || 20;
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function requirePostgres() {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    console.error(
      `bench:api needs a PostgreSQL server, and none answered at ${url.replace(/\/\/[^@/]*@/, '//…@')} (${(error as Error).message}).\nStart one, or point DATABASE_URL at one.`,
    );
    process.exit(2);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  await requirePostgres();
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'servers.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const stopChild = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', stopChild);
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  const ports = JSON.parse(line.toString().trim().split('\n')[0]!) as { app: number; bare: number; pool: number };
  const api = `http://127.0.0.1:${ports.app}`;
  const bareBase = `http://127.0.0.1:${ports.bare}`;

  // PostgreSQL's CPU is counted when its server runs on this machine (its processes are read from /proc).
  const localDatabase = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(url).hostname);
  const cpu = new Map<autocannon.Result, CpuPerRequest>();
  const run = async (base: string, path: string, next: () => BenchRequest, amount?: number) => {
    const before = cpuSnapshot(child.pid!);
    const result = await autocannon({
      url: base,
      connections,
      ...(amount ? { amount } : { duration: seconds }),
      requests: [{ method: 'POST', path, setupRequest: (req) => ({ ...req, ...next() }) }],
    });
    const after = cpuSnapshot(child.pid!);
    if (before && after) cpu.set(result, cpuPerRequest(before, after, result['2xx'] + result.non2xx));
    return result;
  };
  let n = 0;
  const bareNext = () => ({
    body: JSON.stringify({
      service_type: 'PCD Pharma Franchise',
      mobile: String(7_000_000_000 + n++),
      country_code: 'IN',
      message: 'Looking for a PCD franchise for cefixime and paracetamol',
      source: 'Website',
    }),
    headers: { 'content-type': 'application/json' },
  });

  const routes = writeRoutes(Math.max(200, Math.min(3_000, connections * 75)));
  const [newRoute] = routes;
  // Warm both up (JIT, pools, caches), then measure.
  await run(bareBase, '/bare', bareNext);
  await run(api, newRoute!.path, await newRoute!.prepare(api, bareBase));
  const bare = await run(bareBase, '/bare', bareNext);
  const results: Array<[string, autocannon.Result]> = [];
  for (const route of routes)
    results.push([route.name, await run(api, route.path, await route.prepare(api, bareBase), route.amount)]);

  const row = (name: string, r: autocannon.Result) => {
    const used = cpu.get(r);
    const cpuLine = used ? `\n${' '.repeat(31)}${formatCpu(used, localDatabase)}` : '';
    return `${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   2xx ${String(r['2xx']).padStart(6)}  non-2xx ${r.non2xx}  errors ${r.errors}${cpuLine}`;
  };
  console.log(
    `\n${seconds} s per route (OTP validation: a fixed number of codes), ${connections} connections, PostgreSQL pool ${ports.pool} each`,
  );
  console.log(row('bare Fastify + pg INSERT', bare));
  for (const [name, r] of results) console.log(row(name, r));
  const enquiryNew = results[0]![1];
  const throughput = enquiryNew.requests.average / bare.requests.average;
  const p99 = enquiryNew.latency.p99 / Math.max(bare.latency.p99, 1);
  console.log(`enquiry/new vs bare insert: ${throughput.toFixed(2)}× throughput, ${p99.toFixed(2)}× p99`);
  stopChild();
  await once(child, 'exit');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

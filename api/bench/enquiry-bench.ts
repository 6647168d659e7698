// autocannon on POST /enquiry/new (the real api: CSRF, validation, idempotency key, duplicate check, insert)
// next to a bare Fastify route doing the same single INSERT with pg, in the same run, on PostgreSQL.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx api/bench/enquiry-bench.ts [seconds] [connections]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2]) || 10;
const connections = Number(process.argv[3]) || 20;

async function main() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'servers.ts')], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  const { app, bare } = JSON.parse(line.toString().trim().split('\n')[0]!) as { app: number; bare: number };

  const csrf = await fetch(`http://127.0.0.1:${app}/csrf`);
  const token = ((await csrf.json()) as { token: string }).token;
  let n = 0;
  const body = () => {
    n += 1;
    return JSON.stringify({
      service_type: 'PCD Pharma Franchise',
      mobile: String(7_000_000_000 + n),
      country_code: 'IN',
      isd_code: '91',
      message: 'Looking for a PCD franchise for cefixime and paracetamol',
      source: 'Website',
    });
  };
  const run = (port: number, path: string, headers: Record<string, string>) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [{ method: 'POST', path, headers: { 'content-type': 'application/json', ...headers }, setupRequest: (req) => ({ ...req, body: body(), headers: { ...req.headers, 'idempotency-key': `bench-${n}` } }) }],
    });

  await run(bare, '/bare', {}); // warm-up both, then measure
  await run(app, '/enquiry/new', { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token });
  const bareResult = await run(bare, '/bare', {});
  const appResult = await run(app, '/enquiry/new', { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token });

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   2xx ${r['2xx']}  non-2xx ${r.non2xx}  errors ${r.errors}`;
  console.log(`\n${seconds}s per run, ${connections} connections, PostgreSQL pool 20 each`);
  console.log(row('bare Fastify + pg INSERT', bareResult));
  console.log(row('api POST /enquiry/new', appResult));
  console.log(`ratio api/bare: throughput ${(appResult.requests.average / bareResult.requests.average).toFixed(2)}, p99 ${(appResult.latency.p99 / bareResult.latency.p99).toFixed(2)}x`);
  child.kill('SIGTERM');
  await once(child, 'exit');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

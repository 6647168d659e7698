// npm run soak [-- --enquiries 10000 --clients 200 --pool 30 --deadline 600 --no-kill]
// 10,000 enquiries from 200 concurrent clients against two api instances on one PostgreSQL (a fresh database,
// dropped after), one instance SIGKILLed and restarted mid-run. Prints posted / stored / lost / duplicated / 5xx and
// exits 1 on any loss, duplicate, or 5xx other than 503. Needs a PostgreSQL server: DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test. The instances run with RATE_LIMIT_PER_IP_PER_MINUTE and
// RATE_LIMIT_PER_MOBILE_PER_HOUR set very high: this is a load test of the write path, not of the abuse limits.
import { parseArgs } from 'node:util';
import { report, runSoak } from './soak/run-soak';

const { values } = parseArgs({
  options: {
    enquiries: { type: 'string' },
    clients: { type: 'string' },
    pool: { type: 'string' },
    deadline: { type: 'string' },
    'no-kill': { type: 'boolean' },
  },
});

async function main() {
  const enquiries = Number(values.enquiries) || 10_000;
  const clients = Number(values.clients) || 200;
  const kill = !values['no-kill'];
  console.log(
    `soak: ${enquiries} enquiries, ${clients} concurrent clients, two api instances${kill ? ', one SIGKILLed mid-run' : ' (none killed)'}`,
  );
  const result = await runSoak({
    serverUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    enquiries,
    clients,
    poolMax: values.pool ? Number(values.pool) : undefined,
    deadlineMs: (Number(values.deadline) || 600) * 1000,
    killAt: kill ? 0.4 : Number.POSITIVE_INFINITY,
    log: (line) => console.log(`  ${line}`),
  });
  for (const line of report(result)) console.log(line);
  process.exit(result.summary.problems.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(`soak: ${(error as Error).message}`);
  process.exit(2);
});

// The soak: N enquiries from C concurrent clients against two api instances (separate processes) on one
// fresh PostgreSQL database; one instance is SIGKILLed and restarted mid-run. Meanwhile both instances' /health and
// an operator's own connection are watched. Loopback only; bounded by a deadline.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runClients } from './clients';
import { createSoakDatabase, ledgerAfterDrain, operatorGetsIn, storedPerMobile } from './database';
import { ApiInstance, freePort } from './instances';
import { startSmsCapture } from './sms-capture';
import type { LedgerCounts } from '../../src/repositories/delivery-ledger';
import { emptyTally, ledgerProblems, summarize, type Summary, type Tally } from './tally';

export interface SoakOptions {
  /** A PostgreSQL server; the soak makes (and drops) a database of its own on it. */
  serverUrl: string;
  enquiries: number;
  clients: number;
  /** Each instance's DATABASE_POOL_MAX; undefined keeps the api's default (30). */
  poolMax?: number;
  deadlineMs: number;
  /** Kill one instance once this share of the enquiries is acknowledged (default 0.4; above 1: never). */
  killAt?: number;
  shortTimeoutRate?: number;
  /** Every n-th enquiry is verified by its buyer (default 10); 0: none. */
  verifyEvery?: number;
  log?: (line: string) => void;
}

export interface SoakResult {
  summary: Summary;
  tally: Tally;
  /** The delivery ledger after the routing queue drained: every verified enquiry's one outcome. */
  ledger: LedgerCounts;
  /** /health answers per instance during the run (status or 'no answer'). */
  health: Record<string, Record<string, number>>;
  operator: { tries: number; gotIn: number };
  /** Most connections the soak's database had at once (both instances). */
  peakConnections: number;
  restartMs?: number;
  elapsedMs: number;
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const db = await createSoakDatabase(options.serverUrl);
  const sms = await startSmsCapture();
  const runId = randomBytes(3).toString('hex');
  const settings = {
    databaseUrl: db.url,
    secret: randomBytes(32).toString('hex'),
    poolMax: options.poolMax,
    smsWebhookUrl: sms.url,
  };
  const logFile = (name: string) => join(tmpdir(), `pharmasetu-soak-${runId}-${name}.log`);
  const a = new ApiInstance('api-a', await freePort(), { ...settings, logFile: logFile('a') });
  const b = new ApiInstance('api-b', await freePort(), { ...settings, logFile: logFile('b') });
  try {
    await a.start(); // migrates and seeds the fresh database first
    await b.start();
    log(
      `two api instances on database ${db.name}: ${a.base}, ${b.base} (pool ${options.poolMax ?? 'default'} each; logs ${logFile('*')})`,
    );

    const mobiles = Array.from({ length: options.enquiries }, (_, i) => String(9_100_000_000 + i));
    const tally = emptyTally(options.enquiries);
    const deadline = started + options.deadlineMs;
    let killed = false;
    let restart: Promise<number> | undefined;
    const onAcknowledged = () => {
      if (killed || tally.acknowledged < options.enquiries * (options.killAt ?? 0.4)) return;
      killed = true;
      restart = (async () => {
        log(`${tally.acknowledged} acknowledged: SIGKILL ${b.name}, then restart it`);
        await b.kill();
        const t0 = Date.now();
        await b.start();
        log(`${b.name} answering again after ${Date.now() - t0} ms`);
        return Date.now() - t0;
      })();
    };

    const health: SoakResult['health'] = { [a.name]: {}, [b.name]: {} };
    const operator = { tries: 0, gotIn: 0 };
    let peakConnections = 0;
    let running = true;
    // Each instance is watched in its own loop, and the operator's connection in another: a /health that waits on a
    // busy instance (up to its 3 s timeout) must not hide the other instance's downtime between two looks.
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const watchInstance = async (instance: typeof a) => {
      while (running) {
        let status = 'no answer';
        try {
          status = String((await fetch(`${instance.base}/health`, { signal: AbortSignal.timeout(3_000) })).status);
        } catch {
          // killed, or not listening yet
        }
        health[instance.name]![status] = (health[instance.name]![status] ?? 0) + 1;
        await pause(250);
      }
    };
    const watchOperator = async () => {
      while (running) {
        operator.tries += 1;
        if (await operatorGetsIn(options.serverUrl)) operator.gotIn += 1;
        peakConnections = Math.max(peakConnections, await connectionsTo(options.serverUrl, db.name));
        await pause(1_000);
      }
    };
    const watch = Promise.all([watchInstance(a), watchInstance(b), watchOperator()]);

    const load = Date.now();
    await runClients(
      {
        bases: () => [a.base, b.base],
        mobiles,
        runId,
        clients: options.clients,
        deadline,
        shortTimeoutRate: options.shortTimeoutRate ?? 0.1,
        verifyEvery: options.verifyEvery ?? 10,
        codeFor: sms.codeFor,
        onAcknowledged,
      },
      tally,
    );
    log(`clients done in ${Date.now() - load} ms`);
    running = false;
    await watch;
    const restartMs = restart ? await restart : undefined;
    const stored = summarize(tally, mobiles, await storedPerMobile(db.url));
    // What a killed instance left queued is routed by the sweeps after their grace period: wait for them.
    const ledger = await ledgerAfterDrain(db.url, Date.now() + 60_000);
    const summary = { ...stored, problems: [...stored.problems, ...ledgerProblems(ledger)] };
    return { summary, tally, ledger, health, operator, peakConnections, restartMs, elapsedMs: Date.now() - started };
  } finally {
    await Promise.allSettled([a.stop(), b.stop(), sms.close()]);
    await db.drop().catch((error) => log(`could not drop ${db.name}: ${(error as Error).message}`));
  }
}

async function connectionsTo(serverUrl: string, database: string): Promise<number> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    return Number(rows[0]!.n);
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The lines the soak prints. */
export function report(r: SoakResult): string[] {
  const s = r.summary;
  const statuses = Object.entries(r.tally.statuses)
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');
  const health = Object.entries(r.health)
    .map(
      ([name, h]) =>
        `${name} ${Object.entries(h)
          .sort()
          .map(([k, v]) => `${k}×${v}`)
          .join(' ')}`,
    )
    .join('; ');
  return [
    `answers: ${statuses}; client timeouts ${r.tally.timeouts}, connection errors ${r.tally.networkErrors}`,
    `/health during the run: ${health}`,
    `an operator's own connection got in ${r.operator.gotIn}/${r.operator.tries} times; peak connections of both instances: ${r.peakConnections}`,
    `restart after SIGKILL: ${r.restartMs === undefined ? 'not reached' : `${r.restartMs} ms`}; whole run ${(r.elapsedMs / 1000).toFixed(1)} s`,
    `posted ${s.posted} / stored ${s.stored} / lost ${s.lost} / duplicated ${s.duplicated} / 5xx ${s.fiveXX} (other than 503: ${s.fiveXXNot503})`,
    `verified by their buyers: ${r.tally.verifications} asked a code, ${r.tally.verified} answered 'verified'`,
    `delivery ledger: ${r.ledger.verified} verified / ${r.ledger.routed} routed / ${r.ledger.duplicate} duplicate / not routable ${
      Object.entries(r.ledger.not_routable)
        .map(([reason, n]) => `${reason} ${n}`)
        .join(', ') || '0'
    } / pending ${r.ledger.pending} / without an outcome ${r.ledger.without_outcome} / more than one ${r.ledger.more_than_one}`,
    s.problems.length === 0 ? 'soak: OK' : `soak: FAILED: ${s.problems.join('; ')}`,
  ];
}

// Real api instances for the soak: separate processes (api/src/server.ts) on loopback ports the system picks,
// one PostgreSQL database, the same APP_SECRET (so a visitor's cookies work on either, as behind a balancer).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..', '..');
const SERVER = join(REPO_ROOT, 'api', 'src', 'server.ts');

/** A loopback port nobody uses right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface InstanceSettings {
  databaseUrl: string;
  secret: string;
  /** DATABASE_POOL_MAX; undefined keeps the api's default. */
  poolMax?: number;
  logFile: string;
  /** Where the instances send SMS (the soak's capture: its buyers read their codes there). */
  smsWebhookUrl?: string;
}

export class ApiInstance {
  private child?: ChildProcess;
  private log?: WriteStream;
  readonly base: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly settings: InstanceSettings,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** Starts the process and waits until /health answers 200 (or fails with the log's last lines). */
  async start(timeoutMs = 120_000): Promise<void> {
    this.log = createWriteStream(this.settings.logFile, { flags: 'a' });
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      APP_SECRET: this.settings.secret,
      RELEASE_BEACON_SECRET: `${this.settings.secret}-beacons`,
      COOKIE_SECURE: 'false',
      DATABASE_URL: this.settings.databaseUrl,
      API_PORT: String(this.port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The soak measures the write path, not the abuse limits: per-IP and per-mobile limits out of the way.
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_MOBILE_PER_HOUR: '100000000',
      // Every buyer comes from loopback: the per-IP OTP limits out of the way too.
      OTP_LIMIT_PER_IP_PER_HOUR: '100000000',
      OTP_NUMBERS_PER_IP_PER_HOUR: '100000000',
      // What a killed instance left queued is routed by the other's sweep within seconds.
      LEADS_ROUTING_GRACE_SECONDS: '2',
      LEADS_ROUTING_SWEEP_MS: '500',
      ...(this.settings.smsWebhookUrl ? { SMS_WEBHOOK_URL: this.settings.smsWebhookUrl } : {}),
      ...(this.settings.poolMax ? { DATABASE_POOL_MAX: String(this.settings.poolMax) } : {}),
    };
    this.child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env,
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.pipe(this.log, { end: false });
    this.child.stderr!.pipe(this.log, { end: false });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(
          `${this.name} exited with ${this.child.exitCode} while starting (log: ${this.settings.logFile})`,
        );
      try {
        const r = await fetch(`${this.base}/health`, { signal: AbortSignal.timeout(2_000) });
        if (r.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name} did not answer /health within ${timeoutMs} ms (log: ${this.settings.logFile})`);
  }

  /** SIGKILL: no shutdown, open requests and transactions cut off. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM (a clean shutdown), SIGKILL after 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    this.log?.end();
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../bench/soak/instances';
import {
  startErrorCollector,
  type EnvelopeItem,
  type ErrorCollector,
} from '../../platform/src/site-server/error-collector';
import { createDatabase } from '../src/db/database';
import { DATABASES, postgresUrl } from './helpers/databases';

// The api as `npm start` runs it (its own process, Sentry's node SDK loaded first by server.ts), with
// SENTRY_DSN pointing at a Sentry-compatible collector: traces and server errors must actually arrive.

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

interface StreamedSpan {
  name: string;
  is_segment: boolean;
  trace_id: string;
  attributes: Record<string, { value: unknown } | undefined>;
}

interface Api {
  url: string;
  stop(): Promise<void>;
}

/** The api in a child process on a free port; the child is stopped if it never answers. */
async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const child: ChildProcess = spawn(TSX, [join(ROOT, 'api', 'src', 'server.ts')], {
    env: { ...process.env, API_PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the api did not answer on ${url}:\n${output}`);
    }
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

let collector: ErrorCollector;
beforeAll(async () => {
  collector = await startErrorCollector();
});
afterAll(() => collector.close());

test('with SENTRY_DSN the api sends a trace of each request (sample rate 1.0 outside production)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'api-sentry-'));
  const api = await startApi({ SENTRY_DSN: collector.dsn, PGLITE_DIR: join(dir, 'pglite'), DATABASE_URL: '' });
  try {
    const response = await fetch(`${api.url}/api/catalog/categories`);
    expect(response.status).toBe(200);
    // Sentry's SDK streams spans (envelope items of type 'span', version 2); the request's own span is the segment.
    const segmentOf = (item: EnvelopeItem) =>
      item.type === 'span'
        ? (item.payload.items as StreamedSpan[]).find(
            (span) => span.is_segment && span.name === 'GET /api/catalog/categories',
          )
        : undefined;
    const segment = segmentOf(await collector.waitFor((item) => segmentOf(item) !== undefined, 20_000))!;
    expect(segment.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(segment.attributes['sentry.environment']?.value).toBe('development');
    expect(segment.attributes['sentry.sample_rate']?.value).toBe(1);
  } finally {
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

const onPostgres = DATABASES.includes('postgres') ? test : test.skip;

onPostgres(
  'a database failure answers 500 "table does not exist" and reaches error reporting with its route',
  async () => {
    const server = postgresUrl()!;
    const name = `sentry_probe_${process.pid}`;
    const admin = await createDatabase({ url: server, poolMax: 1 });
    await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const api = await startApi({ SENTRY_DSN: collector.dsn, DATABASE_URL: url.href });
    const probe = await createDatabase({ url: url.href, poolMax: 1 });
    try {
      await probe.exec('DROP TABLE company_categories');
      const response = await fetch(`${api.url}/api/catalog/categories`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ status: 500, message: 'table does not exist' });
      const event = await collector.waitFor(
        (i) =>
          i.type === 'event' &&
          (i.payload.tags as Record<string, string> | undefined)?.route === '/api/catalog/categories',
        20_000,
      );
      expect(event.payload.tags).toMatchObject({ method: 'GET', route: '/api/catalog/categories' });
      const [exception] = (event.payload.exception as { values: { value: string }[] }).values;
      expect(exception!.value).toMatch(/company_categories/);
    } finally {
      await probe.close();
      await api.stop();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  },
);

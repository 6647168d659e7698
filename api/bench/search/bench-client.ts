// The benches' client: one POST with a text/plain JSON body (as browsers send it), from a given loopback
// address, to the engine's search routes with the bench's search-only key.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const BENCH_KEY = 'x-algolia-api-key=bench-search-key&x-algolia-application-id=BENCH';

export interface Answer {
  status: number;
  ms: number;
  bytes: number;
}

export function post(
  port: number,
  localAddress: string,
  body: string,
  signal: AbortSignal,
  path = '/1/indexes/*/queries',
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: `${path}?${BENCH_KEY}`,
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

/**
 * The engine of ENGINE_ROOT (default: this tree) in its own process, filled by abuse-engine.ts. One process
 * (node with tsx's loader, not tsx's CLI, which would run the engine in a grandchild): the heap cap applies
 * and kill() stops it. `exited()` says whether (and how) it died.
 */
export async function startBenchEngine() {
  const engine = spawn(
    process.execPath,
    ['--max-old-space-size=768', '--import', 'tsx', join(__dirname, 'abuse-engine.ts')],
    { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let exited: string | undefined;
  engine.on('exit', (code, signal) => (exited = `engine exited (${signal ?? code})`));
  const { port, records } = await new Promise<{ port: number; records: number }>((resolve, reject) => {
    createInterface({ input: engine.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    engine.once('exit', () => reject(new Error('the engine did not start')));
  });
  console.log(`engine of ${process.env.ENGINE_ROOT || 'this tree'}: ${records} records on 127.0.0.1:${port}`);
  return { port, exited: () => exited, stop: () => engine.kill('SIGKILL') };
}

/** Runs `run` against a fresh bench engine, says whether the engine survived, stops it and exits. */
export function benchAgainstEngine(run: (port: number) => Promise<void>): void {
  const main = async () => {
    const engine = await startBenchEngine();
    try {
      await run(engine.port);
      const exited = engine.exited();
      console.log(exited ? `the engine died: ${exited}` : 'the engine is still alive');
    } finally {
      engine.stop();
    }
  };
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

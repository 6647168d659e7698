// `npm run bench:ssr`: time to first byte of server-rendered pages at 20 concurrent visitors, and pages per
// second, for a site server rendering every request (no cache), one reusing the api's answers, and one as
// `npm start` runs it (api answers and pages kept a moment), beside the same Fastify static plugin sending
// the shell's index.html as a file. Prints the p95 against its target. Not part of `npm test`.
// It starts the api and the search engine (`scripts/start.ts --no-build`, after `npm run build`) unless an
// api already answers on API_PORT; its renders carry SITE_SERVER_TOKEN, so the api's per-IP limit does not
// count them (an api started elsewhere needs the same SITE_SERVER_TOKEN).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localSiteSettings, portsFrom } from '@pharmasetu/shared-contracts';
import Fastify from 'fastify';
import { REPO_ROOT, siteManifestFile } from '../../platform/src/releases/store';
import { listenApp, type Running } from '../../platform/src/site-server/listen';
import { startSiteServer } from '../../platform/src/site-server/site-server';
import { staticAssets } from '../../platform/src/site-server/static-assets';
import { percentile } from '../web/figures';

const CONCURRENCY = 20;
const DURATION_MS = Number(process.env.BENCH_SSR_MS) || 5000;
/** Time to first byte of a rendered page, p95 at 20 concurrent visitors. */
const TTFB_P95_TARGET_MS = 50;

/** Each of `CONCURRENCY` visitors requests the paths in turn until time is up; each answer's time to its headers. */
async function load(
  base: string,
  paths: string[],
): Promise<{ ttfb: number[]; perSecond: number; statuses: Set<number> }> {
  const ttfb: number[] = [];
  const statuses = new Set<number>();
  const end = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, visitor) => {
      for (let i = visitor; Date.now() < end; i++) {
        const t0 = performance.now();
        // A bucket per visitor, as real visitors have (the cache keeps pages per URL and bucket).
        const answer = await fetch(`${base}${paths[i % paths.length]}`, {
          headers: { cookie: `mf_bucket=${visitor % 100}`, 'accept-encoding': 'br, gzip' },
        });
        ttfb.push(performance.now() - t0);
        statuses.add(answer.status);
        await answer.arrayBuffer();
      }
    }),
  );
  return { ttfb, perSecond: (ttfb.length * 1000) / (Date.now() - started), statuses };
}

/** The shell's index.html sent as a file by the plugin every origin serves files with: the floor a rendered page is compared with. */
async function startStaticIndex(distDir: string): Promise<Running> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(staticAssets, { root: distDir });
  return listenApp(app, 0, '127.0.0.1', 'static index.html');
}

async function waitFor(url: string, child: ChildProcess | undefined, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`scripts/start.ts exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function main() {
  const ports = portsFrom(process.env);
  const settings = localSiteSettings('main', ports);
  const distDir = path.join(REPO_ROOT, 'shell/dist');
  await readFile(path.join(distDir, 'index.html')).catch(() => {
    throw new Error(`${distDir}/index.html is missing: run npm run build first`);
  });
  const apiToken = process.env.SITE_SERVER_TOKEN || randomBytes(24).toString('base64url');
  const running = await fetch(`${settings.urls.api}/health`).then(
    (r) => r.ok,
    () => false,
  );
  const start = running
    ? undefined
    : spawn(process.execPath, [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'scripts', 'start.ts'), '--no-build'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, LOG_LEVEL: 'warn', SITE_SERVER_TOKEN: apiToken },
        detached: true,
      });
  const stop = () => {
    try {
      if (start) process.kill(-start.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('SIGINT', () => (stop(), process.exit(130)));
  try {
    await waitFor(`${settings.urls.api}/health`, start);
    const slugs = (await (await fetch(`${settings.urls.api}/api/catalog/categories`)).json()) as {
      categories: { slug: string }[];
    };
    const pages = ['/', '/pharma', ...slugs.categories.slice(0, 8).map((c) => `/pharma/${c.slug}`)];
    const rows: string[] = [];
    const row = (label: string, ttfb: number[], perSecond: number, statuses: Set<number>, verdict: string) =>
      `${label.padEnd(44)} TTFB p50 ${percentile(ttfb, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(ttfb, 95).toFixed(1).padStart(6)} ms  ${perSecond.toFixed(0).padStart(6)} answers/s  statuses ${[...statuses].join(',')}${verdict}`;

    const staticServer = await startStaticIndex(distDir);
    let staticPerSecond: number;
    try {
      await load(staticServer.url, ['/index.html']); // warm up
      const { ttfb, perSecond, statuses } = await load(staticServer.url, ['/index.html']);
      staticPerSecond = perSecond;
      rows.push(row('static index.html (the same static plugin)', ttfb, perSecond, statuses, ''));
    } finally {
      await staticServer.close();
    }
    for (const [label, renderCacheMs, apiCacheMs] of [
      ['rendered, no cache', 0, 0],
      ['rendered, api answers kept 10 s', 0, 10_000],
      ['rendered as npm start does (+ pages 2 s)', 2000, 10_000],
    ] as const) {
      const server = await startSiteServer({
        settings,
        distDir,
        manifestFile: siteManifestFile('main'),
        port: 0,
        renderCacheMs,
        apiCacheMs,
        apiToken,
      });
      try {
        await load(server.url, pages); // warm up
        const { ttfb, perSecond, statuses } = await load(server.url, pages);
        const p95 = percentile(ttfb, 95);
        const verdict = `  ${(perSecond / staticPerSecond).toFixed(2)} × static   p95 ≤ ${TTFB_P95_TARGET_MS} ms: ${p95 <= TTFB_P95_TARGET_MS ? 'met' : 'MISSED'}`;
        rows.push(row(label, ttfb, perSecond, statuses, verdict));
      } finally {
        await server.close();
      }
    }
    console.log(
      [
        `bench/ssr — ${CONCURRENCY} concurrent visitors, ${DURATION_MS / 1000} s each, ${pages.length} pages (home, /pharma, categories); target: TTFB p95 ≤ ${TTFB_P95_TARGET_MS} ms (the npm start row counts)`,
        ...rows,
      ].join('\n'),
    );
  } finally {
    stop();
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});

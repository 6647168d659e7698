// `npx tsx bench/ssr/run.ts` while `npm start` (or `tsx scripts/start.ts --no-build`) serves the api and
// the search engine: time to first byte of server-rendered pages at 20 concurrent visitors, and pages
// per second, for a site server rendering every request (no cache) and one with its render cache,
// beside the same server sending a static file. Not part of `npm test`. The api limits requests per IP
// (300 a minute by default) and every render comes from one IP: start the api with
// RATE_LIMIT_PER_IP_PER_MINUTE raised to measure rendering rather than that limit.
import path from 'node:path';
import { localSiteSettings, portsFrom } from '@pharmasetu/shared-contracts';
import { REPO_ROOT, siteManifestFile } from '../../scripts/releases/store';
import { startSiteServer } from '../../scripts/servers/site-server';
import { percentile } from '../web/figures';

const CONCURRENCY = 20;
const DURATION_MS = Number(process.env.BENCH_SSR_MS) || 5000;

/** Each of `CONCURRENCY` visitors requests the paths in turn until time is up; each answer's time to its headers. */
async function load(base: string, paths: string[]): Promise<{ ttfb: number[]; perSecond: number; statuses: Set<number> }> {
  const ttfb: number[] = [];
  const statuses = new Set<number>();
  const end = Date.now() + DURATION_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, visitor) => {
      for (let i = visitor; Date.now() < end; i++) {
        const t0 = performance.now();
        // A bucket per visitor, as real visitors have (the cache keeps pages per URL and bucket).
        const answer = await fetch(`${base}${paths[i % paths.length]}`, { headers: { cookie: `mf_bucket=${visitor % 100}` } });
        ttfb.push(performance.now() - t0);
        statuses.add(answer.status);
        await answer.arrayBuffer();
      }
    }),
  );
  return { ttfb, perSecond: (ttfb.length * 1000) / (Date.now() - started), statuses };
}

async function main() {
  const settings = localSiteSettings('main', portsFrom(process.env));
  const distDir = path.join(REPO_ROOT, 'shell/dist');
  const slugs = (await (await fetch(`${settings.urls.api}/api/catalog/categories`)).json()) as { categories: { slug: string }[] };
  const pages = ['/', '/pharma', ...slugs.categories.slice(0, 8).map((c) => `/pharma/${c.slug}`)];
  const staticFile = `/${((await import(path.join(distDir, 'first-load.json'))) as { start: string[] }).start[0]}`;
  const rows: string[] = [];
  for (const [label, renderCacheMs, apiCacheMs, paths] of [
    ['static file (@fastify/static)', 2000, 10_000, [staticFile]],
    ['rendered, no cache', 0, 0, pages],
    ['rendered, api answers kept 10 s', 0, 10_000, pages],
    ['rendered, + pages kept 2 s per URL+bucket', 2000, 10_000, pages],
  ] as const) {
    const server = await startSiteServer({ settings, distDir, manifestFile: siteManifestFile('main'), port: 0, renderCacheMs, apiCacheMs });
    try {
      await load(server.url, [...paths]); // warm up
      const { ttfb, perSecond, statuses } = await load(server.url, [...paths]);
      rows.push(`${label.padEnd(40)} TTFB p50 ${percentile(ttfb, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(ttfb, 95).toFixed(1).padStart(6)} ms  ${perSecond.toFixed(0).padStart(5)} answers/s  statuses ${[...statuses].join(',')}`);
    } finally {
      await server.close();
    }
  }
  console.log([`${CONCURRENCY} concurrent visitors, ${DURATION_MS / 1000} s each, ${pages.length} pages (home, /pharma, categories):`, ...rows].join('\n'));
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});

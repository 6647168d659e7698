// `npm run bench:web [-- --no-build] [--runs N] [--cpu N] [--network slow4g]`: the main site's home page and a category page
// of 40 or more companies as `npm start` serves them (rendered on the server, hydrated, remotes mounting as
// islands), measured in real Chromium next to the same pages built as one ordinary (non-federated) webpack
// app and rendered by the same site server, in the same run: server-rendered beside server-rendered.
// Prints each figure beside its target (bench/web/targets.ts), and when the search box takes input for a
// visitor who touches it at once (from the navigation's start). `--network slow4g` emulates Lighthouse's slow 4G
// (150 ms round trips, 1.6 Mbps down, 750 kbps up) in every load. Not part of `npm test`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { localSiteSettings, portsFrom, siteOrigin } from '@pharmasetu/shared-contracts';
import { REPO_ROOT } from '../../platform/src/releases/store';
import { startSiteServer } from '../../platform/src/site-server/site-server';
import { criticalChain, dependencyDepth, federationCost, median, type JsFile, type Span } from './figures';
import { formatRows, isServerRendered, TARGETS, targetRows, type TargetRow } from './targets';

const PORTS = portsFrom(process.env);
const MONOLITH_PORT = Number(process.env.MONOLITH_PORT) || 3300;
/** The category page measured has at least this many companies (its first page lists 24 of them). */
const CATEGORY_COMPANIES = 40;

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const runs = Number(argValue('--runs') ?? 7);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error(`--runs must be a whole number from 1 to 50 (got ${argValue('--runs')})`);
  process.exit(2);
}
const build = !process.argv.includes('--no-build');
/** Chromium's CPU throttling rate: 1 (none) by default; the targets' table is for 4× (`--cpu 4`). */
const cpuThrottle = Number(argValue('--cpu') ?? 1);
if (!(cpuThrottle >= 1 && cpuThrottle <= 20)) {
  console.error(`--cpu must be a throttling rate from 1 to 20 (got ${argValue('--cpu')})`);
  process.exit(2);
}
/** Network emulation: none (loopback), or Lighthouse's mobile slow 4G (its throttling figures). */
const NETWORKS = {
  loopback: undefined,
  slow4g: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
} as const;
const networkName = (argValue('--network') ?? 'loopback') as keyof typeof NETWORKS;
if (!(networkName in NETWORKS)) {
  console.error(`--network must be loopback or slow4g (got ${networkName})`);
  process.exit(2);
}
const network = NETWORKS[networkName];
/** After network idle, the time left for islands mounting late (the search box after the touch) to shift anything. */
const SETTLE_MS = 500;
/** The header search box's plain input (the server's page); the search remote loads when the visitor reaches for it. */
const SEARCH_INPUT = 'header form[role="search"] input[type="search"]';

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
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

/**
 * A page in a fresh browser context (no cache), its CPU throttled as asked, and its DevTools session. tsx names the
 * functions it compiles with a `__name` helper that the page lacks.
 */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  return { context, page, cdp };
}

interface Load {
  /** JavaScript (gzip) until network idle, before any interaction. */
  jsBytes: number;
  jsFiles: JsFile[];
  /** From the first touch on the search box to the search remote's box taking input. */
  searchMs: number;
  /** From the navigation's start to the search remote's box taking input, touched as soon as it showed. */
  searchReadyMs: number;
  /** Of the paint-only load (paintLoad) when the pair is measured. */
  lcp: number;
  /** The worse of both loads: across hydration and the islands mounting, and after the touch on the search box. */
  cls: number;
  roundTrips: number;
  chain: string[];
  /** The longest chain of requests each issued by the one before (initiators) among those done before the box took input. */
  dependencyTrips: number;
  dependencyChain: string[];
}

interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: Initiator['stack'] };
}

/** The address that issued a request: the document (parser) or the innermost script on the stack. */
function initiatorUrl(initiator: Initiator): string | undefined {
  if (initiator.type === 'parser' || initiator.type === 'preload') return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return initiator.url;
}

type PaintWindow = { __paint: { lcp: number; cls: number } };

/** In the page, before its document: LCP (the last candidate) and CLS (shifts without recent input) in window.__paint. */
function observePaint() {
  const w = window as unknown as PaintWindow;
  w.__paint = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__paint.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__paint.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * One cold load that only watches paint: LCP, and CLS until network idle. Nothing else is recorded: the
 * instrumented load below follows every request through the DevTools protocol, work (in the browser process and
 * in this one, on the same two cores) that grows with the page's number of requests (13 scripts federated, 4
 * monolithic), so it must not run during the load whose LCP is compared.
 */
async function paintLoad(browser: Browser, url: string): Promise<{ lcp: number; cls: number }> {
  const { context, page } = await freshPage(browser);
  await page.addInitScript(observePaint);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The observer's entries come in a task of their own: on a throttled CPU, at times after network idle.
  const reported = await page
    .waitForFunction(() => (window as unknown as PaintWindow).__paint.lcp > 0, null, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  const figures = await page.evaluate(() => (window as unknown as PaintWindow).__paint);
  await context.close();
  if (!reported)
    throw new Error(`${url}: the browser reported no largest contentful paint within 10 s of network idle`);
  return figures;
}

type ReadyWindow = { __ready: { touched?: number; searchReady?: number } };

/**
 * One cold load where the visitor touches the search box as soon as it shows (the server's plain box): the time
 * from the navigation's start until the search remote's box takes input, hydration and the remote's loading
 * included. What a slower hydration would cost a visitor on a slow network shows here.
 */
async function searchReadyLoad(browser: Browser, url: string): Promise<number> {
  const { context, page } = await freshPage(browser);
  await page.addInitScript(() => {
    const w = window as unknown as ReadyWindow;
    w.__ready = {};
    addEventListener('pointerdown', () => (w.__ready.touched ??= performance.now()), true);
    const poll = setInterval(() => {
      if (!document.querySelector('input[role="combobox"]')) return;
      w.__ready.searchReady = performance.now();
      clearInterval(poll);
    }, 5);
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.click(SEARCH_INPUT);
  await page.waitForFunction(() => (window as unknown as ReadyWindow).__ready.searchReady !== undefined, null, {
    timeout: 60_000,
  });
  const { searchReady } = await page.evaluate(() => (window as unknown as ReadyWindow).__ready);
  await context.close();
  return searchReady!;
}

/**
 * One cold load: JavaScript bytes (gzip, all origins) until network idle without interaction, and LCP;
 * then a click on the search box (the remote loads when the visitor reaches for it) and the time until
 * the remote's box takes input; CLS across hydration and the islands mounting (to network idle and
 * SETTLE_MS after the click); the serial chain before the search box accepts input.
 */
async function coldLoad(browser: Browser, url: string): Promise<Load> {
  const { context, page, cdp } = await freshPage(browser);
  const initiators = new Map<string, string | undefined>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e: { request: { url: string }; initiator: Initiator }) => {
    if (!initiators.has(e.request.url)) initiators.set(e.request.url, initiatorUrl(e.initiator));
  });
  await page.addInitScript(observePaint);
  await page.addInitScript(() => {
    const w = window as unknown as { __bench: { touched?: number; searchReady?: number } };
    w.__bench = {};
    addEventListener('pointerdown', () => (w.__bench.touched ??= performance.timeOrigin + performance.now()), true);
    // The search box accepts input once the search remote's combobox is in the page.
    // Polled (every 5 ms) rather than observed: the page's document is not there yet when this runs.
    const poll = setInterval(() => {
      if (!document.querySelector('input[role="combobox"]')) return;
      w.__bench.searchReady = performance.timeOrigin + performance.now();
      clearInterval(poll);
    }, 5);
  });
  const spans: Promise<Span & { js: number; view: boolean }>[] = [];
  let view = true;
  page.on('requestfinished', (request) => {
    const inView = view;
    spans.push(
      request.sizes().then((sizes) => {
        const t = request.timing();
        const isJs = request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
        return {
          url: request.url(),
          start: t.startTime,
          end: t.startTime + t.responseEnd,
          js: isJs ? sizes.responseBodySize : 0,
          view: inView,
        };
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  view = false;
  await page.click(SEARCH_INPUT);
  await page
    .waitForFunction(
      () => (window as unknown as { __bench: { searchReady?: number } }).__bench.searchReady !== undefined,
      null,
      { timeout: 30_000 },
    )
    .catch(() => {
      throw new Error(`${url}: the search box never accepted input (page errors: ${errors.join(' | ') || 'none'})`);
    });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => {
    const w = window as unknown as PaintWindow & { __bench: { touched: number; searchReady: number } };
    return { ...w.__paint, ...w.__bench };
  });
  const all = await Promise.all(spans);
  await context.close();
  const chain = criticalChain(all, figures.searchReady);
  const done = all.filter((s) => s.end <= figures.searchReady);
  const deepest = done.reduce<string | undefined>(
    (a, s) => (a === undefined || dependencyDepth(initiators, s.url) > dependencyDepth(initiators, a) ? s.url : a),
    undefined,
  );
  const dependencyChain: string[] = [];
  for (let at = deepest; at !== undefined && !dependencyChain.includes(at); at = initiators.get(at))
    dependencyChain.unshift(at);
  const firstView = all.filter((s) => s.view);
  return {
    jsBytes: firstView.reduce((n, s) => n + s.js, 0),
    jsFiles: firstView.filter((s) => s.js > 0).map((s) => ({ url: s.url, bytes: s.js })),
    searchMs: figures.searchReady - figures.touched,
    searchReadyMs: 0,
    lcp: figures.lcp,
    cls: figures.cls,
    roundTrips: chain.length,
    chain: chain.map((s) => s.url),
    dependencyTrips: dependencyChain.length,
    dependencyChain,
  };
}

function summarize(label: string, url: string, loads: Load[]) {
  const result = {
    label,
    jsBytes: median(loads.map((l) => l.jsBytes)),
    jsFiles: loads[0]!.jsFiles,
    searchMs: median(loads.map((l) => l.searchMs)),
    searchReadyMs: median(loads.map((l) => l.searchReadyMs)),
    searchReadySpread: [Math.min(...loads.map((l) => l.searchReadyMs)), Math.max(...loads.map((l) => l.searchReadyMs))],
    lcp: median(loads.map((l) => l.lcp)),
    cls: Math.max(...loads.map((l) => l.cls)),
    roundTrips: Math.max(...loads.map((l) => l.roundTrips)),
    chain: loads[0]!.chain,
    dependencyTrips: Math.max(...loads.map((l) => l.dependencyTrips)),
    dependencyChain: loads.reduce((a, l) => (l.dependencyTrips > a.dependencyTrips ? l : a)).dependencyChain,
  };
  console.log(
    `${label} ${new URL(url).pathname}: ${loads.map((l) => `${(l.jsBytes / 1024).toFixed(1)} KB / LCP ${l.lcp.toFixed(0)} ms / CLS ${l.cls.toFixed(3)} / search ${l.searchMs.toFixed(0)} ms / search ready ${l.searchReadyMs.toFixed(0)} ms`).join(', ')}`,
  );
  return result;
}

/**
 * One page in both builds, their cold loads interleaved and the order swapped every round (federated then
 * monolithic, then monolithic then federated): what the machine does meanwhile, and what the previous load
 * leaves behind (a browser process closing, a server's work after a page), falls on both alike. Measured
 * one build after the other, the second build's loads all followed the first's and the ratio moved by up to
 * 0.3 between runs of the same pages.
 */
async function measurePair(browser: Browser, fedUrl: string, monoUrl: string) {
  for (const url of [fedUrl, monoUrl]) {
    // The page as the browser first gets it must be rendered on the server: the comparison is SSR beside SSR.
    const first = await fetch(url);
    if (first.status !== 200 || !isServerRendered(await first.text()))
      throw new Error(`${url}: not a page rendered on the server (status ${first.status})`);
  }
  const fed: Load[] = [];
  const mono: Load[] = [];
  for (let i = 0; i < runs; i++) {
    const order =
      i % 2 === 0
        ? ([
            [fedUrl, fed],
            [monoUrl, mono],
          ] as const)
        : ([
            [monoUrl, mono],
            [fedUrl, fed],
          ] as const);
    for (const [url, loads] of order) {
      const paint = await paintLoad(browser, url);
      const load = await coldLoad(browser, url);
      const searchReadyMs = await searchReadyLoad(browser, url);
      loads.push({ ...load, lcp: paint.lcp, cls: Math.max(load.cls, paint.cls), searchReadyMs });
    }
  }
  return {
    fed: summarize('federated (npm start)', fedUrl, fed),
    mono: summarize('monolithic build', monoUrl, mono),
  };
}

/** A category of the seed with at least CATEGORY_COMPANIES companies (the smallest such), else the largest. */
async function categoryPath(apiUrl: string): Promise<{ path: string; companies: number }> {
  const { categories } = (await (await fetch(`${apiUrl}/api/catalog/categories`)).json()) as {
    categories: { slug: string; companies: number }[];
  };
  const bySize = [...categories].sort((a, b) => a.companies - b.companies);
  const chosen = bySize.find((c) => c.companies >= CATEGORY_COMPANIES) ?? bySize.at(-1);
  if (!chosen) throw new Error('the api lists no categories');
  return { path: `/pharma/${chosen.slug}`, companies: chosen.companies };
}

async function main() {
  const origins = ['main', 'molecule', 'company']
    .map((site) => siteOrigin(site as 'main', PORTS))
    .concat(`http://localhost:${MONOLITH_PORT}`);
  const monolithDir = path.join(__dirname, '.out', 'monolith');
  if (build || !existsSync(path.join(monolithDir, 'index.html')))
    run(process.execPath, [
      require.resolve('webpack-cli/bin/cli.js'),
      '--config',
      path.join(__dirname, 'webpack.monolith.js'),
    ]);

  // One token for both site servers, so the api counts neither one's renders against its per-IP limit.
  const siteServerToken = process.env.SITE_SERVER_TOKEN || randomBytes(24).toString('base64url');
  const start = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'scripts', 'start.ts'), ...(build ? [] : ['--no-build'])],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SITE_ORIGINS: origins.join(','), LOG_LEVEL: 'warn', SITE_SERVER_TOKEN: siteServerToken },
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-start.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('SIGINT', () => (stop(), process.exit(130)));
  const monolith = await startSiteServer({
    settings: localSiteSettings('main'),
    distDir: monolithDir,
    manifestFile: path.join(monolithDir, 'no-site-manifest.json'),
    port: MONOLITH_PORT,
    apiToken: siteServerToken,
  });
  let browser: Browser | undefined;
  try {
    await waitFor(`${siteOrigin('main', PORTS)}/`, start);
    await waitFor(`http://localhost:${PORTS.API_PORT}/health`, start);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const category = await categoryPath(`http://localhost:${PORTS.API_PORT}`);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'category', path: category.path },
    ];
    const rows: TargetRow[] = [];
    const measured: {
      name: string;
      fed: Awaited<ReturnType<typeof measurePair>>['fed'];
      mono: Awaited<ReturnType<typeof measurePair>>['mono'];
    }[] = [];
    for (const { name, path: pathname } of pages) {
      // A warm-up load of each, so neither pays for the servers' first requests.
      await coldLoad(browser, `${siteOrigin('main', PORTS)}${pathname}`);
      await coldLoad(browser, `${monolith.url}${pathname}`);
      const { fed, mono } = await measurePair(
        browser,
        `${siteOrigin('main', PORTS)}${pathname}`,
        `${monolith.url}${pathname}`,
      );
      rows.push(...targetRows(name, fed, mono, undefined, networkName === 'slow4g' ? 'emulated slow 4G' : 'loopback'));
      measured.push({ name, fed, mono });
    }

    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    console.log(
      `\nbench/web — main site, targets for home (/) and category (${category.path}, ${category.companies} companies), ` +
        `${runs} cold loads each, both server-rendered by the site server, ${networkName === 'slow4g' ? 'network emulated as slow 4G (150 ms, 1.6 Mbps)' : 'loopback'}, CPU ${cpuThrottle > 1 ? `throttled ${cpuThrottle}×` : 'not throttled'}, Chromium ${browser.version()}\n`,
    );
    console.log(formatRows(rows));
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    const missed = count('MISSED');
    console.log(`\n${count('met')} of ${rows.length} targets met${missed ? `, ${missed} MISSED` : ''}.`);
    for (const { name, fed, mono } of measured) {
      const cost = federationCost(fed.jsFiles, mono.jsFiles, TARGETS.jsKb * 1024, 1);
      console.log(
        `\n${name}: what federation costs the load: ${kb(cost.runtime)} of runtime in the shell's entry script (beyond the monolith's), ` +
          `${kb(cost.remoteEntries)} of remoteEntry.js files: ${kb(cost.fixed)} in all (the target allows ${TARGETS.extraJsKb} KB beyond the monolith); other code beyond the monolith ${kb(cost.rest)}.`,
      );
      console.log(
        `serial round trips before the search box accepts input: federated ${fed.dependencyTrips}, monolithic ${mono.dependencyTrips}; ` +
          `from the first touch on it to its taking input (median): federated ${fed.searchMs.toFixed(0)} ms, monolithic ${mono.searchMs.toFixed(0)} ms`,
      );
      const spread = (s: number[]) => `${s[0]!.toFixed(0)}–${s[1]!.toFixed(0)}`;
      console.log(
        `search box interactive, touched as soon as it shows (navigation start → the remote's box takes input), median [range]: ` +
          `federated ${fed.searchReadyMs.toFixed(0)} ms [${spread(fed.searchReadySpread)}], monolithic ${mono.searchReadyMs.toFixed(0)} ms [${spread(mono.searchReadySpread)}]`,
      );
    }
    const home = measured[0]!.fed;
    console.log(
      `\ndependency chain before the search box accepts input (home, federated, worst run):\n${home.dependencyChain.map((u, i) => `  ${i + 1}. ${u}`).join('\n')}`,
    );
  } finally {
    await browser?.close();
    await monolith.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run bench:web [-- --no-build] [--runs N]`: the main site's home page as `npm start` serves it,
// measured in real Chromium next to the same page built as one ordinary (non-federated) webpack app,
// in the same run. Prints each figure beside its target (issue 9). Not part of `npm test`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { localSiteSettings, portsFrom, siteOrigin } from '@pharmasetu/shared-contracts';
import { REPO_ROOT } from '../../scripts/releases/store';
import { startSiteServer } from '../../scripts/servers/site-server';
import { criticalChain, dependencyDepth, federationCost, percentile, type JsFile, type Span } from './figures';

const TARGETS = { kb: 140, bytesRatio: 1.15, lcpRatio: 1.1, roundTrips: 3, lcpMs: 1000, cls: 0.02, inputP95Ms: 50 };
const PORTS = portsFrom(process.env);
const MONOLITH_PORT = Number(process.env.MONOLITH_PORT) || 3300;
const CPU_THROTTLE = 4;
// Each matches records in the seed, so every sample ends with hits painted (a query with none is not timed).
const QUERIES = ['metformin', 'paracetamol', 'pharma', 'healthcare', 'amoxicillin', 'tablets', 'franchise', 'ceftriaxone', 'vitamin', 'injection'];

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const runs = Number(argValue('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error(`--runs must be a whole number from 1 to 50 (got ${argValue('--runs')})`);
  process.exit(2);
}
const build = !process.argv.includes('--no-build');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A fresh browser context (no cache). tsx names the functions it compiles with a `__name` helper that the page lacks. */
async function newContext(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript('window.__name = (f) => f');
  return context;
}

interface Load {
  jsBytes: number;
  jsFiles: JsFile[];
  lcp: number;
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

/** One cold load: JavaScript bytes (gzip, all origins) until network idle, LCP and CLS at 4× CPU throttling, and the serial chain before the search box accepts input. */
async function coldLoad(browser: Browser, url: string): Promise<Load> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  const initiators = new Map<string, string | undefined>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e: { request: { url: string }; initiator: Initiator }) => {
    if (!initiators.has(e.request.url)) initiators.set(e.request.url, initiatorUrl(e.initiator));
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __bench: { lcp: number; cls: number; searchReady?: number } };
    w.__bench = { lcp: 0, cls: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__bench.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The search box accepts input once the search remote's combobox is in the page.
    // Polled (every 5 ms) rather than observed: the page's document is not there yet when this runs.
    const poll = setInterval(() => {
      if (!document.querySelector('input[role="combobox"]')) return;
      w.__bench.searchReady = performance.timeOrigin + performance.now();
      clearInterval(poll);
    }, 5);
  });
  const spans: Promise<Span & { js: number }>[] = [];
  page.on('requestfinished', (request) => {
    spans.push(
      request.sizes().then((sizes) => {
        const t = request.timing();
        const isJs = request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
        return { url: request.url(), start: t.startTime, end: t.startTime + t.responseEnd, js: isJs ? sizes.responseBodySize : 0 };
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page
    .waitForFunction(() => (window as unknown as { __bench: { searchReady?: number } }).__bench.searchReady !== undefined, null, { timeout: 30_000 })
    .catch(() => {
      throw new Error(`${url}: the search box never accepted input (page errors: ${errors.join(' | ') || 'none'})`);
    });
  await page.waitForLoadState('networkidle');
  const figures = await page.evaluate(() => (window as unknown as { __bench: { lcp: number; cls: number; searchReady: number } }).__bench);
  const all = await Promise.all(spans);
  await context.close();
  const chain = criticalChain(all, figures.searchReady);
  const done = all.filter((s) => s.end <= figures.searchReady);
  const deepest = done.reduce<string | undefined>((a, s) => (a === undefined || dependencyDepth(initiators, s.url) > dependencyDepth(initiators, a) ? s.url : a), undefined);
  const dependencyChain: string[] = [];
  for (let at = deepest; at !== undefined && !dependencyChain.includes(at); at = initiators.get(at)) dependencyChain.unshift(at);
  return {
    jsBytes: all.reduce((n, s) => n + s.js, 0),
    jsFiles: all.filter((s) => s.js > 0).map((s) => ({ url: s.url, bytes: s.js })),
    lcp: figures.lcp,
    cls: figures.cls,
    roundTrips: chain.length,
    chain: chain.map((s) => s.url),
    dependencyTrips: dependencyChain.length,
    dependencyChain,
  };
}

/** Input → hits painted: one input event per query, until the panel lists that query's hits and a frame has been painted. */
async function inputToHits(page: Page): Promise<number[]> {
  const box = page.getByRole('combobox', { name: 'Search companies, categories and molecules' });
  await box.click();
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      const ms = await page.evaluate(async (q) => {
        const input = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const listbox = () => document.getElementById(input.getAttribute('aria-controls') ?? '');
        const painted = () =>
          new Promise<number>((resolve) => {
            const check = () => {
              const options = listbox()?.querySelectorAll('[role="option"]') ?? [];
              const text = [...options].map((o) => o.textContent ?? '').join(' ').toLowerCase();
              const shown = options.length > 0 && text.includes(q.split(' ')[0]!.slice(0, 3));
              const none = listbox()?.textContent?.includes('No Result found');
              if (shown || none) {
                observer.disconnect();
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
              }
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            setTimeout(() => (observer.disconnect(), resolve(Number.NaN)), 3000); // never painted: not counted, reported
          });
        setValue.call(input, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((r) => setTimeout(r, 50));
        const done = painted();
        const t0 = performance.now();
        setValue.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return (await done) - t0;
      }, query);
      if (Number.isNaN(ms)) console.warn(`  input → hits: no hits painted for "${query}" within 3 s`);
      else times.push(ms);
    }
  }
  return times;
}

const median = (xs: number[]) => percentile(xs, 50);

async function measure(browser: Browser, label: string, url: string) {
  const loads: Load[] = [];
  for (let i = 0; i < runs; i++) loads.push(await coldLoad(browser, url));
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const input = await inputToHits(page);
  await context.close();
  const result = {
    label,
    jsBytes: median(loads.map((l) => l.jsBytes)),
    jsFiles: loads[0]!.jsFiles,
    lcp: median(loads.map((l) => l.lcp)),
    cls: Math.max(...loads.map((l) => l.cls)),
    roundTrips: Math.max(...loads.map((l) => l.roundTrips)),
    chain: loads[0]!.chain,
    dependencyTrips: Math.max(...loads.map((l) => l.dependencyTrips)),
    dependencyChain: loads.reduce((a, l) => (l.dependencyTrips > a.dependencyTrips ? l : a)).dependencyChain,
    inputP95: percentile(input, 95),
    inputMedian: median(input),
  };
  console.log(`${label}: ${loads.map((l) => `${(l.jsBytes / 1024).toFixed(1)} KB / LCP ${l.lcp.toFixed(0)} ms`).join(', ')}`);
  return result;
}

async function main() {
  const origins = ['main', 'molecule', 'company'].map((site) => siteOrigin(site as 'main', PORTS)).concat(`http://localhost:${MONOLITH_PORT}`);
  const monolithDir = path.join(__dirname, '.out', 'monolith');
  if (build || !existsSync(path.join(monolithDir, 'index.html'))) run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--config', path.join(__dirname, 'webpack.monolith.js')]);

  const start = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'scripts', 'start.ts'), ...(build ? [] : ['--no-build'])], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SITE_ORIGINS: origins.join(','), LOG_LEVEL: 'warn' },
    detached: true,
  });
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
  });
  let browser: Browser | undefined;
  try {
    await waitFor(`${siteOrigin('main', PORTS)}/`, start);
    await waitFor(`http://localhost:${PORTS.API_PORT}/health`, start);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    // A warm-up load of each, so neither pays for the servers' first requests.
    await coldLoad(browser, `${siteOrigin('main', PORTS)}/`);
    await coldLoad(browser, `${monolith.url}/`);
    const fed = await measure(browser, 'federated (npm start)', `${siteOrigin('main', PORTS)}/`);
    const mono = await measure(browser, 'monolithic build', `${monolith.url}/`);

    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    const rows: [string, string, string, string, boolean][] = [
      ['JS until network idle (gzip, all origins)', kb(fed.jsBytes), kb(mono.jsBytes), `≤ ${TARGETS.kb} KB`, fed.jsBytes / 1024 <= TARGETS.kb],
      ['bytes ratio federated / monolithic', (fed.jsBytes / mono.jsBytes).toFixed(2), '', `≤ ${TARGETS.bytesRatio}`, fed.jsBytes / mono.jsBytes <= TARGETS.bytesRatio],
      ['LCP ratio federated / monolithic (4× CPU)', (fed.lcp / mono.lcp).toFixed(2), '', `≤ ${TARGETS.lcpRatio}`, fed.lcp / mono.lcp <= TARGETS.lcpRatio],
      ['serial round trips before search accepts input', String(fed.dependencyTrips), String(mono.dependencyTrips), `≤ ${TARGETS.roundTrips}`, fed.dependencyTrips <= TARGETS.roundTrips],
      ['  (upper bound: requests ended one after another)', String(fed.roundTrips), String(mono.roundTrips), '', true],
      ['LCP, 4× CPU throttling (median)', `${fed.lcp.toFixed(0)} ms`, `${mono.lcp.toFixed(0)} ms`, `≤ ${TARGETS.lcpMs} ms`, fed.lcp <= TARGETS.lcpMs],
      ['CLS (worst run)', fed.cls.toFixed(3), mono.cls.toFixed(3), `≤ ${TARGETS.cls}`, fed.cls <= TARGETS.cls],
      ['input → hits painted, p95', `${fed.inputP95.toFixed(1)} ms`, `${mono.inputP95.toFixed(1)} ms`, `≤ ${TARGETS.inputP95Ms} ms`, fed.inputP95 <= TARGETS.inputP95Ms],
    ];
    const line = (cells: string[]) => `${cells[0]!.padEnd(48)} ${cells[1]!.padStart(12)} ${cells[2]!.padStart(12)} ${cells[3]!.padStart(12)}  ${cells[4] ?? ''}`;
    console.log(`\nbench/web — main-site home page, ${runs} cold loads each, Chromium ${browser.version()}\n`);
    console.log(line(['figure', 'federated', 'monolithic', 'target', '']));
    for (const [name, f, m, target, ok] of rows) console.log(line([name, f, m, target, target === '' ? '' : ok ? 'met' : 'MISSED']));
    const cost = federationCost(fed.jsFiles, mono.jsFiles, TARGETS.kb * 1024, TARGETS.bytesRatio);
    console.log(
      `\nwhat federation costs the federated load: ${kb(cost.runtime)} of runtime in the shell's entry script (beyond the monolith's), ` +
        `${kb(cost.remoteEntries)} of remoteEntry.js files: ${kb(cost.fixed)} in all; other code beyond the monolith ${kb(cost.rest)}.\n` +
        `Both bytes targets (≤ ${TARGETS.kb} KB and ≤ ${TARGETS.bytesRatio} × the monolith) can hold together only while that fixed cost is ≤ ${kb(cost.fixedCostBound)}, ` +
        `even with everything else exactly the monolith's.`,
    );
    console.log(`\ninput → hits median: federated ${fed.inputMedian.toFixed(1)} ms, monolithic ${mono.inputMedian.toFixed(1)} ms`);
    console.log(`dependency chain before the search box accepts input (federated, worst run):\n${fed.dependencyChain.map((u, i) => `  ${i + 1}. ${u}`).join('\n')}`);
    console.log(`dependency chain (monolithic):\n${mono.dependencyChain.map((u, i) => `  ${i + 1}. ${u}`).join('\n')}`);
    console.log(`requests ended one after another (federated):\n${fed.chain.map((u, i) => `  ${i + 1}. ${u}`).join('\n')}`);
    console.log(`serial chain (monolithic):\n${mono.chain.map((u, i) => `  ${i + 1}. ${u}`).join('\n')}`);
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

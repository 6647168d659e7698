// `npm run bench:lighthouse [-- --no-build] [--runs N] [--preset mobile|desktop|both] [--pages "home,search"]
// [--save DIR] [--floor]`: Lighthouse 12 (through Node, Debian's Chromium) on every page type of the sites as `npm start`
// serves them, mobile and desktop presets, N runs each (5 by default, rounds interleaved so the machine's drift
// falls on every page alike); prints each metric's median and range beside its target (bench/lighthouse/targets.ts)
// with met / MISSED, and, for each page's first mobile run, where Lighthouse's simulated LCP goes. Starts the
// servers (`scripts/start.ts`, after a build unless --no-build) unless the main site already answers. Run it
// when the ports are free (inside your network namespace on a shared machine). Not part of `npm test`.
// `--floor` adds the control pages of floor-pages.ts to the same rounds (served on FLOOR_PORT, 3390): the home page
// without its scripts, and with only the product's stack (React, emotion, Module Federation's runtime) started on it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { portsFrom, siteOrigin } from '@pharmasetu/shared-contracts';
import { REPO_ROOT } from '../../platform/src/releases/store';
import { resolvePages } from './pages';
import { formatTable, pageRows, type RunFigures } from './targets';
import { formatLcpGraphs, heldByPrunedScript, lcpGraphs, type LcpGraphs } from './lcp-graph';
import { lcpStory, type Lhr } from './lcp-story';
import { buildFloor, serveFloorPages, type FloorPages } from './floor-pages';

const PORTS = portsFrom(process.env);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
];

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
const runs = Number(argValue('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1 || runs > 50)
  fail(`--runs must be a whole number from 1 to 50 (got ${argValue('--runs')})`);
const presetArg = argValue('--preset') ?? 'both';
if (!['mobile', 'desktop', 'both'].includes(presetArg))
  fail(`--preset must be mobile, desktop or both (got ${presetArg})`);
const presets = (presetArg === 'both' ? ['mobile', 'desktop'] : [presetArg]) as ('mobile' | 'desktop')[];
const only = (argValue('--pages') ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const saveDir = argValue('--save');
const build = !process.argv.includes('--no-build');
const floor = process.argv.includes('--floor');
const FLOOR_PORT = Number(process.env.FLOOR_PORT) || 3390;

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

async function waitFor(url: string, child: ChildProcess, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The figures of one report: the metrics, the scores, axe's serious findings, the target-size audit. */
function figuresOf(lhr: Lhr): RunFigures {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => {
    const value = audit(id)?.numericValue;
    if (typeof value !== 'number')
      throw new Error(`${lhr.finalDisplayedUrl}: no ${id} (${audit(id)?.errorMessage ?? 'missing'})`);
    return value;
  };
  const accessibilityIds = (lhr.categories.accessibility?.auditRefs ?? []).map((r) => r.id);
  const seriousAxe = accessibilityIds.filter((id) => {
    const a = audit(id);
    const impact = (a?.details as { debugData?: { impact?: string } } | undefined)?.debugData?.impact;
    return a?.score === 0 && (impact === 'serious' || impact === 'critical');
  });
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    seriousAxe,
    // null: not applicable (no tap target at all) counts as passed.
    targetSize: audit('target-size')?.score !== 0,
  };
}

/** The LCP graphs Lantern simulated for one run, from that run's own trace and devtools log. */
async function lanternGraphs(artifacts: unknown): Promise<LcpGraphs | string> {
  const a = artifacts as {
    Trace: unknown;
    DevtoolsLog: unknown;
    settings: unknown;
    URL: { requestedUrl?: string; mainDocumentUrl?: string; finalDisplayedUrl: string };
  };
  return lcpGraphs({ trace: a.Trace, devtoolsLog: a.DevtoolsLog, settings: a.settings, url: a.URL }).catch(
    (error: Error) => `    Lantern's LCP graphs could not be recomputed: ${error.message}`,
  );
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');

  let start: ChildProcess | undefined;
  const main = `${siteOrigin('main', PORTS)}/`;
  if (!(await answers(main))) {
    start = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'scripts', 'start.ts'), ...(build ? [] : ['--no-build'])],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, LOG_LEVEL: 'warn' },
        detached: true,
      },
    );
    await waitFor(main, start);
    await waitFor(`${siteOrigin('dashboard', PORTS)}/`, start);
  } else console.log(`Using the sites already running (${main}).`);
  const stop = () => {
    if (!start) return;
    try {
      process.kill(-start.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('SIGINT', () => (stop(), process.exit(130)));

  let controls: FloorPages | undefined;
  try {
    const pages = await resolvePages(PORTS, only);
    if (floor) {
      buildFloor();
      controls = await serveFloorPages(await (await fetch(main)).text(), FLOOR_PORT);
      pages.unshift(...controls.pages);
    }
    const isControl = (name: string) => controls?.pages.some((p) => p.name === name) === true;
    const before = loadavg();
    // Each page once before measuring, so no run pays for a server's first render or a cold cache of the api.
    await Promise.all(pages.map((p) => fetch(p.url).then((r) => r.text())));
    const results = new Map<string, RunFigures[]>();
    const firstReports = new Map<string, Lhr>();
    const graphs = new Map<string, (LcpGraphs | string)[]>();
    for (let round = 0; round < runs; round++) {
      for (const preset of presets) {
        for (const page of pages) {
          const chrome = await launch({
            chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
            chromeFlags: CHROME_FLAGS,
          });
          try {
            const result = await lighthouse(
              page.url,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility'],
              },
              preset === 'desktop' ? desktopConfig : undefined,
            );
            if (!result) throw new Error(`${page.url}: Lighthouse returned nothing`);
            const lhr = result.lhr as unknown as Lhr;
            if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
            const key = `${page.name}|${preset}`;
            const figures = figuresOf(lhr);
            results.set(key, [...(results.get(key) ?? []), figures]);
            if (!firstReports.has(key)) firstReports.set(key, lhr);
            if (preset === 'mobile')
              graphs.set(key, [...(graphs.get(key) ?? []), await lanternGraphs(result.artifacts)]);
            if (saveDir) {
              await mkdir(saveDir, { recursive: true });
              await writeFile(
                path.join(saveDir, `${page.name.replace(/\W+/g, '-')}-${preset}-${round + 1}.json`),
                result.report as string,
              );
            }
            console.log(
              `round ${round + 1}/${runs} ${preset.padEnd(7)} ${page.name.padEnd(18)} perf ${figures.performance.toFixed(2)} ` +
                `LCP ${Math.round(figures.lcpMs)} ms TBT ${Math.round(figures.tbtMs)} ms CLS ${figures.cls.toFixed(3)} a11y ${figures.accessibility.toFixed(2)}`,
            );
          } finally {
            await chrome.kill();
          }
        }
      }
    }
    const after = loadavg();
    console.log(
      `\nbench:lighthouse: Lighthouse 12.2.3, ${runs} runs per page and preset; load average ${before.map((v) => v.toFixed(2)).join(' ')} at the start, ` +
        `${after.map((v) => v.toFixed(2)).join(' ')} at the end`,
    );
    let missed = 0;
    for (const preset of presets) {
      for (const page of pages) {
        const key = `${page.name}|${preset}`;
        const rows = pageRows(results.get(key)!);
        // A control page is measured against the same targets, to show how far below them the stack itself leaves room.
        if (!isControl(page.name)) missed += rows.filter((r) => r.status === 'MISSED').length;
        const label = isControl(page.name) ? ' (control, not a page of the sites)' : '';
        console.log(`\n${page.name}, ${preset}${label} (${page.url})\n${formatTable(rows)}`);
        if (preset === 'mobile') {
          const [first, ...rest] = graphs.get(key)!;
          const computed = [first, ...rest].filter((g): g is LcpGraphs => typeof g !== 'string');
          console.log(
            `${lcpStory(firstReports.get(key)!)}\n${typeof first === 'string' ? first : formatLcpGraphs(first!)}\n` +
              `    runs whose LCP graph ends on a preloaded script Lantern could not rule out (its evaluation task pruned): ` +
              `${computed.filter(heldByPrunedScript).length} of ${computed.length}`,
          );
        }
      }
    }
    console.log(missed ? `\n${missed} figures MISSED their targets.` : '\nEvery target met.');
  } finally {
    await controls?.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

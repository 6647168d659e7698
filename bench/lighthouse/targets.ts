import { median } from '../web/figures';

/** What one Lighthouse run of one page says. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Accessibility audits failing with axe impact serious or critical (their ids). */
  seriousAxe: string[];
  /** Whether the `target-size` audit passed (tap targets of at least 24 px with room around them). */
  targetSize: boolean;
}

/** The phones-and-Lighthouse targets, for the median of a page's runs (CLS, axe and target-size: on every run). */
export const LIGHTHOUSE_TARGETS = { performance: 0.99, lcpMs: 1200, tbtMs: 50, cls: 0.01, accessibility: 1 } as const;

export interface Row {
  figure: string;
  median: string;
  spread: string;
  target: string;
  status: 'met' | 'MISSED' | '';
}

const ms = (v: number) => `${Math.round(v)} ms`;
const score = (v: number) => v.toFixed(2);

/** A page's rows for one preset: each metric's median and range over the runs beside its target. */
export function pageRows(runs: RunFigures[], targets = LIGHTHOUSE_TARGETS): Row[] {
  if (runs.length === 0) throw new Error('no runs');
  const metric = (
    figure: string,
    values: number[],
    format: (v: number) => string,
    target: string,
    met?: (m: number) => boolean,
  ): Row => {
    const m = median(values);
    return {
      figure,
      median: format(m),
      spread: `${format(Math.min(...values))}–${format(Math.max(...values))}`,
      target,
      status: met ? (met(m) ? 'met' : 'MISSED') : '',
    };
  };
  const worstCls = Math.max(...runs.map((r) => r.cls));
  const axe = [...new Set(runs.flatMap((r) => r.seriousAxe))];
  const tapFails = runs.filter((r) => !r.targetSize).length;
  return [
    metric(
      'performance score',
      runs.map((r) => r.performance),
      score,
      `≥ ${targets.performance}`,
      (m) => m >= targets.performance,
    ),
    metric(
      'LCP',
      runs.map((r) => r.lcpMs),
      ms,
      `≤ ${targets.lcpMs} ms`,
      (m) => m <= targets.lcpMs,
    ),
    metric(
      'TBT',
      runs.map((r) => r.tbtMs),
      ms,
      `≤ ${targets.tbtMs} ms`,
      (m) => m <= targets.tbtMs,
    ),
    {
      ...metric(
        'CLS (worst run)',
        runs.map((r) => r.cls),
        (v) => v.toFixed(3),
        `< ${targets.cls}`,
      ),
      median: worstCls.toFixed(3),
      status: worstCls < targets.cls ? 'met' : 'MISSED',
    },
    metric(
      'FCP',
      runs.map((r) => r.fcpMs),
      ms,
      '',
    ),
    metric(
      'Speed Index',
      runs.map((r) => r.speedIndexMs),
      ms,
      '',
    ),
    metric(
      'accessibility score',
      runs.map((r) => r.accessibility),
      score,
      `${targets.accessibility.toFixed(1)}`,
      (m) => m >= targets.accessibility,
    ),
    {
      figure: 'axe serious/critical (any run)',
      median: axe.length ? axe.join(', ') : 'none',
      spread: '',
      target: 'none',
      status: axe.length ? 'MISSED' : 'met',
    },
    {
      figure: 'target-size audit',
      median: tapFails ? `failed in ${tapFails} of ${runs.length}` : 'passed',
      spread: '',
      target: 'passes',
      status: tapFails ? 'MISSED' : 'met',
    },
  ];
}

/** Rows as an aligned table. */
export function formatTable(rows: Row[]): string {
  const line = (c: string[]) =>
    `  ${c[0]!.padEnd(31)} ${c[1]!.padStart(12)} ${c[2]!.padEnd(17)} ${c[3]!.padEnd(10)} ${c[4]}`;
  return [
    line(['figure', 'median', 'spread', 'target', '']),
    ...rows.map((r) => line([r.figure, r.median, r.spread, r.target, r.status])),
  ].join('\n');
}

/**
 * The targets for the main site's pages, each server-rendered and hydrated: the federated site
 * (`npm start`) beside the same pages built as one bundle and served by the same site server. (The LCP ratio
 * against the one-bundle build is retired: on a shared two-core machine it cannot be told from noise, and before
 * the first frame the two builds differ only by two preload links and two small inline scripts. Lighthouse's
 * figures, `npm run bench:lighthouse`, are the referee for paint.)
 */
export const TARGETS = { lcpMs: 500, cls: 0.01, jsKb: 145, extraJsKb: 30 } as const;

/** One page's figures in one build: LCP (median), CLS (worst run), JavaScript until network idle (gzip). */
export interface PageFigures {
  lcp: number;
  cls: number;
  jsBytes: number;
}

export type Status = 'met' | 'MISSED';

export interface TargetRow {
  figure: string;
  federated: string;
  monolithic: string;
  target: string;
  status: Status;
}

const status = (met: boolean): Status => (met ? 'met' : 'MISSED');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A page's rows: each federated figure, the monolith's beside it, against its target. */
export function targetRows(
  page: string,
  fed: PageFigures,
  mono: PageFigures,
  targets: typeof TARGETS = TARGETS,
  network = 'loopback',
): TargetRow[] {
  const extra = fed.jsBytes - mono.jsBytes;
  return [
    {
      figure: `${page}: LCP on ${network} (median)`,
      federated: `${fed.lcp.toFixed(0)} ms`,
      monolithic: `${mono.lcp.toFixed(0)} ms`,
      target: `≤ ${targets.lcpMs} ms`,
      status: status(fed.lcp <= targets.lcpMs),
    },
    {
      figure: `${page}: CLS, hydration + islands (worst)`,
      federated: fed.cls.toFixed(3),
      monolithic: mono.cls.toFixed(3),
      target: `≤ ${targets.cls}`,
      status: status(fed.cls <= targets.cls),
    },
    {
      figure: `${page}: JS until network idle (gzip)`,
      federated: kb(fed.jsBytes),
      monolithic: kb(mono.jsBytes),
      target: `≤ ${targets.jsKb} KB`,
      status: status(fed.jsBytes <= targets.jsKb * 1024),
    },
    {
      figure: `${page}: federated − monolithic JS`,
      federated: kb(extra),
      monolithic: '',
      target: `≤ ${targets.extraJsKb} KB`,
      status: status(extra <= targets.extraJsKb * 1024),
    },
  ];
}

/** The rows as a table: figure, federated, monolithic, target, status. */
export function formatRows(rows: TargetRow[]): string {
  const line = (cells: string[]) =>
    `${cells[0]!.padEnd(44)} ${cells[1]!.padStart(10)} ${cells[2]!.padStart(11)} ${cells[3]!.padStart(10)}  ${cells[4]}`;
  return [
    line(['figure', 'federated', 'monolithic', 'target', '']),
    ...rows.map((r) => line([r.figure, r.federated, r.monolithic, r.target, r.status])),
  ].join('\n');
}

/** Whether an answer is a page the site server rendered (content and the data the browser hydrates with). */
export const isServerRendered = (html: string) =>
  /<h1[\s>]/.test(html) && html.includes('window.__staticRouterHydrationData');

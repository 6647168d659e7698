import type { Browser, Page } from '@playwright/test';

/** The widths the layout-shift sweep loads every page at: real phones (360–430), tablets and desktops. */
export const SWEEP_WIDTHS = [320, 360, 375, 390, 412, 430, 768, 1024, 1280, 1440] as const;

/** One layout shift as the browser reports it, with what moved (for the failure message). */
export interface Shift {
  value: number;
  at: number;
  moved: string[];
}

type ShiftWindow = { __shifts: Shift[] };

/** In the page, before its document: every layout shift not caused by recent input, with the nodes that moved. */
export function recordShifts() {
  const w = window as unknown as ShiftWindow;
  w.__shifts = [];
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${text ? ` "${text}"` : ''}`;
  };
  type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Source[];
    })[]) {
      if (e.hadRecentInput) continue;
      w.__shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        moved: e.sources.map(
          (s) =>
            `${describe(s.node)} ${Math.round(s.previousRect.x)},${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.x)},${Math.round(s.currentRect.y)} (${Math.round(s.previousRect.width)}×${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.width)}×${Math.round(s.currentRect.height)})`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export const readShifts = (page: Page) => page.evaluate(() => (window as unknown as ShiftWindow).__shifts);

/**
 * A cold load of `url` at `width` (a fresh context: no cache), through hydration, the islands mounting and the
 * footer remote (scrolled to the end and back), then `then` (e.g. opening a dialog); the shifts seen meanwhile.
 */
export async function shiftsOfLoad(
  browser: Browser,
  url: string,
  width: number,
  then?: (page: Page) => Promise<void>,
): Promise<Shift[]> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await page.goto(url, { waitUntil: 'networkidle' });
    // The footer remote loads near the footer: down to it, wait for it, and up again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (then) await then(page);
    await page.waitForLoadState('networkidle');
    // The observer's entries arrive in a task of their own.
    await page.waitForTimeout(300);
    return await readShifts(page);
  } finally {
    await context.close();
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }),
  );
  return results;
}

/** The shifts' sum and, for a message, what moved. */
export function describeShifts(shifts: Shift[]): { cls: number; detail: string } {
  const cls = shifts.reduce((n, s) => n + s.value, 0);
  return {
    cls,
    detail: shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.moved.join('; ')}`).join(' | '),
  };
}

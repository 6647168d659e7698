import { expect, test } from '@playwright/test';
import { describeShifts, inParallel, shiftsOfLoad, SWEEP_WIDTHS } from './support/layout-shift';
import { MAIN, PAGE_TYPES } from './support/page-types';

// The layout-shift sweep: every page type cold-loaded at every width from 320 to 1440 px, through the server's
// paint, hydration, the islands mounting and the footer remote; and the requirement dialog and call-back popup
// opened at every width. Each load's cumulative layout shift (shifts without recent input, summed) must stay
// under 0.01: CLS is not a timing, a box that moves moves on every run. Loads run a few at a time, in one browser.
const CLS_LIMIT = 0.01;
const TABS = 4;

test.describe.configure({ timeout: 180_000 });

for (const { name, url } of PAGE_TYPES) {
  test(`${name}: no layout shift at any width`, async ({ browser, request }) => {
    const address = await url(request);
    const seen = await inParallel(SWEEP_WIDTHS, TABS, async (width) => ({
      width,
      ...describeShifts(await shiftsOfLoad(browser, address, width)),
    }));
    const over = seen
      .filter((s) => s.cls >= CLS_LIMIT)
      .map((s) => `${s.width} px: CLS ${s.cls.toFixed(4)} (${s.detail})`);
    expect(over, `${name} (${address})`).toEqual([]);
  });
}

for (const [button, title] of [
  ['Post your requirement', 'Post your Requirement'],
  ['Request Call Back', 'Request Call Back'],
] as const) {
  test(`the "${title}" dialog opens without layout shift at any width`, async ({ browser }) => {
    const seen = await inParallel(SWEEP_WIDTHS, TABS, async (width) => ({
      width,
      ...describeShifts(
        await shiftsOfLoad(browser, `${MAIN}/`, width, async (page) => {
          await page.getByRole('button', { name: button }).first().click();
          // The remote's code may take long on a busy machine: what is measured here is movement, not speed.
          await expect(page.getByRole('dialog', { name: title }).getByRole('heading', { level: 2 })).toBeVisible({
            timeout: 60_000,
          });
          // What the dialog fetches after opening (option lists) must not move it either.
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(700);
        }),
      ),
    }));
    const over = seen
      .filter((s) => s.cls >= CLS_LIMIT)
      .map((s) => `${s.width} px: CLS ${s.cls.toFixed(4)} (${s.detail})`);
    expect(over, title).toEqual([]);
  });
}

// The server's page can be painted before its whole document has arrived (a busy phone, the document in more
// than one piece). A frame drawn between the header's call to action and its label must already hold every box of
// the header where the whole document puts it: the label, when it comes, moves nothing (it once moved the button
// from the search box's line to a line of its own at 768 px, 36×40 → 227×40).
test("the header's boxes do not depend on its call to action's label having arrived", async ({ browser }) => {
  const seen = await inParallel(SWEEP_WIDTHS, TABS, async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${MAIN}/`);
      const { whole, unlabelled } = await page.evaluate(() => {
        const header = document.querySelector('header')!;
        const places = () =>
          [...header.querySelectorAll('a, button, form, input')].map((e) => {
            const r = e.getBoundingClientRect();
            return {
              what: `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 24)}"`,
              x: r.x,
              y: r.y,
            };
          });
        const action = [...header.querySelectorAll('a')].find((a) => a.textContent === 'Post your requirement')!;
        const whole = places();
        const label = action.firstChild!;
        action.removeChild(label);
        const unlabelled = places();
        action.appendChild(label);
        return { whole, unlabelled };
      });
      expect(unlabelled).toHaveLength(whole.length);
      return whole
        .map((box, i) => ({ box, before: unlabelled[i]! }))
        .filter(({ box, before }) => box.x !== before.x || box.y !== before.y)
        .map(({ box, before }) => `${width} px: ${box.what} at ${before.x},${before.y} → ${box.x},${box.y}`);
    } finally {
      await context.close();
    }
  });
  expect(seen.flat()).toEqual([]);
});

test('the page below the top bar does not depend on its phone numbers having arrived', async ({ browser }) => {
  const seen = await inParallel(SWEEP_WIDTHS, TABS, async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${MAIN}/registration`);
      const { whole, without } = await page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="Top bar"]')!;
        const below = () => Math.round(bar.getBoundingClientRect().bottom);
        const numbers = [...bar.querySelectorAll('a[href^="tel:"]')].map((a) => a.parentElement!);
        const whole = below();
        for (const n of numbers) n.remove();
        const without = below();
        return { whole, without };
      });
      return whole === without ? [] : [`${width} px: the top bar ends at ${without} px, then ${whole} px`];
    } finally {
      await context.close();
    }
  });
  expect(seen.flat()).toEqual([]);
});

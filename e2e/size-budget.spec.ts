import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// `npm run size`: gzip bytes of JavaScript the main site's home page transfers until the network is
// idle, per origin (each remote's initial load) and in total, against size-budget.json. The enquiry
// remote loads nothing until the visitor first interacts: its budget is what that first touch loads.

const budgets = JSON.parse(readFileSync(path.join(__dirname, '../size-budget.json'), 'utf8')).budgets as Record<
  string,
  number
>;
const ORIGINS: Record<string, string> = {
  'http://localhost:3000': 'shell',
  'http://localhost:3001': 'remote_search',
  'http://localhost:3002': 'remote_enquiry',
  'http://localhost:3003': 'remote_footer',
};

test('the home page and each remote stay within their JavaScript size budgets', async ({ page }) => {
  const transfers: Promise<{ origin: string; bytes: number; phase: 'view' | 'interaction' }>[] = [];
  let phase: 'view' | 'interaction' = 'view';
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    const at = phase;
    transfers.push(request.sizes().then((sizes) => ({ origin: url.origin, bytes: sizes.responseBodySize, phase: at })));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // The footer remote is in the first view with its floating buttons; the footer itself, below the
  // page, is not loaded until the visitor comes near it.
  await expect(page.getByTestId('floating-actions')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('footer-placeholder')).toBeAttached();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  phase = 'interaction';
  await page.locator('body').dispatchEvent('pointerdown');
  await page.waitForLoadState('networkidle');
  await expect
    .poll(async () =>
      (await Promise.all(transfers)).some((t) => t.phase === 'interaction' && ORIGINS[t.origin] === 'remote_enquiry'),
    )
    .toBe(true);

  const figures: Record<string, number> = { home: 0 };
  for (const { origin, bytes, phase } of await Promise.all(transfers)) {
    const name = ORIGINS[origin] ?? origin;
    if (phase === 'view') {
      expect(name, 'the enquiry remote loads at the first interaction, not with the first view').not.toBe(
        'remote_enquiry',
      );
      figures.home! += bytes;
    }
    figures[name] = (figures[name] ?? 0) + bytes;
  }
  const rows = Object.entries(budgets).map(([name, budget]) => ({ name, bytes: figures[name] ?? 0, budget }));
  console.log(
    [
      'JavaScript transferred (gzip), home page until network idle (enquiry: at the first interaction):',
      ...rows.map(
        (r) =>
          `  ${r.name.padEnd(16)} ${String(r.bytes).padStart(8)} B   budget ${String(r.budget).padStart(8)} B   ${r.bytes <= r.budget ? 'ok' : 'OVER BUDGET'}`,
      ),
    ].join('\n'),
  );
  for (const row of rows)
    expect(row.bytes, `${row.name} is ${row.bytes} B, over its budget of ${row.budget} B`).toBeLessThanOrEqual(
      row.budget,
    );
  for (const name of Object.values(ORIGINS))
    expect(figures[name], `nothing was loaded from ${name}`).toBeGreaterThan(0);
});

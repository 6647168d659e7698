import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { scrollToFooter } from './support/footer';

// `npm run size`: gzip bytes of JavaScript the main site's home page transfers until the network is
// idle, without interaction (the shell's, in total: no remote is in the first view), and what each remote
// loads when its moment comes: the enquiry at the first interaction, the search box when the pointer
// reaches it, the footer as the visitor scrolls to it; against size-budget.json.

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
type Phase = 'view' | 'remote_enquiry' | 'remote_search' | 'remote_footer';

test('the home page and each remote stay within their JavaScript size budgets', async ({ page }) => {
  const transfers: Promise<{ origin: string; bytes: number; phase: Phase }>[] = [];
  let phase: Phase = 'view';
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    const at = phase;
    transfers.push(request.sizes().then((sizes) => ({ origin: url.origin, bytes: sizes.responseBodySize, phase: at })));
  });
  const loadedIn = async (remote: Phase) =>
    (await Promise.all(transfers)).some((t) => t.phase === remote && ORIGINS[t.origin] === remote);

  await page.goto('/', { waitUntil: 'networkidle' });
  // The first view: the plain search form, the footer's links and the floating buttons, all the shell's.
  await expect(page.getByTestId('search-loading')).toBeVisible();
  await expect(page.getByTestId('floating-actions').getByRole('button', { name: 'Request Call Back' })).toBeVisible();
  await expect(page.getByTestId('footer-links')).toBeAttached();
  await page.waitForLoadState('networkidle');

  phase = 'remote_enquiry';
  await page.locator('body').dispatchEvent('pointerdown');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => loadedIn('remote_enquiry')).toBe(true);

  phase = 'remote_search';
  await page.getByTestId('search-loading').hover();
  await expect(page.locator('[data-remote="remote_search"]')).toBeVisible();
  await page.waitForLoadState('networkidle');

  phase = 'remote_footer';
  await scrollToFooter(page);
  await page.waitForLoadState('networkidle');

  const figures: Record<string, number> = { home: 0 };
  for (const { origin, bytes, phase } of await Promise.all(transfers)) {
    const name = ORIGINS[origin] ?? origin;
    if (phase === 'view') {
      expect(name, 'no remote loads with the first view').toBe('shell');
      figures.home! += bytes;
    }
    // The shell: everything it sends; a remote: what its moment loads from it.
    if (name === 'shell' || name === phase) figures[name] = (figures[name] ?? 0) + bytes;
  }
  const rows = Object.entries(budgets).map(([name, budget]) => ({ name, bytes: figures[name] ?? 0, budget }));
  console.log(
    [
      'JavaScript transferred (gzip), home page until network idle; each remote at its moment:',
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

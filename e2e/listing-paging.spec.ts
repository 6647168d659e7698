import { expect, test, type Page } from '@playwright/test';
import { API, COMPANY, MAIN } from './support/page-types';

// The long listings, paged on the server: each page holds at most 24 rows, its Previous / Next are links
// (rel prev / next) that work without JavaScript, its canonical address is its own page's, and a page past
// the last is a 404. Run with JavaScript off: what a crawler and a visitor without scripts get.
test.use({ javaScriptEnabled: false });

const ROWS_MAX = 24;

async function expectPage(page: Page, canonical: string, pageNumber: number, rows: string) {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.getByText(new RegExp(`^Page ${pageNumber} of \\d+$`))).toBeVisible();
  const count = await page.locator(rows).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(ROWS_MAX);
  if (pageNumber > 1) await expect(page).toHaveTitle(new RegExp(`Page ${pageNumber}`));
}

test('the company directory: 24 companies a page, link paging without JavaScript, its own canonical', async ({
  page,
  request,
}) => {
  const all = (await (
    await request.get(`${API}/api/catalog/companies`, { params: { limit: 1, offset: 0, order_by: 'rank' } })
  ).json()) as { total: number };
  expect(all.total).toBeGreaterThan(ROWS_MAX);
  const rows = 'ul[aria-label="Companies"] > li';
  await page.goto(`${COMPANY}/`);
  await expectPage(page, `${COMPANY}/`, 1, rows);
  const first = await page.locator(`${rows} a`).allTextContents();
  expect(first).toHaveLength(ROWS_MAX);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${COMPANY}/?page=2`);
  await expectPage(page, `${COMPANY}/?page=2`, 2, rows);
  const second = await page.locator(`${rows} a`).allTextContents();
  expect(second.filter((name) => first.includes(name))).toEqual([]);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');

  const last = Math.ceil(all.total / ROWS_MAX);
  await page.goto(`${COMPANY}/?page=${last}`);
  await expectPage(page, `${COMPANY}/?page=${last}`, last, rows);
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
  expect((await page.goto(`${COMPANY}/?page=${last + 1}`))!.status()).toBe(404);
});

test('a category: 24 companies a page, link paging without JavaScript, a page past the last is a 404', async ({
  page,
}) => {
  const path = `${MAIN}/pharma/pharmaceutical-distributors`;
  const rows = 'ul[aria-label="Companies"] > li';
  await page.goto(path);
  await expectPage(page, path, 1, rows);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expectPage(page, `${path}?page=2`, 2, rows);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
  const total = Number((await page.getByText(/^\d+ companies$/).textContent())!.split(' ')[0]);
  const last = Math.ceil(total / ROWS_MAX);
  expect((await page.goto(`${path}?page=${last}`))!.status()).toBe(200);
  expect((await page.goto(`${path}?page=${last + 1}`))!.status()).toBe(404);
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectTapTargets, keepScreenshot } from './support/layout-checks';
import { MAIN } from './support/page-types';
import { reachSearchBox } from './support/search-box';

// A search never dead-ends: a place with no seller (Gurgaon: the seed lists no company there, and Haryana's are in
// Panchkula) still shows companies, says what they are for, and offers the requirement card pre-filled with the
// buyer's words; a molecule typed with a dosage form and a service word finds the molecule first.
const PLACE_QUERY = 'gurgaon pharma company';
const PLACE_PAGE = `${MAIN}/search?t=company&q=${encodeURIComponent(PLACE_QUERY)}`;
const MOLECULE_QUERY = 'azithromycin tablets manufacturer';
const PREFILLED = (query: string) => `I am Interested in : ${query}`;

/** The search remote's view of /search, once it has taken the server's place. */
async function remoteResults(page: Page) {
  const results = page.locator('[data-remote="remote_search"]');
  await expect(results).toBeVisible({ timeout: 30_000 });
  return results;
}

async function expectCardPrefilled(page: Page, query: string) {
  const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(PREFILLED(query));
}

test(`"${PLACE_QUERY}": companies all the same, what they are for, and the card pre-filled with the words`, async ({
  page,
}) => {
  await page.goto(PLACE_PAGE, { waitUntil: 'networkidle' });
  const results = await remoteResults(page);
  const rows = results.getByRole('list', { name: 'Search results' }).locator('> li');
  await expect(rows.first()).toBeVisible();
  // The relaxation's line ("Showing results for …") or the place rule's notice (the state shown instead), above
  // the companies; and the nearest sellers, in the place's state, first.
  const notes = results.locator('[data-notes]').first();
  await expect(notes).toContainText(/Showing results for|Haryana/);
  expect(
    await notes.evaluate((n, list) => !!(n.compareDocumentPosition(list!) & 4), await rows.first().elementHandle()),
  ).toBe(true);
  await expect(rows.first().locator('small').first()).toContainText('Haryana');
  await expect(results).not.toContainText('No Result found');
  await results.getByRole('link', { name: 'Post your requirement' }).click();
  await expectCardPrefilled(page, PLACE_QUERY);
  await expect(page).toHaveURL(PLACE_PAGE);
});

test('a word nothing has: the hits for the other words, in the header panel and on /search, saying so', async ({
  page,
}) => {
  const query = 'paracetamol qqzzxxqq';
  await page.goto('/');
  const box = await reachSearchBox(page);
  await box.pressSequentially(query);
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByTestId('search-panel-notes')).toHaveText('Showing results for paracetamol');

  await page.goto(`${MAIN}/search?t=company&q=${encodeURIComponent(query)}`, { waitUntil: 'networkidle' });
  const results = await remoteResults(page);
  const notes = results.locator('[data-notes]');
  await expect(notes.locator('p').first()).toHaveText('Showing results for paracetamol');
  await expect(notes.locator('strong')).toHaveText('paracetamol');
  await expect(results.getByRole('list', { name: 'Search results' }).locator('> li')).not.toHaveCount(0);
  await results.getByRole('link', { name: 'Post your requirement' }).click();
  await expectCardPrefilled(page, query);
});

test('without JavaScript the same page comes from the server, its call to action a link to the contact page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PLACE_PAGE);
  const results = page.getByTestId('server-search-results');
  await expect(results.locator('[data-notes]')).toContainText(/Showing results for|Haryana/);
  await expect(results.getByRole('list', { name: 'Search results' }).locator('> li').first()).toBeVisible();
  const post = results.getByRole('link', { name: 'Post your requirement' });
  await expect(post).toHaveAttribute('href', `${MAIN}/pages/contact-us`);
  await post.click();
  await expect(page).toHaveURL(`${MAIN}/pages/contact-us`);
  await expect(page.getByRole('main')).toContainText(/\d{5}/); // the numbers to call
  await context.close();
});

test('a query that matches nothing: "No Result found", in the header panel and on /search, each with the card', async ({
  page,
}) => {
  await page.goto('/');
  const box = await reachSearchBox(page);
  await box.pressSequentially('zzqxzzqx');
  await expect(page.getByText('No Result found')).toBeVisible();
  // The panel's own call to action (the header has one too, which opens the card empty).
  await page
    .getByRole('banner')
    .locator('[data-remote="remote_search"]')
    .getByRole('button', { name: 'Post your requirement' })
    .click();
  await expectCardPrefilled(page, 'zzqxzzqx');
  await page.keyboard.press('Escape');

  await page.goto(`${MAIN}/search?t=company&q=zzqxzzqx`, { waitUntil: 'networkidle' });
  const results = await remoteResults(page);
  await expect(results.getByRole('status')).toHaveText('No Result found');
  await results.getByRole('link', { name: 'Post your requirement' }).click();
  await expectCardPrefilled(page, 'zzqxzzqx');
});

test('on a phone (360 px) the full-screen search offers the card too, and closes behind it', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  const box = await reachSearchBox(page);
  await box.pressSequentially('zzqxzzqx');
  await expect(page.getByText('No Result found')).toBeVisible();
  const post = page.locator('[data-remote="remote_search"]').getByRole('button', { name: 'Post your requirement' });
  await expect(post).toBeVisible();
  await expectNoHorizontalOverflow(page, 'search panel at 360');
  await keepScreenshot(page, testInfo, 'search-panel-empty-360');
  await page.screenshot({ path: '/tmp/search-panel-empty-360.png' });
  await post.tap();
  await expectCardPrefilled(page, 'zzqxzzqx');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});

test(`"${MOLECULE_QUERY}": the Azithromycin molecule first, in the header panel, on its tab and above the companies`, async ({
  page,
}) => {
  await page.goto('/');
  const box = await reachSearchBox(page);
  await box.pressSequentially(MOLECULE_QUERY);
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Azithromycin');
  await expect(first).toContainText('Molecule');
  await expect(first).toHaveAttribute('href', 'http://localhost:3100/azithromycin');
  await box.press('Enter');
  await expect(page).toHaveURL(`${MAIN}/search?t=molecule&q=${encodeURIComponent(MOLECULE_QUERY)}`);
  const results = await remoteResults(page);
  await expect(results.getByRole('list', { name: 'Search results' }).locator('> li div > a').first()).toHaveText(
    'Azithromycin',
  );

  // The company tab of the same words: the molecule still shows, above the companies, as a link.
  await page.goto(`${MAIN}/search?t=company&q=${encodeURIComponent(MOLECULE_QUERY)}`, { waitUntil: 'networkidle' });
  const companyTab = await remoteResults(page);
  const molecules = companyTab.getByRole('list', { name: 'Molecules' });
  await expect(molecules.getByRole('link').first()).toHaveText('Azithromycin');
  await expect(molecules.getByRole('link').first()).toHaveAttribute('href', 'http://localhost:3100/azithromycin');
  const companies = companyTab.getByRole('list', { name: 'Search results' });
  await expect(companies.locator('> li').first()).toBeVisible();
  expect(
    await molecules.evaluate((m, list) => !!(m.compareDocumentPosition(list!) & 4), await companies.elementHandle()),
  ).toBe(true);
});

test.describe('the relaxed page on phones and a desktop', () => {
  for (const width of [320, 360, 390, 412, 430, 1280])
    test(`${width} px: no overflow; the notice and the call to action on the first screen, tappable`, async ({
      browser,
    }, testInfo) => {
      const phone = width < 768;
      const context = await browser.newContext({
        viewport: { width, height: phone ? 740 : 800 },
        ...(phone ? { isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      await page.goto(PLACE_PAGE, { waitUntil: 'networkidle' });
      const results = await remoteResults(page);
      const post = results.getByRole('link', { name: 'Post your requirement' });
      await expect(post).toBeVisible();
      await expectNoHorizontalOverflow(page, `/search relaxed at ${width}`);
      await expectTapTargets(page, `/search relaxed at ${width}`, '[data-remote="remote_search"] [data-notes]');
      // Within reach without scrolling, at least 44 px tall, and nothing (the floating buttons) over its centre.
      const box = (await post.boundingBox())!;
      expect(box.y + box.height, 'the call to action is on the first screen').toBeLessThanOrEqual(
        page.viewportSize()!.height,
      );
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Nothing over its centre, and no floating button (WhatsApp, Request Call Back) over any part of it.
      const cover = await post.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const dock = Array.from(
          document.querySelectorAll<HTMLElement>(
            '[data-testid="floating-actions"] a, [data-testid="floating-actions"] button',
          ),
        ).map((b) => b.getBoundingClientRect());
        return {
          onTop: hit === el || el.contains(hit),
          under: dock.filter((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
            .length,
        };
      });
      expect(cover, 'nothing covers the call to action').toEqual({ onTop: true, under: 0 });
      await page.screenshot({ path: `/tmp/search-relaxed-${width}.png` });
      await keepScreenshot(page, testInfo, `search-relaxed-${width}`);
      await context.close();
    });
});

test('a molecule written in Devanagari (no synonym lists it) finds the molecule in the header panel', async ({
  page,
}) => {
  await page.goto('/');
  const box = await reachSearchBox(page);
  await box.pressSequentially('अमोक्सिसिलिन');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Amoxicillin');
  await expect(first).toContainText('Molecule');
});

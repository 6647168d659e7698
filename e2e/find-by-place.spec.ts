import { expect, test, type Page } from '@playwright/test';
import { newestOtpFor } from './support/dev-outbox';
import { keepScreenshot } from './support/layout-checks';
import { API, digits, pickCity } from './support/lead-delivery';
import { reachSearchBox } from './support/search-box';

// Buyers search by place: the header search finds the companies of a city for "pcd franchise chandigarh" and opens
// one, on a desktop and on a phone; and a company that joins free is found by its name and by its city within 5
// seconds of verifying its mobile (its change reaches the index through the api's outbox, with no rebuild by hand).
const COMPANY_SITE = /^http:\/\/localhost:3200\/[a-z0-9-]+$/;
const SEARCHABLE_WITHIN_MS = 5000;

async function openChandigarhCompany(page: Page) {
  await page.goto('/');
  const box = await reachSearchBox(page);
  await box.pressSequentially('pcd franchise chandigarh');
  const companies = page.getByRole('option').filter({ hasText: 'Company' });
  // Every company the box offers for it is in Chandigarh (once the answer to the whole query has replaced those to
  // the letters typed before it).
  await expect
    .poll(async () => {
      const places = await companies.allInnerTexts();
      return places.length > 0 && places.every((text) => text.includes('Chandigarh'));
    })
    .toBe(true);

  const first = companies.first();
  await expect(first).toHaveAttribute('href', COMPANY_SITE);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), first.click()]);
  await tab.waitForLoadState('domcontentloaded');
  await expect(tab).toHaveURL(COMPANY_SITE);
  await expect(tab.getByRole('main')).toContainText('Chandigarh');
  return tab;
}

test('a buyer searches "pcd franchise chandigarh" and opens a Chandigarh company', async ({ page }, testInfo) => {
  const tab = await openChandigarhCompany(page);
  await keepScreenshot(tab, testInfo, 'find-by-place-company-1280');
});

test('the same on a phone (390 px)', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const tab = await openChandigarhCompany(page);
  await keepScreenshot(page, testInfo, 'find-by-place-search-390');
  await keepScreenshot(tab, testInfo, 'find-by-place-company-390');
  await context.close();
});

/** Searches in the header box until an option shows `name`; answers the milliseconds since `since`. */
async function foundInSearchBox(page: Page, query: string, name: string, since: number): Promise<number> {
  await page.goto('/');
  const box = await reachSearchBox(page);
  const option = page.getByRole('option').filter({ hasText: name });
  for (;;) {
    await box.fill(query);
    const shown = await expect(option.first())
      .toBeVisible({ timeout: 400 })
      .then(() => true)
      .catch(() => false);
    if (shown) return Date.now() - since;
    if (Date.now() - since > SEARCHABLE_WITHIN_MS)
      throw new Error(`"${query}" did not find ${name} within ${SEARCHABLE_WITHIN_MS} ms of its registration`);
    await box.fill('');
  }
}

test('a company that joins free is found by its name and by its city within 5 s of verifying', async ({
  browser,
  page,
  request,
}) => {
  // Shimla: no seeded company is there, so the city's results are the new company's to top.
  const mobile = `9${digits(9)}`;
  const name = `Devdar Remedies ${digits(6)}`;
  await page.goto('/registration');
  const form = page.getByRole('form', { name: 'Join Free' });
  await form.getByRole('textbox', { name: 'Company name' }).fill(name);
  await form.getByRole('textbox', { name: 'Your name' }).fill('Anjali Thakur');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('textbox', { name: 'Email' }).fill(`find-by-place-${Date.now()}-${digits(4)}@example.com`);
  await pickCity(form, 'City', 'shimla', 'Shimla, Himachal Pradesh, India');
  await form.getByRole('checkbox', { name: 'PCD Pharma Franchise' }).check();
  await form.getByRole('checkbox', { name: 'General Range' }).check();
  await form.getByRole('button', { name: 'Send OTP and Join Free' }).click();

  const verify = page.getByRole('form', { name: 'Verify your mobile number' });
  await verify.getByRole('textbox', { name: 'Enter OTP' }).fill(await newestOtpFor(request, API, mobile));
  await verify.getByRole('button', { name: 'Verify and Join Free' }).click();
  await expect(page.getByTestId('registration-done')).toBeVisible();
  const verifiedAt = Date.now();

  // Buyers in another browser search for it, one by its name and one by its city, at once.
  const buyer = await browser.newContext();
  const [byNamePage, byCityPage] = [await buyer.newPage(), await buyer.newPage()];
  const [byName, byCity] = await Promise.all([
    foundInSearchBox(byNamePage, name, name, verifiedAt),
    foundInSearchBox(byCityPage, 'shimla', name, verifiedAt),
  ]);
  test.info().annotations.push({ type: 'searchable', description: `by name ${byName} ms, by city ${byCity} ms` });
  console.log(`searchable after verifying: by name ${byName} ms, by city ${byCity} ms`);
  expect(Math.max(byName, byCity)).toBeLessThanOrEqual(SEARCHABLE_WITHIN_MS);
  for (const found of [byNamePage, byCityPage]) {
    const hit = found.getByRole('option').filter({ hasText: name }).first();
    await expect(hit).toContainText('Shimla');
    await expect(hit).toHaveAttribute('href', COMPANY_SITE);
  }
  await buyer.close();
});

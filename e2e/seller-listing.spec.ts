import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newestOtpFor } from './support/dev-outbox';

// A seeded seller edits its listing on the dashboard site (:3400, remote-leads' "My listing") against the real api and
// database; the company site (:3200, server-rendered) shows the new product within 5 s of the save.
const DASHBOARD = 'http://localhost:3400';
const API = 'http://localhost:4001';

/** The seed's seller of company `id` signs in with its registered mobile (api/seed/seller-leads.ts numbers them). */
async function signIn(page: Page, request: APIRequestContext, companyId: number) {
  const mobile = `97${String(companyId).padStart(8, '0')}`;
  await page.goto(DASHBOARD);
  const form = page.getByRole('form', { name: 'Seller sign in' });
  await form.getByRole('textbox', { name: 'Registered mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await form.getByRole('textbox', { name: 'OTP' }).fill(await newestOtpFor(request, API, mobile));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

for (const [width, companyId] of [
  [375, 3],
  [1280, 4],
] as const) {
  test(`at ${width} px a seller adds a product with two molecules and a city served; the company page shows it within 5 s`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, request, companyId);
    await page.getByRole('button', { name: 'My listing' }).click();

    const served = page.getByRole('group', { name: 'Add a city served' });
    await served.getByRole('combobox', { name: 'State' }).selectOption('Punjab');
    await served.getByRole('combobox', { name: 'City' }).selectOption('Ludhiana');
    await page.getByRole('button', { name: 'Add city' }).click();
    await expect(page.getByRole('list', { name: 'Cities served' })).toContainText('Ludhiana, Punjab');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Saved. Your company page shows it')).toBeVisible();

    const name = `Ibucip Plus ${width}-${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Add product' }).click();
    const product = page.getByRole('form', { name: 'Save new product' });
    await product.getByRole('textbox', { name: 'Product name' }).fill(name);
    await product.getByRole('textbox', { name: 'Composition' }).fill('Ibuprofen IP 400 mg + Paracetamol IP 325 mg');
    await product.getByRole('textbox', { name: 'Pack' }).fill('10x10 Tablets');
    for (const [typed, molecule] of [
      ['ibupro', 'Ibuprofen'],
      ['paraceta', 'Paracetamol'],
    ] as const) {
      await product.getByRole('searchbox', { name: 'Find a molecule' }).fill(typed);
      await product.getByRole('button', { name: `Add ${molecule}`, exact: true }).click();
    }
    await product.getByRole('button', { name: 'Save new product' }).click();
    const saved = Date.now();
    await expect(page.getByRole('region', { name: 'Products' })).toContainText(name);
    await page.screenshot({ path: `.e2e/test-results/seller-listing-${width}.png`, fullPage: true });

    // Buttons and fields are tap-sized, and nothing is wider than the screen.
    for (const box of await page
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const companyPage = await page.getByRole('link', { name: 'See your company page' }).getAttribute('href');
    const buyer = await page.context().newPage();
    await expect
      .poll(
        async () => {
          await buyer.goto(companyPage!);
          return buyer.getByRole('list', { name: 'Products' }).innerText();
        },
        { timeout: 5_000, intervals: [250] },
      )
      .toContain(name);
    expect(Date.now() - saved).toBeLessThan(5_000);
    await expect(buyer.getByText('Ludhiana, Punjab', { exact: true })).toBeVisible();
    await expect(buyer.getByRole('list', { name: 'Products' })).toContainText('Ibuprofen');
  });
}

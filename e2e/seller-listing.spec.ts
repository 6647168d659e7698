import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newestOtpFor } from './support/dev-outbox';

// A seeded seller edits its listing on the dashboard site (:3400, remote-leads' "My listing") against the real api and
// database; the company site (:3200, server-rendered) shows the new product within 5 s of the save.
const DASHBOARD = 'http://localhost:3400';
const API = 'http://localhost:4001';
/** The engine's public search API, as a visitor's browser calls it: the search-only key. */
const SEARCH = 'http://localhost:4002/1/indexes/*/queries';
const SEARCH_HEADERS = { 'x-algolia-api-key': 'search-only-local-key', 'x-algolia-application-id': 'PHARMASETU' };

/** Whether a search for `query` finds the company whose record lists `product` (the record as it is after the save). */
async function foundBy(request: APIRequestContext, query: string, product: string): Promise<boolean> {
  const answer = await request.post(SEARCH, {
    headers: SEARCH_HEADERS,
    // Only the products of each hit: a thousand whole records would pass the engine's answer bound.
    data: {
      requests: [
        {
          indexName: 'pharmasetu',
          query,
          hitsPerPage: 1000,
          attributesToRetrieve: ['products'],
          attributesToHighlight: [],
        },
      ],
    },
  });
  expect(answer.status()).toBe(200);
  const hits = ((await answer.json()) as { results: { hits: { products?: string[] }[] }[] }).results[0]!.hits;
  return hits.some((hit) => hit.products?.includes(product));
}

/** Another seeded seller, signed in in a browser context of its own, edits a product it does not own: 404. */
async function otherSellerEdits(browser: Browser, request: APIRequestContext, companyId: number, productId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, request, companyId);
  await expect(page.getByRole('link', { name: 'My listing' })).toBeVisible();
  const csrf = (await context.cookies(API)).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const answer = await page.request.put(`${API}/seller/listing/products/${productId}`, {
    headers: { origin: DASHBOARD, 'x-xsrf-token': csrf },
    data: {
      name: 'Taken Over',
      composition: 'Paracetamol IP 500 mg',
      pack: '10x10 Tablets',
      form: 'Tablets',
      strength: '',
      molecules: ['Paracetamol'],
    },
  });
  const status = answer.status();
  await context.close();
  return status;
}

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

for (const [width, companyId, otherId] of [
  [375, 3, 5],
  [1280, 4, 6],
] as const) {
  test(`at ${width} px a seller adds a product with two molecules and a city served; within 5 s the company page shows it and search finds it by molecule and city; another seller gets 404`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, request, companyId);
    await page.getByRole('link', { name: 'My listing' }).click();

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
    await expect
      .poll(async () => (await foundBy(request, 'Ibuprofen', name)) && (await foundBy(request, 'Ludhiana', name)), {
        timeout: 5_000,
        intervals: [100],
      })
      .toBe(true);
    expect(Date.now() - saved).toBeLessThan(5_000);
    await expect(buyer.getByText('Ludhiana, Punjab', { exact: true })).toBeVisible();
    await expect(buyer.getByRole('list', { name: 'Products' })).toContainText('Ibuprofen');

    const listing = (await (await page.request.get(`${API}/seller/listing`)).json()) as {
      products: { id: number; name: string }[];
    };
    const productId = listing.products.find((p) => p.name === name)!.id;
    expect(await otherSellerEdits(browser, request, otherId, productId)).toBe(404);
    await buyer.reload();
    await expect(buyer.getByRole('list', { name: 'Products' })).toContainText(name);
  });
}

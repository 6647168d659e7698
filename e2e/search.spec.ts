import { expect, test, type Page } from '@playwright/test';
import { reachSearchBox, SEARCH_LABEL } from './support/search-box';

// The header search on the main site as `npm start` serves it, against the engine on 4002 (seeded data).
const box = (page: Page) => page.getByRole('combobox', { name: SEARCH_LABEL });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await reachSearchBox(page);
});

test('focus does not open the panel; short queries get the hint; a typo still finds Metformin', async ({ page }) => {
  await box(page).click();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await box(page).pressSequentially('met');
  await expect(page.locator('[data-remote="remote_search"]').getByRole('status')).toHaveText(
    'Type minimum 4 characters',
  );
  await box(page).pressSequentially('fromin');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('Metformin');
  // The option is the link (no control inside a control).
  await expect(first).toHaveAttribute('href', 'http://localhost:3100/metformin');
  await expect(first).toHaveAttribute('target', '_blank');
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(8);
});

test('no hits: "No Result found", and Enter goes to the company results', async ({ page }) => {
  await box(page).pressSequentially('zzqxzzqx');
  await expect(page.getByText('No Result found')).toBeVisible();
  await box(page).press('Enter');
  await expect(page).toHaveURL('http://localhost:3000/search?t=company&q=zzqxzzqx');
});

test('Enter goes to /search for the first hit category, and the results view lists the hits', async ({ page }) => {
  await box(page).pressSequentially('metformin');
  await expect(page.getByRole('option').first()).toContainText('Metformin');
  await box(page).press('Enter');
  await expect(page).toHaveURL('http://localhost:3000/search?t=molecule&q=metformin');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Metformin', exact: true })).toHaveAttribute(
    'href',
    'http://localhost:3100/metformin',
  );
});

test('hits open in a new tab: companies on the company site, categories under /pharma', async ({ page, context }) => {
  await box(page).pressSequentially('pcd pharma franchise');
  const category = page.getByRole('option').filter({ hasText: 'Category' }).first();
  await expect(category).toHaveAttribute('href', /^http:\/\/localhost:3000\/pharma\/[a-z0-9-]+$/);
  const [tab] = await Promise.all([context.waitForEvent('page'), category.click()]);
  await expect(tab).toHaveURL(/^http:\/\/localhost:3000\/pharma\//);
  await tab.close();

  await box(page).fill('');
  await box(page).pressSequentially('healthcare');
  const company = page.getByRole('option').filter({ hasText: 'Company' }).first();
  await expect(company).toHaveAttribute('href', /^http:\/\/localhost:3200\/[a-z0-9-]+$/);
  await expect(company).toHaveAttribute('target', '_blank');
});

test('keyboard: arrows move through hits, Enter opens the highlighted one in a new tab, Escape closes', async ({
  page,
  context,
}) => {
  await box(page).pressSequentially('metformin');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Metformin');
  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const [tab] = await Promise.all([context.waitForEvent('page'), box(page).press('Enter')]);
  await expect.poll(() => tab.url()).toContain('localhost:3100/metformin');
  await tab.close();
  expect(page.url()).toBe('http://localhost:3000/');
  await box(page).pressSequentially(' ');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await box(page).press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test.describe('mobile width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the open search is detached: full screen, with Cancel', async ({ page }) => {
    await box(page).pressSequentially('paracetamol');
    await expect(page.getByRole('option').first()).toContainText('Paracetamol');
    const form = page.locator('[data-remote="remote_search"]');
    await expect(form).toHaveAttribute('data-detached', 'true');
    expect(await form.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveAttribute('data-detached', 'false');
  });
});

test('clicking a hit in the header panel stores an Insights click with its objectID, position and queryID', async ({
  page,
  context,
  request,
}) => {
  // The answer for the full query carries the queryID (clickAnalytics: true) and the hits in panel order.
  const answer = page.waitForResponse(
    (r) =>
      r.url().includes('/1/indexes/*/queries') &&
      JSON.parse(r.request().postData() ?? '{}').requests?.[0]?.query === 'metformin',
  );
  await box(page).pressSequentially('metformin');
  const { results } = (await (await answer).json()) as {
    results: { queryID?: string; hits: { objectID: string }[] }[];
  };
  const { queryID, hits } = results[0]!;
  expect(queryID).toMatch(/^[0-9a-f]{32}$/);
  expect(hits.length).toBeGreaterThanOrEqual(2);
  const options = page.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), options.nth(1).click()]);
  await tab.close();

  const headers = { 'x-algolia-api-key': 'admin-local-key', 'x-algolia-application-id': 'PHARMASETU' };
  type StoredEvent = {
    eventType: string;
    queryID?: string;
    objectIDs?: string[];
    positions?: number[];
    index: string;
    userToken: string;
  };
  const clicks = async () => {
    const response = await request.get('http://localhost:4002/1/events/recent?limit=1000', { headers });
    expect(response.ok()).toBe(true);
    const { events } = (await response.json()) as { events: StoredEvent[] };
    return events.filter((e) => e.eventType === 'click' && e.queryID === queryID);
  };
  await expect.poll(clicks, { timeout: 10_000 }).toHaveLength(1);
  expect((await clicks())[0]).toMatchObject({
    objectIDs: [hits[1]!.objectID],
    positions: [2],
    queryID,
    index: 'pharmasetu',
    userToken: expect.stringMatching(/^anonymous-/),
  });
});

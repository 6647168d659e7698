import { expect, test } from '@playwright/test';
import { PRODUCTION_SECRETS } from '../../playwright.production.config';
import { reachSearchBox } from '../support/search-box';

// `npm start` with NODE_ENV=production and its secrets (playwright.production.config.ts): the pages carry
// the configured search key and search works from the browser and on the server; every answer is sent
// with HSTS and pages with their CSP; no source map is served; the release console's first account comes
// from the token, and its cookie is Secure.

const MAIN = 'http://localhost:3000';
const CONSOLE = 'http://localhost:4100';

test('search works with the configured search-only key: in the header box, and on the /search page', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => m.type() === 'error' && violations.push(m.text()));
  const html = await (await request.get(MAIN)).text();
  expect(/"searchKey":"([^"]+)"/.exec(html)?.[1]).toBe(PRODUCTION_SECRETS.SEARCH_API_KEY);
  expect(html.includes('search-only-local-key')).toBe(false);

  await page.goto(MAIN);
  const box = await reachSearchBox(page);
  await box.fill('pharma');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();

  const results = await page.goto(`${MAIN}/search?t=company&q=pharma`);
  expect(results!.status()).toBe(200);
  await expect(page.getByText('Search is unavailable right now')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('every answer carries HSTS, pages their CSP; no source map is served', async ({ request }) => {
  const page = await request.get(`${MAIN}/pharma`);
  expect(page.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const scripts = [
    ...(await page.text()).matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+\.js)">/g),
  ].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const file = await request.get(`${MAIN}${script}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(await file.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${MAIN}${script}.map`)).status()).toBe(404);
  }
});

test('the strong token creates the first release console account, once, with a Secure cookie', async ({ request }) => {
  const first = { account: 'asha', password: 'asha-production-password', repeat: 'asha-production-password' };
  const created = await request.post(`${CONSOLE}/first-account`, {
    form: { ...first, token: PRODUCTION_SECRETS.RELEASE_CONSOLE_TOKEN },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(303);
  expect(created.headers()['set-cookie']).toMatch(/; Secure$/);
  // from then on the token makes no account and signs nobody in; the account's password does
  const again = await request.post(`${CONSOLE}/first-account`, {
    form: { ...first, account: 'mallory', token: PRODUCTION_SECRETS.RELEASE_CONSOLE_TOKEN },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(403);
  const withToken = await request.post(`${CONSOLE}/login`, {
    form: { account: 'asha', password: PRODUCTION_SECRETS.RELEASE_CONSOLE_TOKEN },
    maxRedirects: 0,
  });
  expect(withToken.status()).toBe(401);
  const login = await request.post(`${CONSOLE}/login`, {
    form: { account: 'asha', password: first.password },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  expect(login.headers()['set-cookie']).toMatch(/; Secure$/);
});

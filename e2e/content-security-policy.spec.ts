import { expect, test, type Page } from '@playwright/test';
import { newestOtpFor } from './support/dev-outbox';
import { scrollToFooter } from './support/footer';
import { reachSearchBox } from './support/search-box';
import { seededSlugs } from './support/seeded-slugs';

// Every page type of the four sites under their Content-Security-Policy, in Chromium: each page hydrates
// and each remote it composes loads and works (search box, requirement dialog, call-back popup, footer,
// sellers' dashboard), with no `securitypolicyviolation` event and no console error on the way.

const MAIN = 'http://localhost:3000';
const MOLECULE = 'http://localhost:3100';
const COMPANY = 'http://localhost:3200';
const DASHBOARD = 'http://localhost:3400';
const API = 'http://localhost:4001';
/** A seeded seller's registered mobile (api/seed/seller-leads.ts: `97` and the company id). */
const SELLER_MOBILE = '9700000737';

interface Watched {
  problems: string[];
}

/**
 * Records CSP violations (in the page, from its start), console errors and uncaught errors. `expected`: the
 * addresses whose 4xx answer the page asks for on purpose (an unknown page's 404, the signed-out dashboard's
 * 401), which Chromium logs as "Failed to load resource".
 */
async function watch(page: Page, expected: string[] = []): Promise<Watched> {
  const watched: Watched = { problems: [] };
  await page.exposeFunction('__cspViolation', (text: string) => watched.problems.push(`${page.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `CSP ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const resource = m.location().url;
    if (
      /^Failed to load resource: the server responded with a status of 40[14]/.test(m.text()) &&
      expected.includes(resource)
    )
      return;
    watched.problems.push(`${page.url()}: console error: ${m.text().slice(0, 300)} (${resource})`);
  });
  page.on('pageerror', (e) => watched.problems.push(`${page.url()}: ${e.message.slice(0, 300)}`));
  return watched;
}

/** Opens a page, checks it came with the CSP, and waits until the shell has hydrated it and started its remotes. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp, url).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(csp, url).not.toContain('unsafe-inline');
  await page.waitForLoadState('networkidle');
}

/** The footer remote, scrolled into view, with its build label (it rendered, not its fallback). */
async function footerLoads(page: Page) {
  const footer = await scrollToFooter(page);
  await expect(footer.getByTestId('footer-build')).toBeVisible();
}

test.describe('the Content-Security-Policy', () => {
  test.setTimeout(180_000);

  test('main site: every page type hydrates, the search box, requirement dialog, call-back popup and footer load', async ({
    page,
    request,
  }) => {
    const watched = await watch(page, [`${MAIN}/no-such-page`]);
    const slugs = await seededSlugs(request);
    for (const path of [
      '/',
      '/pharma',
      `/pharma/${slugs.category}`,
      '/pharma-molecules-list',
      '/search?t=company&q=pharma',
      '/pages/contact-us',
      '/pricing',
      '/registration',
      '/no-such-page',
    ]) {
      await open(page, `${MAIN}${path}`);
      const box = await reachSearchBox(page);
      if (path === '/') {
        await box.fill('pharma');
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      }
      await footerLoads(page);
    }
    await open(page, `${MAIN}/`);
    await page.getByRole('main').getByRole('button', { name: 'Post your requirement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await footerLoads(page);
    await page.getByTestId('floating-actions').getByRole('button', { name: 'Request Call Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Request Call Back' })).toBeVisible();
    expect(watched.problems).toEqual([]);
  });

  test('molecule and company sites: every page type hydrates and its remotes load', async ({ page, request }) => {
    const watched = await watch(page);
    const slugs = await seededSlugs(request);
    for (const url of [`${MOLECULE}/`, `${MOLECULE}/${slugs.molecule}`]) {
      await open(page, url);
      await reachSearchBox(page);
      await footerLoads(page);
    }
    // The requirement card (remote-enquiry) in the molecule's page and in a company's.
    await open(page, `${MOLECULE}/${slugs.molecule}`);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/^I am Interested in : /);
    for (const url of [`${COMPANY}/`, `${COMPANY}/${slugs.company}`]) {
      await open(page, url);
      await footerLoads(page);
    }
    await open(page, `${COMPANY}/${slugs.company}`);
    await expect(page.getByTestId('requirement-card-header')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeEditable();
    expect(watched.problems).toEqual([]);
  });

  test("sellers' dashboard: sign-in, the leads list and a lead's page, under the policy", async ({ page, request }) => {
    // Signed out, the dashboard asks who is signed in (401); lead 1 is not this seller's (404, 'Lead not found').
    const watched = await watch(page, [`${API}/seller/me`, `${API}/seller/leads/1`]);
    await open(page, DASHBOARD);
    const form = page.getByRole('form', { name: 'Seller sign in' });
    await form.getByRole('textbox', { name: 'Registered mobile number' }).fill(SELLER_MOBILE);
    await form.getByRole('button', { name: 'Send OTP' }).click();
    await form.getByRole('textbox', { name: 'OTP' }).fill(await newestOtpFor(request, API, SELLER_MOBILE));
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /: leads$/ })).toBeVisible();
    await footerLoads(page);
    await open(page, `${DASHBOARD}/leads/1`);
    await expect(page.getByRole('region', { name: 'Lead details' })).toBeVisible();
    expect(watched.problems).toEqual([]);
  });
});

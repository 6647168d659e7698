import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FRANCHISE_CATEGORIES, MANUFACTURING_CATEGORIES } from '@pharmasetu/shared-contracts';
import { scrollToFooter } from './support/footer';
import { reachSearchBox } from './support/search-box';
import { newestOtpFor } from './support/dev-outbox';

// The sites, each on its own origin, with pages built from the api's data.
const MAIN = 'http://localhost:3000';
const MOLECULE = 'http://localhost:3100';
const COMPANY = 'http://localhost:3200';
const API = 'http://localhost:4001';
const RED = 'rgb(211, 47, 47)';

const indiaMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function expectMeta(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(30);
}

async function storedEnquiries(request: APIRequestContext, mobile: string) {
  const answer = await request.get(`${API}/dev/enquiries`, { params: { mobile } });
  expect(answer.status()).toBe(200);
  return (
    (await answer.json()) as { enquiries: { source: string; listing_slug: string | null; service_type: string }[] }
  ).enquiries;
}

test.describe('main site', () => {
  test('home: call to action, top categories, featured companies and molecules from the api', async ({ page }) => {
    await page.goto(MAIN);
    await expectMeta(page, /PCD Pharma Franchise/);
    await expect(page.getByRole('list', { name: 'Top categories' }).getByRole('listitem')).toHaveCount(
      FRANCHISE_CATEGORIES.length + MANUFACTURING_CATEGORIES.length,
    );
    await expect(page.getByRole('list', { name: 'Companies' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Molecules' }).getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`^${MOLECULE}/[a-z0-9-]+$`),
    );
    const opened = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          window.addEventListener('enquiry:open-requirement', (e) => resolve((e as CustomEvent).detail.section), {
            once: true,
          }),
        ),
    );
    await page.getByRole('main').getByRole('button', { name: 'Post your requirement' }).click();
    expect(await opened).toBe('home page');
  });

  test('a footer category link reaches a populated category page, sortable and paged', async ({ page }) => {
    await page.goto(MAIN);
    await (
      await scrollToFooter(page)
    )
      .getByRole('navigation', { name: 'Top Franchise Categories' })
      .getByRole('link', { name: 'PCD Pharma Franchise', exact: true })
      .click();
    await expect(page).toHaveURL(`${MAIN}/pharma/pharma-franchise-pcd`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectMeta(page, /\| PharmaSetu$/);
    const companies = page.getByRole('list', { name: 'Companies' }).getByRole('listitem');
    await expect(companies.first()).toBeVisible();
    await page.getByLabel('Sort').getByRole('link', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/sort=name/);
    const names = await page.getByRole('list', { name: 'Companies' }).getByRole('link').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // The seeded category has more companies than one page holds: Next is a crawlable link that keeps the sort.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/sort=name&page=2|page=2&sort=name/);
    await expect(page.getByText(/^Page 2 of/)).toBeVisible();
    const second = await page.getByRole('list', { name: 'Companies' }).getByRole('link').allTextContents();
    expect(second[0]!.localeCompare(names[names.length - 1]!)).toBeGreaterThanOrEqual(0);
    const opened = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          window.addEventListener('enquiry:open-requirement', (e) => resolve((e as CustomEvent).detail.section), {
            once: true,
          }),
        ),
    );
    await page.getByRole('button', { name: /^Get quotes from/ }).click();
    expect(await opened).toBe('category page');
  });

  test('categories, molecules list, footer pages, pricing: each renders and names itself', async ({ page }) => {
    await page.goto(`${MAIN}/pharma`);
    await expect(page.getByRole('region', { name: 'Manufacturing categories' }).getByRole('link')).toHaveCount(
      MANUFACTURING_CATEGORIES.length,
    );
    await page.goto(`${MAIN}/pharma-molecules-list`);
    await expect(page.getByRole('list', { name: 'Molecules' }).getByRole('listitem')).toHaveCount(60);
    for (const [slug, title] of [
      ['about-us', 'About Us'],
      ['contact-us', 'Contact Us'],
      ['career', 'Career'],
      ['privacy-policy', 'Privacy Policy'],
      ['terms-conditions', 'Terms & Conditions'],
      ['disclaimer', 'Disclaimer'],
      ['cancellation-policy', 'Cancellation Policy'],
      ['advertise-with-us', 'Advertise With Us'],
      ['frequently-asked-questions', 'Frequently Asked Questions'],
      ['press', 'Press'],
      ['get-membership-pharmasetu', 'Get Membership'],
    ] as const) {
      await page.goto(`${MAIN}/pages/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectMeta(page, new RegExp(`^${title.replace(/[&]/g, '.')} \\| PharmaSetu$`));
    }
    await page.goto(`${MAIN}/pricing`);
    const free = page.locator('[data-package-id="5"]');
    await expect(free.getByRole('link', { name: 'Join Free' })).toHaveAttribute('href', `${MAIN}/registration`);
    expect(await page.getByRole('list', { name: 'Packages' }).locator('[data-package-id]').count()).toBeGreaterThan(1);
  });

  test('Join Free: validation messages; a seller mobile already registered is refused after its OTP', async ({
    page: tab,
    request,
  }) => {
    await tab.goto(`${MAIN}/registration`);
    const page = tab.getByRole('form', { name: 'Join Free' });
    const send = page.getByRole('button', { name: 'Send OTP and Join Free' });
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your company name');
    // The seed's seller of company 12 signs in with 9700000012 (the dashboard's rule).
    const taken = '9700000012';
    await page.getByLabel('Company name').fill('Shree Ganesh Pharma');
    await page.getByLabel('Your name').fill('Ganesh Patil');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await page.getByLabel('Email', { exact: true }).fill(`reg-${indiaMobile()}@example.com`);
    await page.getByRole('combobox', { name: 'City' }).fill('Indore');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter 10 digit valid mobile number');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(taken);
    await page.getByRole('checkbox', { name: 'PCD Pharma Franchise' }).check();
    await page.getByRole('checkbox', { name: 'General Range' }).check();
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please choose your city from the list');
    await page.getByRole('combobox', { name: 'City' }).fill('');
    await page.getByRole('combobox', { name: 'City' }).pressSequentially('indo');
    await page.getByRole('option', { name: 'Indore, Madhya Pradesh, India' }).click();
    await send.click();
    const verify = tab.getByRole('form', { name: 'Verify your mobile number' });
    await verify.getByRole('textbox', { name: 'Enter OTP' }).fill(await newestOtpFor(request, API, taken));
    await verify.getByRole('button', { name: 'Verify and Join Free' }).click();
    await expect(verify.getByRole('alert')).toHaveText('This mobile number is already registered');
  });

  test('an unknown path or slug shows the 404 page on every site', async ({ page }) => {
    for (const url of [
      `${MAIN}/no-such-page`,
      `${MAIN}/pharma/no-such-category`,
      `${MAIN}/pages/no-such-page`,
      `${COMPANY}/no-such-company`,
      `${MOLECULE}/no-such-molecule`,
    ]) {
      await page.goto(url);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page).toHaveTitle(/^Page not found/);
    }
  });
});

test.describe('search hits lead to the other sites', () => {
  for (const [query, category, site] of [
    ['metformin', 'molecule', MOLECULE],
    ['pharma', 'company', COMPANY],
  ] as const) {
    test(`a ${category} hit opens its page on the ${category} site`, async ({ page, context }) => {
      await page.goto(MAIN);
      await (await reachSearchBox(page)).pressSequentially(query);
      // The option is the link itself (no control inside a control).
      const link = page.locator(`[role="option"][href^="${site}/"]`).first();
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await opened.waitForLoadState();
      expect(opened.url().startsWith(`${site}/`)).toBe(true);
      await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(opened.getByTestId('not-found')).toHaveCount(0);
    });
  }
});

test('company site: the listing page with details and products, and a red card that posts with its listing_slug', async ({
  page,
  request,
}) => {
  await page.goto(COMPANY);
  await expectMeta(page, /Company Directory/);
  const first = page.getByRole('list', { name: 'Companies' }).getByRole('link').first();
  const slug = (await first.getAttribute('href'))!.replace(/^\//, '');
  await first.click();
  await expect(page).toHaveURL(`${COMPANY}/${slug}`);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search companies, categories and molecules' })).toHaveCount(0);
  await expect(page.getByTestId('requirement-card-header')).toHaveCSS('background-color', RED);

  const mobile = indiaMobile();
  const posts: unknown[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/enquiry/new') && posts.push(r.postDataJSON()));
  await page.getByRole('radio', { name: 'PCD Pharma Franchise' }).check();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Need franchise for my district, please share your product list');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /OTP/ }).fill(await newestOtpFor(request, API, mobile));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({ listing_slug: slug, source: 'Website', mobile });
  await expect.poll(async () => (await storedEnquiries(request, mobile)).map((e) => e.listing_slug)).toEqual([slug]);
});

test("molecule site: the molecule's page lists companies, and its enquiry is stored with source 'Website-Molecule'", async ({
  page,
  request,
}) => {
  await page.goto(`${MOLECULE}/metformin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metformin');
  await expectMeta(page, /^Metformin PCD Franchise/);
  await expect(page.getByRole('list', { name: 'Companies' }).getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^${COMPANY}/`),
  );
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('I am Interested in : Metformin');

  const mobile = indiaMobile();
  await page.getByRole('radio', { name: '3rd Party Manufacturing' }).check();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect
    .poll(async () => (await storedEnquiries(request, mobile)).map((e) => [e.source, e.service_type]))
    .toEqual([['Website-Molecule', '3rd Party Manufacturing']]);
});

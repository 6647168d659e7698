import { expect, test, type Page } from '@playwright/test';
import { localSiteSettings, theme } from '@pharmasetu/shared-contracts';
import { scrollToFooter } from './support/footer';

// The main site as `npm start` serves it, with the real api behind it (spec §2, §4, §7, §8).
const MAIN = 'http://localhost:3000';
const settings = localSiteSettings('main');

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The footer loads when the visitor comes near it: open the home page and scroll down to it. */
async function openFooter(page: Page) {
  await page.goto('/');
  return scrollToFooter(page);
}

/** The api origin this site talks to, as the page's own settings say. */
const apiOrigin = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __SITE_SETTINGS__?: { urls: { api: string } } }).__SITE_SETTINGS__?.urls.api ??
      'http://localhost:4001',
  );

const uniqueEmail = (tag: string) =>
  `footer-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function subscribe(page: Page, email: string) {
  const footer = await openFooter(page);
  await footer.getByLabel('Email address').fill(email);
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/web/footer/subscribe') && r.request().method() === 'POST',
  );
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  return { footer, response: await response };
}

test.describe('footer newsletter', () => {
  test('subscribing succeeds with the green message, and further submits send nothing', async ({ page }) => {
    const email = uniqueEmail('ok');
    const { footer, response } = await subscribe(page, email);
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ email });
    const message = footer.getByText('Successfully subscribed to Newsletter');
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS('background-color', rgb(theme.colors.green));

    let posts = 0;
    page.on('request', (r) => r.url().endsWith('/web/footer/subscribe') && posts++);
    // aria-disabled, not disabled: a visitor can still click it or press Enter in the field.
    await footer.getByRole('button', { name: 'Subscribed' }).click({ force: true });
    await footer.getByLabel('Email address').press('Enter');
    await page.waitForTimeout(500);
    expect(posts).toBe(0);
  });

  // Subscribing an address that is already subscribed must not tell anyone so. The second subscribe of
  // the same address (from a fresh page) answers exactly as the first; "stored once" is asserted on the database
  // in api/test/security/newsletter-disclosure.test.ts.
  test('the same address again gets the same green success: nothing tells that it was already subscribed', async ({
    page,
  }) => {
    const email = uniqueEmail('twice');
    const first = await subscribe(page, email);
    expect(first.response.status()).toBe(200);
    const firstAnswer = await first.response.json(); // read before the page is left
    await expect(first.footer.getByText('Successfully subscribed to Newsletter')).toBeVisible();

    const again = await subscribe(page, email);
    expect(again.response.status()).toBe(200);
    expect(await again.response.json()).toEqual(firstAnswer);
    const message = again.footer.getByText('Successfully subscribed to Newsletter');
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS('background-color', rgb(theme.colors.green));
  });

  test("with the api unreachable the red 'Failed to subscribe to Newsletter' shows", async ({ page }) => {
    const footer = await openFooter(page);
    // The api is shared by the other tests and must keep running: for this one test only, every request
    // from this page to the api origin is aborted in the browser, as if the api were down.
    const api = await apiOrigin(page);
    await page.route(`${api}/**`, (route) => route.abort('connectionrefused'));
    await footer.getByLabel('Email address').fill(uniqueEmail('down'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const message = footer.getByText('Failed to subscribe to Newsletter');
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS('background-color', rgb(theme.colors.red));
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible(); // back to idle: a retry is allowed
  });

  test('the browser-side rule answers before any request: empty, then an over-long local part', async ({ page }) => {
    const footer = await openFooter(page);
    let posts = 0;
    page.on('request', (r) => r.url().endsWith('/web/footer/subscribe') && posts++);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Please enter your email');
    await footer.getByLabel('Email address').fill(`${'a'.repeat(65)}@example.com`);
    await expect(footer.getByRole('status')).toHaveText(''); // editing hides the message
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Please enter a valid email');
    expect(posts).toBe(0);
  });
});

test('every footer link has exactly the spec’s href', async ({ page }) => {
  const footer = await openFooter(page);
  const hrefs = (name: string) =>
    footer
      .getByRole('navigation', { name })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

  expect(await hrefs('Quick Links')).toEqual([
    `${MAIN}/pages/about-us`,
    `${MAIN}/pages/contact-us`,
    `${MAIN}/pages/career`,
    `${MAIN}/pages/privacy-policy`,
    `${MAIN}/pages/terms-conditions`,
    `${MAIN}/pages/disclaimer`,
    `${MAIN}/pages/cancellation-policy`,
    `${MAIN}/pricing`,
    settings.urls.blog,
    `${MAIN}/pages/get-membership-${settings.product}`,
    `${MAIN}/pharma`,
    `${MAIN}/pharma-molecules-list`,
    'http://localhost:3200/',
    `${MAIN}/pages/advertise-with-us`,
    `${MAIN}/pages/frequently-asked-questions`,
    `${MAIN}/pages/press`,
    'http://localhost:3100/',
  ]);
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('target', '_blank');

  expect(await hrefs('Top Franchise Categories')).toEqual(
    [
      'pharma-franchise-for-eye-drop',
      'pharma-franchise-for-injection',
      'ophthalmic-pcd-companies',
      'monopoly-pcd-pharma-franchise',
      'gyne-pcd-companies',
      'pharma-franchise-pcd',
      'cosmetics-dermacare-franchise',
      'pediatric-drugs',
      'herbal-and-ayurvedic-product',
      'pharmaceutical-distributors',
    ].map((slug) => `${MAIN}/pharma/${slug}`),
  );
  expect(await hrefs('Top Manufacturing Categories')).toEqual(
    [
      'pharma-third-party-manufacturing',
      'ayurvedic-herbal',
      'soft-geletin-manufacturer',
      'allopathic-drug-medicine',
      'cosmetics-dermacare',
      'cosmetics-and-personal-care',
      'injection-manufacturer',
      'pharma-manufacturing',
      'pharma-contract-manufacturing',
    ].map((slug) => `${MAIN}/pharma/${slug}`),
  );
  expect(await hrefs('Follow us')).toEqual(settings.social.map((s) => s.href));
  expect(await hrefs('Seller app')).toEqual(settings.apps.map((s) => s.href));

  const contact = footer.getByRole('region', { name: 'Contact' });
  expect(await contact.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    'tel:+919876543210',
    'tel:+911724660011',
    'https://wa.me/919876543210',
    `mailto:${settings.contact.email}`,
  ]);
  await expect(contact.getByText(settings.contact.address)).toBeVisible();

  // A link followed for real: the spec's path is a page the site serves.
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(`${MAIN}/pages/privacy-policy`);
});

test("the floating 'Request Call Back' button emits enquiry:open-callback from 'sticky enquiry'", async ({ page }) => {
  await openFooter(page);
  await page.evaluate(() => {
    const seen: unknown[] = ((window as unknown as { __callbacks: unknown[] }).__callbacks = []);
    window.addEventListener('enquiry:open-callback', (event) => seen.push((event as CustomEvent).detail));
  });
  await page.getByTestId('floating-actions').getByRole('button', { name: 'Request Call Back' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __callbacks: unknown[] }).__callbacks))
    .toEqual([{ section: 'sticky enquiry' }]);
});

test('the floating WhatsApp button opens a chat in a new tab and emits the WhatsApp tracking event', async ({
  page,
  context,
}) => {
  // wa.me is outside the test's world: answer it locally.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }));
  await openFooter(page);
  await page.evaluate(() => {
    const seen: unknown[] = ((window as unknown as { __tracked: unknown[] }).__tracked = []);
    window.addEventListener('track:event', (event) => seen.push((event as CustomEvent).detail));
  });
  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByTestId('floating-actions')
      .getByRole('link', { name: /^Chat on WhatsApp/ })
      .click(),
  ]);
  expect(chat.url()).toBe('https://wa.me/919876543210');
  const tracked = await page.evaluate(() => (window as unknown as { __tracked: { name: string }[] }).__tracked);
  expect(tracked.filter((t) => t.name === 'whatsapp_click')).toEqual([
    { name: 'whatsapp_click', params: { category: 'WhatsApp', section: 'sticky enquiry' } },
  ]);
});

for (const width of [375, 1440]) {
  test(`the footer fits a ${width} px wide screen and its floating buttons stay in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const footer = await openFooter(page);
    const overflow = await footer.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const button = page.getByTestId('floating-actions').getByRole('button', { name: 'Request Call Back' });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width && box.y + box.height <= 800).toBe(true);
  });
}

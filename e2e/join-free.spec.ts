import { expect, test } from '@playwright/test';
import { newestOtpFor, outboxFor } from './support/dev-outbox';
import { expectNoHorizontalOverflow, expectTapTargets, keepScreenshot } from './support/layout-checks';
import { describeShifts, shiftsOfLoad } from './support/layout-shift';
import {
  API,
  BENGALURU,
  card,
  DASHBOARD,
  digits,
  leadOnDashboard,
  pickCity,
  routedLeads,
  sellerWasTold,
} from './support/lead-delivery';

// Join Free verified: a company in Bengaluru (its city picked from the list) proves its mobile by SMS, picks a
// category, is listed (found by search, its page served) and welcomed with the dashboard link, and the next matching
// requirement from Karnataka reaches it: SMS and e-mail in the outbox, the lead on its dashboard.
const COMPANY = 'http://localhost:3200';
const CATEGORY = 'Dermatology / Cosmetics';

test('a Join Free company in Bengaluru verifies its mobile, picks a category, and gets a matching lead', async ({
  browser,
  page,
  request,
}) => {
  const mobile = `9${digits(9)}`;
  const name = `Kaveri Dermacare ${digits(6)}`;
  const email = `join-free-${Date.now()}-${digits(4)}@example.com`;

  await page.goto('/registration');
  const form = page.getByRole('form', { name: 'Join Free' });
  await form.getByRole('textbox', { name: 'Company name' }).fill(name);
  await form.getByRole('textbox', { name: 'Your name' }).fill('Lakshmi Rao');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await pickCity(form, 'City', BENGALURU.typed, BENGALURU.option);
  await form.getByRole('checkbox', { name: 'PCD Pharma Franchise' }).check();
  await form.getByRole('checkbox', { name: CATEGORY }).check();
  await form.getByRole('button', { name: 'Send OTP and Join Free' }).click();

  const verify = page.getByRole('form', { name: 'Verify your mobile number' });
  await verify.getByRole('textbox', { name: 'Enter OTP' }).fill(await newestOtpFor(request, API, mobile));
  await verify.getByRole('button', { name: 'Verify and Join Free' }).click();
  await expect(page.getByTestId('registration-done')).toContainText(
    'Thank you for registering. Our team will call you within one working day.',
  );
  await expect(page.getByRole('link', { name: 'Open your leads dashboard' })).toHaveAttribute('href', /:3400/);

  // Welcomed by SMS and e-mail, each with the dashboard's address.
  await expect
    .poll(async () => (await outboxFor(request, API, `+91${mobile}`)).filter((m) => m.text.includes(DASHBOARD)))
    .toHaveLength(1);
  await expect
    .poll(async () => (await outboxFor(request, API, email)).filter((m) => m.text.includes(DASHBOARD)))
    .toHaveLength(1);

  // Listed: the search finds it, and its company page is served.
  await page.goto(`/search?t=company&q=${encodeURIComponent(name)}`);
  const hit = page.getByRole('link', { name: new RegExp(name) }).first();
  await expect(hit).toBeVisible();
  const slug = new URL((await hit.getAttribute('href'))!, COMPANY).pathname.split('/').filter(Boolean).pop()!;
  expect((await request.get(`${COMPANY}/${slug}`)).status()).toBe(200);

  // A buyer in Bengaluru posts and verifies a PCD requirement for that category.
  const buyerMobile = `9${digits(9)}`;
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await buyerPage.goto('/');
  await buyerPage.getByRole('button', { name: 'Post your requirement' }).first().click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Post your Requirement' });
  const title = dialog.getByRole('heading', { level: 2 });
  await card.postRequirement(dialog, buyerMobile);
  await expect(title).toHaveText('Contact & Business Information');
  await card.contact(dialog, `buyer-${Date.now()}-${digits(4)}@example.com`, BENGALURU);
  await expect(title).toHaveText('Specific Requirement');
  await card.specificRequirement(dialog, CATEGORY, BENGALURU);
  await expect(title).toHaveText('OTP Verification');
  await card.otp(dialog, request, buyerMobile);
  await expect(title).toHaveText('Successful Submission');
  await buyer.close();

  const lead = (await routedLeads(request, buyerMobile)).find((l) => l.company_slug === slug);
  expect(lead, `the requirement reached ${slug}`).toBeDefined();
  expect(lead!.seller_mobile).toBe(mobile);
  await sellerWasTold(request, lead!);
  await leadOnDashboard(page, request, lead!, buyerMobile, { city: BENGALURU, category: CATEGORY, area: BENGALURU });
});

const WIDTHS = [320, 360, 390, 412, 430, 768, 1280] as const;

for (const width of WIDTHS)
  test(`the Join Free page at ${width} px: the form in the room kept for it, no layout shift, taps of 40 px, no overflow`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { cls, detail } = describeShifts(await shiftsOfLoad(browser, 'http://localhost:3000/registration', width));
    expect(cls, `${width} px: ${detail}`).toBeLessThan(0.01);
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 } });
    const page = await context.newPage();
    await page.goto('/registration');
    const form = page.getByRole('form', { name: 'Join Free' });
    await expect(form).toBeVisible({ timeout: 30_000 });
    // The room kept before the form ran holds it: the form ends inside it.
    const box = await page.evaluate(() => {
      const room = document.querySelector('[aria-label="Join Free form"]')!.parentElement!.getBoundingClientRect();
      const formBox = document.querySelector('form[aria-label="Join Free"]')!.getBoundingClientRect();
      return { room: room.height, form: formBox.height };
    });
    expect(box.form, `${width} px: form ${box.form} px in ${box.room} px`).toBeLessThanOrEqual(box.room);
    await form.getByRole('checkbox', { name: 'PCD Pharma Franchise' }).check();
    await expectNoHorizontalOverflow(page, `/registration at ${width} px`);
    await expectTapTargets(page, `/registration at ${width} px`, 'main');
    await keepScreenshot(page, testInfo, `join-free-${width}`);
    await context.close();
  });

test('the Join Free page without JavaScript says what Join Free is and how to join by phone', async ({
  browser,
}, testInfo) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await noJs.newPage();
  await page.goto('/registration');
  const steps = page.getByTestId('join-free-steps');
  await expect(steps).toContainText('Verify your mobile number with the code we send by SMS.');
  await expect(steps).toContainText('The form needs JavaScript to send the SMS code. Without it, call us');
  await expect(steps.getByRole('link').first()).toHaveAttribute('href', /^tel:/);
  await expectTapTargets(page, '/registration without JavaScript', 'main');
  await keepScreenshot(page, testInfo, 'join-free-no-js-360');
  await noJs.close();
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { newestOtpFor } from './support/dev-outbox';
import { expectNoHorizontalOverflow, expectTapTargets, SCREENSHOTS_DIR } from './support/layout-checks';
import { API, DASHBOARD, digits, routedLeads, type RoutedLead } from './support/lead-delivery';

// The sellers' dashboard as a seller uses it, on a phone and a desktop: a lead opened from its address, acted on
// and found again after a reload; filters in the address; preferences saved; the api out of reach said plainly.

/** Posts to the api as a browser would (CSRF cookie and header), failing on anything but a 200. */
async function post(request: APIRequestContext, path: string, body: unknown) {
  const { token } = (await (await request.get(`${API}/csrf`)).json()) as { token: string };
  const r = await request.post(`${API}${path}`, { data: body, headers: { 'X-XSRF-TOKEN': token } });
  expect(r.status(), `${path}: ${await r.text()}`).toBe(200);
  return (await r.json()) as Record<string, unknown>;
}

/** A verified general PCD requirement from Punjab through the card's api calls; answers one of its leads. */
async function routedRequirement(
  request: APIRequestContext,
  step0: Record<string, string> = {},
): Promise<{ lead: RoutedLead; mobile: string }> {
  const mobile = `9${digits(9)}`;
  const posted = await post(request, '/enquiry/new', {
    ...step0,
    service_type: 'PCD Pharma Franchise',
    mobile,
    country_code: 'IN',
    isd_code: '91',
    message: 'Need a PCD franchise for tablets in Punjab',
    source: 'Website',
  });
  const enquiry_id = posted.enquiry_id as string;
  await post(request, '/enquiry/update', {
    enquiry_id,
    name: 'Gurpreet Sandhu',
    email: `dashboard-${mobile}@example.com`,
    address: 'Mohali, Punjab, India',
    gst_number: 1,
    drug_license: 1,
  });
  const requirement = {
    enquiry_id,
    medicine_type: ['Tablets'],
    service_for: ['General Range'],
    pcd_area: 'Ludhiana, Punjab, India',
  };
  await post(request, '/enquiry/update', requirement);
  await post(request, '/enquiry/otp/generate', { mobile, country: 'IN' });
  await post(request, '/enquiry/otp/validate', { otp: await newestOtpFor(request, API, mobile) });
  await expect.poll(async () => (await routedLeads(request, mobile)).length).toBeGreaterThan(0);
  return { lead: (await routedLeads(request, mobile))[0]!, mobile };
}

/** A screenshot of the header and the dashboard, down to where the footer starts (which every site page shares). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const { width, bottom } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    bottom: Math.ceil(document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY),
  }));
  const body = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height: bottom } });
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  await writeFile(join(SCREENSHOTS_DIR, `${name}.png`), body);
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

async function signIn(page: Page, request: APIRequestContext, mobile: string) {
  const form = page.getByRole('form', { name: 'Seller sign in' });
  await form.getByRole('textbox', { name: 'Registered mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await form.getByRole('textbox', { name: 'OTP' }).fill(await newestOtpFor(request, API, mobile));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

for (const width of [375, 1280] as const) {
  test.describe(`the sellers' dashboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.setTimeout(180_000);

    test('opens a lead from its address, marks it quoted with a note; after a reload both are there; filters stay in the address', async ({
      page,
      request,
    }, testInfo) => {
      const { lead, mobile } = await routedRequirement(request);
      const note = `Sent our rate list on WhatsApp (${width})\nCall again after Diwali`;

      // The SMS link: /leads/:id, the sign-in first, then that lead.
      await page.goto(`${DASHBOARD}/leads/${lead.id}`);
      await expect(page.getByRole('link', { name: 'Post your requirement' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Post your requirement' })).toHaveCount(0);
      await expect(page.getByTestId('floating-actions')).toHaveCount(0);
      await signIn(page, request, lead.seller_mobile);
      const details = page.getByRole('region', { name: 'Lead details' });
      await expect(details.getByRole('heading', { name: 'PCD Pharma Franchise in Punjab' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expect(details.getByRole('link', { name: 'Call Gurpreet Sandhu' })).toHaveAttribute(
        'href',
        `tel:+91${mobile}`,
      );
      await expect(details.getByRole('link', { name: 'WhatsApp Gurpreet Sandhu' })).toHaveAttribute(
        'href',
        `https://wa.me/91${mobile}`,
      );
      await expect(page.getByRole('region', { name: 'Quota and package' })).toContainText(/\d+ of \d+ leads this week/);

      await details.getByRole('button', { name: 'Mark quoted' }).click();
      await expect(details.getByRole('status')).toHaveText('Marked quoted.');
      await details.getByRole('textbox', { name: 'Only your company sees this note' }).fill(note);
      await details.getByRole('button', { name: 'Save note' }).click();
      await expect(details.getByRole('status')).toHaveText('Note saved.');
      await expectNoHorizontalOverflow(page, `lead at ${width}`);
      if (width < 768) await expectTapTargets(page, `lead at ${width}`, '[aria-label="Lead details"] section');
      await keepScreenshot(page, testInfo, `seller-dashboard-lead-${width}`);

      await page.reload();
      await expect(details.getByRole('definition').last()).toHaveText('Quoted');
      await expect(details.getByRole('textbox', { name: 'Only your company sees this note' })).toHaveValue(note);
      const timeline = details.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
      await expect(timeline.nth(1)).toContainText('Marked quoted');
      await expect(timeline.nth(2)).toContainText('Note added');

      // Back to the list, filtered to quoted leads: the filter is in the address, and a reload keeps it.
      await details.getByRole('link', { name: 'Back to leads' }).click();
      await expect(page).toHaveURL(`${DASHBOARD}/`);
      await page.getByRole('combobox', { name: 'Status' }).selectOption('quoted');
      await expect(page).toHaveURL(`${DASHBOARD}/?status=quoted`);
      await page.getByRole('combobox', { name: 'State' }).selectOption('Punjab');
      await expect(page).toHaveURL(`${DASHBOARD}/?state=Punjab&status=quoted`);
      // (On a phone each cell's label is shown before its value, so the row is found by its text.)
      const row = page.getByRole('row').filter({ hasText: mobile });
      await expect(row).toHaveCount(1);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('quoted');
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Punjab');
      await expect(row).toHaveCount(1);
      // Back and forward walk the filters.
      await page.goBack();
      await expect(page).toHaveURL(`${DASHBOARD}/?status=quoted`);
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
      await page.goForward();
      await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Punjab');
      // The open lead is an address too: back returns to the filtered list.
      await row.getByRole('link', { name: `View lead ${lead.id}` }).click();
      await expect(page).toHaveURL(`${DASHBOARD}/leads/${lead.id}?state=Punjab&status=quoted`);
      await page.goBack();
      await expect(row).toHaveCount(1);

      // Nothing matches: said so, with a way out.
      await page.getByRole('combobox', { name: 'Status' }).selectOption('converted');
      await page.getByRole('combobox', { name: 'State' }).selectOption('Goa');
      await expect(page.getByText('No leads match these filters.')).toBeVisible();
      await expectNoHorizontalOverflow(page, `empty list at ${width}`);
      await keepScreenshot(page, testInfo, `seller-dashboard-empty-${width}`);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(`${DASHBOARD}/`);
      await expect(row).toHaveCount(1);

      // The preferences: one more state served, saved, and still there after a reload.
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Preferences' }).click();
      await expect(page).toHaveURL(`${DASHBOARD}/preferences`);
      const served = () => page.getByRole('group', { name: /^States you serve/ });
      await expect(served().getByRole('checkbox').first()).toBeVisible();
      let added = '';
      for (const state of ['Goa', 'Sikkim', 'Mizoram', 'Nagaland']) {
        if (!(await served().getByRole('checkbox', { name: state, exact: true }).isChecked())) {
          added = state;
          break;
        }
      }
      expect(added, 'a state this seller does not serve yet').not.toBe('');
      await served().getByRole('checkbox', { name: added, exact: true }).check();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await expect(
        page.getByText('Preferences saved. New requirements are matched with them from now on.'),
      ).toBeVisible();
      await page.reload();
      await expect(served().getByRole('checkbox', { name: added, exact: true })).toBeChecked();
    });

    test("the api out of reach: a signed-in seller is told PharmaSetu can't be reached, with a retry, never the sign-in form", async ({
      page,
      request,
    }) => {
      const { lead } = await routedRequirement(request);
      await page.goto(DASHBOARD);
      await signIn(page, request, lead.seller_mobile);
      await expect(page.getByRole('heading', { level: 1, name: `${lead.company_name}: leads` })).toBeVisible();
      await page.route(`${API}/**`, (route) => route.abort('connectionrefused'));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Can’t reach PharmaSetu' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Seller sign in' })).toHaveCount(0);
      await page.unroute(`${API}/**`);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${lead.company_name}: leads` })).toBeVisible();
    });
  });
}

test('the dashboard at 320 to 1280 px: every address fits with no sideways scroll, its controls 40 px on a phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  // A buyer who needs it now: the lead is hot, so its badge is in the rows and on its page.
  const { lead } = await routedRequirement(request, { required_when: 'Immediately' });
  await page.goto(DASHBOARD);
  await signIn(page, request, lead.seller_mobile);
  await expect(page.getByRole('heading', { level: 1, name: `${lead.company_name}: leads` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Hot' }).first()).toBeVisible();
  // A key in the list, so its Revoke button is measured too.
  await page.goto(`${DASHBOARD}/api-access`);
  await page.getByRole('textbox', { name: 'Key name' }).fill('Layout check');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Copy your new key now: it is not shown again.')).toBeVisible();
  for (const width of [320, 360, 390, 412, 430, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, name, ready] of [
      ['/', 'leads', page.getByRole('region', { name: 'Leads' }).getByRole('table')],
      [`/leads/${lead.id}`, 'lead', page.getByRole('region', { name: 'Timeline' })],
      ['/preferences', 'preferences', page.getByRole('button', { name: 'Save preferences' })],
      ['/listing', 'listing', page.getByRole('button', { name: 'Save profile' })],
      ['/api-access', 'api-access', page.getByRole('list', { name: 'Your API keys' })],
    ] as const) {
      await page.goto(`${DASHBOARD}${path}`);
      await expect(ready).toBeVisible();
      await expectNoHorizontalOverflow(page, `${path} at ${width}`);
      if (width < 768) await expectTapTargets(page, `${path} at ${width}`, 'main');
      await keepScreenshot(page, testInfo, `seller-dashboard-${name}-${width}`);
    }
  }
});

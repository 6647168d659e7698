import { expect, test, type APIRequestContext } from '@playwright/test';
import { newestOtpFor } from './support/dev-outbox';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  expectTapTargets,
  keepScreenshot,
} from './support/layout-checks';
import { API, DASHBOARD, digits, routedLeads } from './support/lead-delivery';

// A lead's page with every field of the card answered, on the phones sellers carry and on a desktop: readable, no
// sideways scrolling, 40 px tap targets; a screenshot of each width is kept in .e2e/screenshots/.
const WIDTHS = [320, 360, 390, 412, 430, 768, 1280] as const;

/** Posts to the api as a browser would (CSRF cookie and header), failing on anything but a 200. */
async function post(request: APIRequestContext, path: string, body: unknown) {
  const { token } = (await (await request.get(`${API}/csrf`)).json()) as { token: string };
  const r = await request.post(`${API}${path}`, { data: body, headers: { 'X-XSRF-TOKEN': token } });
  expect(r.status(), `${path}: ${await r.text()}`).toBe(200);
  return (await r.json()) as Record<string, unknown>;
}

/** A general PCD requirement with every field answered, through the card's api calls, verified by SMS OTP. */
async function everyFieldRequirement(request: APIRequestContext, mobile: string) {
  const posted = await post(request, '/enquiry/new', {
    service_type: 'PCD Pharma Franchise',
    mobile,
    country_code: 'IN',
    isd_code: '91',
    message: 'Need a PCD franchise for gynaecology tablets and syrups across Punjab, with visual aids and MR bags',
    source: 'Website',
    required_when: 'Within 15 days',
    call_time: 'Afternoon (12 PM - 4 PM)',
  });
  const enquiry_id = posted.enquiry_id as string;
  await post(request, '/enquiry/update', {
    enquiry_id,
    name: 'Gurpreet Singh Sandhu',
    email: `lead-page-${mobile}@example.com`,
    address: 'Mohali, Punjab, India',
    firm_name: 'Sandhu Pharmaceutical Distributors Private Limited',
    gst_number: 1,
    drug_license: 2,
    experience: 'More than 10 years',
    profession: 'Area / Regional Sales Manager',
  });
  const requirement = {
    enquiry_id,
    medicine_type: ['Tablets', 'Syrups & Suspensions', 'Ointments, Creams & Gels'],
    service_for: ['Gynaecology', 'Dermatology / Cosmetics', 'Cardiac & Diabetic'],
    selling_purpose: 'Hospital / institutional supply',
    investment: 50001,
    pcd_area: 'Ludhiana, Punjab, India',
  };
  await post(request, '/enquiry/update', requirement);
  await post(request, '/enquiry/otp/generate', { mobile, country: 'IN' });
  await post(request, '/enquiry/otp/validate', { otp: await newestOtpFor(request, API, mobile) });
  await post(request, '/enquiry/update', requirement);
}

test('a lead with every field, at 320 to 1280 px: readable, no sideways scroll, 40 px tap targets', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const mobile = `9${digits(9)}`;
  await everyFieldRequirement(request, mobile);
  await expect.poll(async () => (await routedLeads(request, mobile)).length).toBeGreaterThan(0);
  const [lead] = await routedLeads(request, mobile);

  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`${DASHBOARD}/leads/${lead!.id}`);
  const form = page.getByRole('form', { name: 'Seller sign in' });
  await form.getByRole('textbox', { name: 'Registered mobile number' }).fill(lead!.seller_mobile);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await form.getByRole('textbox', { name: 'OTP' }).fill(await newestOtpFor(request, API, lead!.seller_mobile));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  const details = page.getByRole('region', { name: 'Lead details' });
  await expect(details.getByRole('term')).toHaveCount(19);
  await expect(details.getByRole('definition').nth(4)).toHaveText('Within 15 days');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    const where = `the lead page at ${width} px`;
    await expectNoHorizontalOverflow(page, where);
    await expectTapTargets(page, where, 'main');
    // Readable: no line of the page's text is smaller than 14 px.
    expect(
      await details.evaluate((el) =>
        Array.from(el.querySelectorAll('dt, dd, h2'))
          .filter((e) => parseFloat(getComputedStyle(e).fontSize) < 14)
          .map((e) => `${e.textContent} ${getComputedStyle(e).fontSize}`),
      ),
    ).toEqual([]);
    await keepScreenshot(page, testInfo, `seller-lead-${width}`);
  }
  await expectNoSeriousAxeViolations(page, 'the lead page', 'main');
});

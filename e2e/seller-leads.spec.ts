import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newestOtpFor, outboxFor } from './support/dev-outbox';

// End to end: a buyer's verified general requirement is routed to matching sellers, who are told by
// e-mail and SMS and see it, behind an OTP sign-in, on the dashboard site (:3400, composing remote-leads); a
// seller it was not routed to does not. Real api, real database; messages read from the development outbox.
const MAIN = 'http://localhost:3000';
const DASHBOARD = 'http://localhost:3400';
const API = 'http://localhost:4001';

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const BUYER = 'Gurpreet Sandhu';
const MESSAGE = 'Need a PCD franchise for tablets in Punjab';

interface RoutedLead {
  id: number;
  enquiry_id: number;
  company_name: string;
  status: string;
  seller_mobile: string;
  seller_email: string;
}

/** The companies the api routed this buyer's verified requirements to (development-only /dev/enquiries). */
async function routedLeads(request: APIRequestContext, buyerMobile: string): Promise<RoutedLead[]> {
  const r = await request.get(`${API}/dev/enquiries`, { params: { mobile: buyerMobile } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { leads: RoutedLead[] }).leads.map((l) => ({
    ...l,
    id: Number(l.id),
    enquiry_id: Number(l.enquiry_id),
  }));
}

/** Posts to the api as a browser would (CSRF cookie + header): the set-up of a registered company. */
async function apiPost(request: APIRequestContext, path: string, body: unknown) {
  const { token } = (await (await request.get(`${API}/csrf`)).json()) as { token: string };
  const response = await request.post(`${API}${path}`, { data: body, headers: { 'X-XSRF-TOKEN': token } });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

async function pickCity(dialog: Locator, label: string, typed: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).pressSequentially(typed);
  await dialog.getByRole('option', { name: option }).click();
}

/**
 * The buyer's general PCD requirement through the main site's real dialog, every field answered (area of operation
 * Ludhiana, Punjab), verified by SMS OTP.
 */
async function postVerifiedRequirement(page: Page, request: APIRequestContext, mobile: string, email: string) {
  await page.goto(MAIN);
  await page.getByRole('button', { name: 'Post your requirement' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });
  const title = dialog.getByRole('heading', { level: 2 });
  await dialog.getByRole('radio', { name: 'PCD Pharma Franchise' }).check();
  await dialog.getByRole('combobox', { name: 'Requirement Emergency' }).selectOption('Immediately');
  await dialog.getByRole('combobox', { name: 'Call-Time Preference' }).selectOption('Evening (4 PM - 8 PM)');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(title).toHaveText('Contact & Business Information');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(BUYER);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await pickCity(dialog, 'City', 'moha', 'Mohali, Punjab, India');
  await dialog.getByRole('textbox', { name: 'Firm name' }).fill('Sandhu Pharma');
  await dialog.getByRole('group', { name: 'Have GST Number?' }).getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('group', { name: 'Have Drug License?' }).getByRole('radio', { name: 'Applied' }).check();
  await dialog.getByRole('combobox', { name: 'Experience' }).selectOption('5 - 10 years');
  await dialog.getByRole('combobox', { name: 'Profession' }).selectOption('Chemist / Retailer');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(title).toHaveText('Specific Requirement');
  await dialog.getByRole('checkbox', { name: 'Tablets', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'General Range', exact: true }).check();
  await dialog.getByRole('combobox', { name: 'Selling Purpose' }).selectOption('Retail counter sale');
  await dialog.getByRole('radio', { name: 'Above Rs 50,000' }).check();
  await pickCity(dialog, 'Area of operation', 'ludh', 'Ludhiana, Punjab, India');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(title).toHaveText('OTP Verification');
  await dialog.getByRole('textbox', { name: 'Enter OTP' }).fill(await newestOtpFor(request, API, mobile));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(title).toHaveText('Successful Submission');
}

/** Signs a seller in on the dashboard page that is open: the registered mobile, then the SMS code. */
async function signIn(page: Page, request: APIRequestContext, mobile: string) {
  const form = page.getByRole('form', { name: 'Seller sign in' });
  await expect(form.getByRole('heading', { name: 'Sign in to your leads' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Registered mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByRole('textbox', { name: 'OTP' })).toBeVisible();
  await form.getByRole('textbox', { name: 'OTP' }).fill(await newestOtpFor(request, API, mobile));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe("sellers' leads dashboard", () => {
  // Whole journeys (a buyer's card, the OTP, then a seller's sign-in and lead) on a machine other runs share.
  test.setTimeout(180_000);

  test('a verified Punjab requirement reaches the matching sellers; one signs in, sees the buyer, marks the lead contacted and exports it; a non-matching seller does not see it', async ({
    page,
    request,
    browser,
  }) => {
    const buyerMobile = `9${digits(9)}`;
    const buyerEmail = `seller-leads-${Date.now()}-${digits(6)}@example.com`;
    await postVerifiedRequirement(page, request, buyerMobile, buyerEmail);

    // Routed to 10 matching seeded companies, each told by e-mail and SMS (without the buyer's contact details).
    const leads = await routedLeads(request, buyerMobile);
    expect(leads).toHaveLength(10);
    expect(new Set(leads.map((l) => l.enquiry_id)).size).toBe(1);
    for (const lead of leads) {
      expect(lead.status).toBe('new');
      const link = `${DASHBOARD}/leads/${lead.id}`;
      // (A seller may hold earlier leads of the run: this lead's messages are the ones linking to it, once each.)
      await expect
        .poll(async () =>
          (await outboxFor(request, API, lead.seller_mobile))
            .filter((m) => m.channel === 'sms' && m.text.endsWith(link))
            .map((m) => m.text),
        )
        .toEqual([
          'PharmaSetu: new verified lead for PCD Pharma Franchise in Punjab. Buyer in Mohali. Needed: Immediately. ' +
            `Call: Evening (4 PM - 8 PM). For: General Range. Types: Tablets. Details: ${link}`,
        ]);
      const mails = (await outboxFor(request, API, lead.seller_email)).filter(
        (m) => m.channel === 'email' && m.text.endsWith(link),
      );
      expect(mails.map((m) => [m.subject, m.text])).toEqual([
        [
          'New verified lead: PCD Pharma Franchise in Punjab',
          [
            `Dear ${lead.company_name},`,
            '',
            'A buyer has verified a new requirement for PCD Pharma Franchise in Punjab on PharmaSetu.',
            '',
            'Requirement Emergency: Immediately',
            'Call-Time Preference: Evening (4 PM - 8 PM)',
            'City: Mohali',
            'State: Punjab',
            'Firm name: Sandhu Pharma',
            'Have GST Number?: Yes',
            'Have Drug License?: Applied',
            'Experience: 5 - 10 years',
            'Profession: Chemist / Retailer',
            'Medicine types: Tablets',
            'Categories: General Range',
            'Selling Purpose: Retail counter sale',
            'Investment: Above Rs 50,000',
            'Area of operation: Ludhiana, Punjab, India',
            '',
            `Sign in to your leads dashboard to see the buyer's name, mobile, e-mail and message: ${link}`,
          ].join('\n'),
        ],
      ]);
    }

    // One of them follows the SMS link to the dashboard site, signs in, and lands on the lead with the buyer's contact.
    const seller = leads[0]!;
    await page.goto(`${DASHBOARD}/leads/${seller.id}`);
    await signIn(page, request, seller.seller_mobile);
    await expect(page.getByRole('heading', { level: 1, name: `${seller.company_name}: leads` })).toBeVisible();
    const details = page.getByRole('region', { name: 'Lead details' });
    await expect(details.getByRole('heading', { name: 'PCD Pharma Franchise in Punjab' })).toBeVisible();
    await expect(details.getByRole('link', { name: `+91 ${buyerMobile}` })).toHaveAttribute(
      'href',
      `tel:+91${buyerMobile}`,
    );
    await expect(details.getByRole('link', { name: buyerEmail })).toHaveAttribute('href', `mailto:${buyerEmail}`);
    // Every field the buyer gave, labelled as the card labels it.
    await expect(details.getByRole('term')).toHaveText([
      'Buyer',
      'Mobile',
      'E-mail',
      'Message',
      'Requirement Emergency',
      'Call-Time Preference',
      'City',
      'State',
      'Firm name',
      'Have GST Number?',
      'Have Drug License?',
      'Experience',
      'Profession',
      'Medicine types',
      'Categories',
      'Selling Purpose',
      'Investment',
      'Area of operation',
      'Status',
    ]);
    await expect(details.getByRole('definition')).toHaveText([
      BUYER,
      `+91 ${buyerMobile}`,
      buyerEmail,
      MESSAGE,
      'Immediately',
      'Evening (4 PM - 8 PM)',
      'Mohali',
      'Punjab',
      'Sandhu Pharma',
      'Yes',
      'Applied',
      '5 - 10 years',
      'Chemist / Retailer',
      'Tablets',
      'General Range',
      'Retail counter sale',
      'Above Rs 50,000',
      'Ludhiana, Punjab, India',
      'New',
    ]);
    await details.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(details.getByRole('button', { name: 'Mark contacted' })).toBeDisabled();
    await expect(details.getByRole('definition').last()).toHaveText('Contacted');

    // The list: the lead's row with the buyer's mobile, now contacted (the state survives a reload: it is stored).
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: `${seller.company_name}: leads` })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: buyerMobile, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([
      /\d/,
      'PCD Pharma Franchise',
      'Punjab',
      BUYER,
      buyerMobile,
      'Contacted',
      'View',
    ]);
    await expect(row.getByRole('link', { name: `View lead ${seller.id}` })).toBeVisible();

    // The CSV export of the same list: a download holding the lead, one column per field the card asks.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff); // the byte-order mark: Excel reads the file as UTF-8
    const [header, ...rows] = parse(csv.slice(1)) as string[][];
    const mine = rows
      .filter((r) => r.includes(`91${buyerMobile}`))
      .map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
    expect(mine).toEqual([
      {
        'Lead ID': String(seller.id),
        'Received (IST)': expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        Status: 'Contacted',
        'Service type': 'PCD Pharma Franchise',
        'Lead state': 'Punjab',
        Name: BUYER,
        Mobile: `91${buyerMobile}`,
        Email: buyerEmail,
        Message: MESSAGE,
        'Requirement Emergency': 'Immediately',
        'Call-Time Preference': 'Evening (4 PM - 8 PM)',
        City: 'Mohali',
        State: 'Punjab',
        Country: '',
        'Firm name': 'Sandhu Pharma',
        'Have GST Number?': 'Yes',
        'Have Drug License?': 'Applied',
        Experience: '5 - 10 years',
        Profession: 'Chemist / Retailer',
        'Medicine types': 'Tablets',
        Categories: 'General Range',
        'Selling Purpose': 'Retail counter sale',
        Investment: 'Above Rs 50,000',
        'Area of operation': 'Ludhiana, Punjab, India',
        'Order quantity': '',
        'Order Value': '',
        'Company page': '',
      },
    ]);

    // A company in Kerala (registered through Join Free: PCD and manufacturing, its own state) was not matched.
    const otherMobile = `9${digits(9)}`;
    const otherName = `Kerala Lifecare ${digits(6)}`;
    // Join Free stores a company only once its session proved the mobile by OTP.
    expect((await apiPost(request, '/enquiry/otp/generate', { mobile: otherMobile, country: 'IN' })).status).toBe(200);
    const otp = await newestOtpFor(request, API, otherMobile);
    expect((await apiPost(request, '/enquiry/otp/validate', { otp })).status).toBe(200);
    const registered = await apiPost(request, '/api/registration', {
      company_name: otherName,
      contact_name: 'Anil Menon',
      mobile: otherMobile,
      country_code: 'IN',
      email: `anil-${otherMobile}@example.com`,
      city: 'Kochi, Kerala, India',
      service_types: ['PCD Pharma Franchise', '3rd Party Manufacturing'],
      categories: ['General Range'],
    });
    expect(registered.status).toBe(201);
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      await other.goto(DASHBOARD);
      await signIn(other, request, otherMobile);
      await expect(other.getByRole('heading', { level: 1, name: `${otherName}: leads` })).toBeVisible();
      await expect(other.getByText('No leads yet.')).toBeVisible();
      await expect(other.getByText(buyerMobile)).toHaveCount(0);
      // Nor can it open the lead by its address.
      await other.goto(`${DASHBOARD}/leads/${seller.id}`);
      await expect(other.getByRole('region', { name: 'Lead details' }).getByRole('alert')).toHaveText('Lead not found');
      await expect(other.getByText(buyerMobile)).toHaveCount(0);
    } finally {
      await otherContext.close();
    }
  });

  test("the dashboard site: the header's Sign In opens it; without JavaScript it says so and gives the numbers; crawlers are kept out", async ({
    page,
    browser,
    request,
  }) => {
    await page.goto(MAIN);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', DASHBOARD);

    const response = await page.goto(DASHBOARD);
    expect(response!.status()).toBe(200);
    await expect(page).toHaveTitle('Seller Leads Dashboard | PharmaSetu');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('form', { name: 'Seller sign in' })).toBeVisible();
    // The header has no search slot here (the site composes no search remote), where the main site's has one.
    expect(await (await request.get(MAIN)).text()).toContain('data-testid="search-loading"');
    expect(await (await request.get(DASHBOARD)).text()).not.toContain('data-testid="search-loading"');

    const robots = await request.get(`${DASHBOARD}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    expect((await request.get(`${DASHBOARD}/sitemap.xml`)).status()).toBe(404);
    expect((await request.get(`${DASHBOARD}/leads/not-a-lead`)).status()).toBe(404);

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noJs.newPage();
      await plain.goto(DASHBOARD);
      const box = plain.getByRole('region', { name: 'Leads dashboard' });
      await expect(box.getByRole('heading', { level: 1 })).toHaveText('Seller sign in');
      await expect(
        box.getByText(
          'Sign in needs JavaScript. If the form does not appear, turn JavaScript on in your browser, or call us for your leads:',
        ),
      ).toBeVisible();
      await expect(box.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
      expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(320);
    } finally {
      await noJs.close();
    }
  });
});

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newestOtpFor, outboxFor } from './dev-outbox';

export const API = 'http://localhost:4001';
export const DASHBOARD = 'http://localhost:3400';

export const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

export interface RoutedLead {
  id: number;
  enquiry_id: number;
  company_id: number;
  company_slug: string;
  company_name: string;
  seller_mobile: string;
  seller_email: string;
}

/** The companies the api routed a buyer's verified requirements to (development-only /dev/enquiries). */
export async function routedLeads(request: APIRequestContext, buyerMobile: string): Promise<RoutedLead[]> {
  const r = await request.get(`${API}/dev/enquiries`, { params: { mobile: buyerMobile } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { leads: RoutedLead[] }).leads.map((l) => ({
    ...l,
    id: Number(l.id),
    enquiry_id: Number(l.enquiry_id),
    company_id: Number(l.company_id),
  }));
}

export async function pickCity(scope: Locator, label: string, typed: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).pressSequentially(typed);
  await scope.getByRole('option', { name: option }).click();
}

/** A city as the card's pickers find it: what is typed, and the suggestion picked. */
export interface Place {
  typed: string;
  option: string;
}
const MOHALI: Place = { typed: 'moha', option: 'Mohali, Punjab, India' };
const LUDHIANA: Place = { typed: 'ludh', option: 'Ludhiana, Punjab, India' };
export const BENGALURU: Place = { typed: 'bengaluru', option: 'Bengaluru, Karnataka, India' };

/**
 * The requirement card's steps 0, 1 and 2, as a buyer fills them (PCD; by default Mohali, General Range, area of
 * operation Ludhiana).
 */
export const card = {
  async postRequirement(scope: Locator, mobile: string) {
    await scope.getByRole('radio', { name: 'PCD Pharma Franchise' }).check();
    await scope.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await scope.getByRole('textbox', { name: 'Message' }).fill('Need a PCD franchise for tablets in Punjab');
    await scope.getByRole('button', { name: 'Next' }).click();
  },
  async contact(scope: Locator, email: string, city: Place = MOHALI) {
    await scope.getByRole('textbox', { name: 'Name', exact: true }).fill('Gurpreet Sandhu');
    await scope.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await pickCity(scope, 'City', city.typed, city.option);
    await scope.getByRole('group', { name: 'Have GST Number?' }).getByRole('radio', { name: 'Yes' }).check();
    await scope.getByRole('group', { name: 'Have Drug License?' }).getByRole('radio', { name: 'Yes' }).check();
    await scope.getByRole('button', { name: 'Next' }).click();
  },
  async specificRequirement(scope: Locator, category = 'General Range', area: Place = LUDHIANA) {
    await scope.getByRole('checkbox', { name: 'Tablets', exact: true }).check();
    await scope.getByRole('checkbox', { name: category, exact: true }).check();
    await pickCity(scope, 'Area of operation', area.typed, area.option);
    await scope.getByRole('button', { name: 'Submit' }).click();
  },
  async otp(scope: Locator, request: APIRequestContext, mobile: string) {
    await scope.getByRole('textbox', { name: /OTP/ }).fill(await newestOtpFor(request, API, mobile));
    await scope.getByRole('button', { name: 'Submit' }).click();
  },
};

/** A seller's registered mobile: 97 and the company id on 8 digits (the seed's and Join Free's rule). */
export const sellerMobile = (companyId: number) => `97${String(companyId).padStart(8, '0')}`;

/** The lead's SMS and e-mail reached the seller's outbox, once each, linking to the lead on the dashboard. */
export async function sellerWasTold(request: APIRequestContext, lead: RoutedLead) {
  const link = `${DASHBOARD}/leads/${lead.id}`;
  await expect
    .poll(async () =>
      (await outboxFor(request, API, lead.seller_mobile)).filter((m) => m.channel === 'sms' && m.text.includes(link)),
    )
    .toHaveLength(1);
  await expect
    .poll(async () =>
      (await outboxFor(request, API, lead.seller_email)).filter((m) => m.channel === 'email' && m.text.includes(link)),
    )
    .toHaveLength(1);
}

/**
 * Signs the seller in on the dashboard (registered mobile, SMS code), finds the buyer's lead in their list and opens
 * it: every field the buyer gave through `card` is there (its city, category and area as given to `card`), the company
 * page too when it came from one.
 */
export async function leadOnDashboard(
  page: Page,
  request: APIRequestContext,
  lead: RoutedLead,
  buyerMobile: string,
  { fromCompanyPage = false, city = MOHALI, category = 'General Range', area = LUDHIANA } = {},
) {
  const [cityName, state] = city.option.split(', ');
  await page.goto(DASHBOARD);
  const form = page.getByRole('form', { name: 'Seller sign in' });
  await form.getByRole('textbox', { name: 'Registered mobile number' }).fill(lead.seller_mobile);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(form.getByRole('textbox', { name: 'OTP' })).toBeVisible();
  await form.getByRole('textbox', { name: 'OTP' }).fill(await newestOtpFor(request, API, lead.seller_mobile));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${lead.company_name}: leads` })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: buyerMobile, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `View lead ${lead.id}` }).click();
  const details = page.getByRole('region', { name: 'Lead details' });
  await expect(details.getByRole('term')).toHaveText([
    'Buyer',
    'Mobile',
    'E-mail',
    'Message',
    'City',
    'State',
    'Have GST Number?',
    'Have Drug License?',
    'Medicine types',
    'Categories',
    'Area of operation',
    ...(fromCompanyPage ? ['Company page'] : []),
    'Status',
  ]);
  await expect(details.getByRole('definition')).toHaveText([
    'Gurpreet Sandhu',
    `+91 ${buyerMobile}`,
    /@example\.com$/,
    'Need a PCD franchise for tablets in Punjab',
    cityName!,
    state!,
    'Yes',
    'Yes',
    'Tablets',
    category,
    area.option,
    ...(fromCompanyPage ? [lead.company_name] : []),
    'New',
  ]);
}

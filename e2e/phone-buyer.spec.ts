import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { newestOtpFor } from './support/dev-outbox';

// A buyer on a 375 × 812 phone, against the real api and database: the requirement card done
// with the keyboard alone, kept across a reload, and the company page's Request Call Back addressed to it.
const MAIN = 'http://localhost:3000';
const COMPANY = 'http://localhost:3200';
const API = 'http://localhost:4001';

test.use({ viewport: { width: 375, height: 812 } });

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

function postsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === path && seen.push(r));
  return seen;
}

/** Presses Tab (never the mouse) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the requirement card, completed with the keyboard alone; each step focuses its first field, errors are alerts that focus theirs', async ({
  page,
  request,
}) => {
  await page.goto(`${MAIN}/`);
  const open = page.getByRole('banner').getByRole('button', { name: 'Post your requirement' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });
  const title = dialog.getByRole('heading', { level: 2 });
  const alert = dialog.getByRole('alert');
  await expect(title).toHaveText('Post your Requirement');

  // Step 0: an error first, announced as an alert; then the fields.
  const nextButton = dialog.getByRole('button', { name: 'Next' });
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');
  await expect(alert).toHaveText('Please select the service you are looking for');
  await tabTo(page, dialog.getByRole('radio', { name: 'PCD Pharma Franchise' }));
  await page.keyboard.press('Space');
  await expect(alert).toBeEmpty();
  const mobile = `9${digits(9)}`;
  await tabTo(page, dialog.getByRole('textbox', { name: 'Mobile number' }));
  await page.keyboard.type(mobile);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type('Need a franchise for para');
  // A molecule suggestion picked with Tab and Enter: the focus comes back to the message.
  const suggestion = dialog
    .getByRole('group', { name: 'Choose Molecules' })
    .getByRole('button', { name: 'Paracetamol', exact: true });
  await tabTo(page, suggestion, 12);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('tablets');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Need a franchise for Paracetamol tablets',
  );
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');

  // Step 1.
  await expect(title).toHaveText('Contact & Business Information');
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  const submit1 = dialog.getByRole('button', { name: 'Next' });
  await tabTo(page, dialog.getByRole('textbox', { name: 'Name', exact: true }));
  await page.keyboard.type('Ra');
  await tabTo(page, submit1);
  await page.keyboard.press('Enter');
  await expect(alert).toHaveText('Please enter a valid name');
  // The error takes the focus to its field.
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Name', exact: true }));
  await page.keyboard.type('vi Kumar');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(`keyboard-${digits(8)}@example.com`);
  await tabTo(page, dialog.getByRole('combobox', { name: 'City' }));
  await page.keyboard.type('mohali');
  // Escape closes the innermost popup only: the suggestions, not the dialog.
  await expect(dialog.getByRole('listbox', { name: 'City suggestions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('listbox', { name: 'City suggestions' })).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'City' })).toHaveValue('Mohali, Punjab, India');
  await tabTo(page, dialog.getByRole('group', { name: 'Have GST Number?' }).getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('group', { name: 'Have Drug License?' }).getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowRight'); // radios move with the arrows: 'No'
  await expect(
    dialog.getByRole('group', { name: 'Have Drug License?' }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();
  await tabTo(page, submit1);
  await page.keyboard.press('Enter');

  // Step 2.
  await expect(title).toHaveText('Specific Requirement');
  await expect(dialog.getByRole('checkbox').first()).toBeFocused();
  // The step opens at its top: its first question is on screen, not scrolled past.
  await expect(dialog.getByRole('group').first()).toBeInViewport();
  expect(await dialog.locator('.dialog-body').evaluate((b) => b.scrollTop)).toBe(0);
  await tabTo(page, dialog.getByRole('checkbox').first());
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('combobox', { name: 'Area of operation' }));
  await page.keyboard.type('pune');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  // Step 3: a wrong code is an alert; the right one finishes.
  await expect(title).toHaveText('OTP Verification');
  await expect(dialog.getByRole('textbox', { name: 'Enter OTP' })).toBeFocused();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Enter OTP' }));
  const otp = await newestOtpFor(request, API, mobile);
  await page.keyboard.type(otp === '000000' ? '111111' : '000000');
  await page.keyboard.press('Enter');
  await expect(alert).not.toBeEmpty();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(otp);
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Successful Submission');
  await expect(title).toBeFocused();
  await expect(dialog.getByRole('status')).toContainText('Your enquiry has been posted successfully.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the card keeps its step across a reload, with no second enquiry, until the buyer starts a new one', async ({
  page,
}) => {
  const posts = postsTo(page, '/enquiry/new');
  await page.goto(`${MAIN}/`);
  const openCard = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Post your requirement' }).click();
    return page.getByRole('dialog', { name: 'Post your Requirement' });
  };
  let dialog = await openCard();
  await dialog.getByRole('radio', { name: '3rd Party Manufacturing' }).check();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(`9${digits(9)}`);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Need third party manufacturing of syrups');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Contact & Business Information');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma');

  await page.reload();
  dialog = await openCard();
  const title = dialog.getByRole('heading', { level: 2 });
  await expect(title).toHaveText('Contact & Business Information');
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Asha Verma');

  // On to the OTP step; a code typed there is never saved, and a reload asks for it again.
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`reload-${digits(8)}@example.com`);
  await dialog.getByRole('combobox', { name: 'City' }).pressSequentially('mohali');
  await dialog.getByRole('option', { name: 'Mohali, Punjab, India' }).click();
  await dialog.getByRole('group', { name: 'Have GST Number?' }).getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('group', { name: 'Have Drug License?' }).getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(title).toHaveText('Specific Requirement');
  // Third-party manufacturing: one checked choice is enough (no area of operation).
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(title).toHaveText('OTP Verification');
  const typed = '482913';
  await dialog.getByRole('textbox', { name: 'Enter OTP' }).fill(typed);
  /** Every saved card in the tab's storage, parsed. */
  const savedCards = () =>
    page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith('enquiry_requirement_card'))
        .map((key) => JSON.parse(sessionStorage.getItem(key)!) as { state: { step: string; otp: unknown } }),
    );
  /** The card saved at the OTP step holds no code (other cards on the page, if any, none either). */
  const expectNoOtpSaved = async () => {
    const cards = await savedCards();
    expect(cards.filter((card) => card.state.step === 'otp')).toHaveLength(1);
    expect(cards.map((card) => card.state.otp)).toEqual(cards.map(() => ''));
    expect(JSON.stringify(cards)).not.toContain(`"${typed}"`);
  };
  await expectNoOtpSaved();

  await page.reload();
  dialog = await openCard();
  await expect(title).toHaveText('OTP Verification');
  await expect(dialog.getByRole('textbox', { name: 'Enter OTP' })).toHaveValue('');
  await expectNoOtpSaved();
  expect(posts).toHaveLength(1);

  await dialog.getByRole('button', { name: 'Start a new requirement' }).click();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Post your Requirement');
  await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
});

test("Request Call Back on a company's page is addressed to that company", async ({ page, request }) => {
  const { companies } = (await (
    await request.get(`${API}/api/catalog/companies`, { params: { featured: 1, limit: 1 } })
  ).json()) as { companies: { slug: string }[] };
  const slug = companies[0]!.slug;
  const posts = postsTo(page, '/api/post-quick-enquiry');
  await page.goto(`${COMPANY}/${slug}`);
  const button = page.getByTestId('floating-actions').getByRole('button', { name: 'Request Call Back' });
  await expect(button).toBeInViewport({ ratio: 1 });
  await button.click();
  const popup = page.getByRole('dialog', { name: 'Request Call Back' });
  await popup.getByRole('textbox', { name: 'Name', exact: true }).fill('Anita Sharma');
  await popup.getByRole('textbox', { name: 'Mobile number' }).fill(`9${digits(9)}`);
  await popup.getByRole('textbox', { name: 'Email' }).fill(`callback-${digits(8)}@example.com`);
  await popup.getByRole('radio', { name: 'PCD Pharma Franchise' }).check();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/post-quick-enquiry'));
  await popup.getByRole('button', { name: 'Request Call Back' }).click();
  expect((await answered).status()).toBe(200);
  expect(posts.map((r) => r.postDataJSON().listing_slug)).toEqual([slug]);
});

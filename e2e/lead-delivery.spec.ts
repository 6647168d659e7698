import { expect, test } from '@playwright/test';
import { outboxFor } from './support/dev-outbox';
import { API, card, digits, leadOnDashboard, routedLeads, sellerMobile, sellerWasTold } from './support/lead-delivery';

// A verified requirement reaches the right sellers (their SMS and e-mail in the development outbox, the lead on their
// dashboard with every field the buyer gave) where it used to be lost as a "duplicate": a buyer who comes back in a new session, and one buyer on
// two company pages the same day. Real api, real database, Chromium against npm start's stack.
const COMPANY = 'http://localhost:3200';
const CONFIRMATION =
  /^PharmaSetu: your requirement for PCD Pharma Franchise was sent to (.+?)\. (?:They may call you\. )?Close it when you are done: http:\/\/localhost:4001\/enquiry\/close\?r=[0-9a-f-]{36}\.[0-9a-f]{32}$/;

test.describe('lead delivery', () => {
  // Whole journeys (a buyer's card, the OTP, then a seller's sign-in and lead) on a machine other runs share.
  test.setTimeout(180_000);

  test('a buyer who left after step 1 and comes back in a new session: the requirement reaches 10 sellers', async ({
    browser,
    page,
    request,
  }) => {
    const mobile = `9${digits(9)}`;
    const email = `returning-${Date.now()}-${digits(4)}@example.com`;

    // The first visit ends after step 1 (the tab is closed, nothing verified).
    const firstVisit = await browser.newContext();
    const first = await firstVisit.newPage();
    await first.goto('/');
    await first.getByRole('button', { name: 'Post your requirement' }).first().click();
    const abandoned = first.getByRole('dialog', { name: 'Post your Requirement' });
    await card.postRequirement(abandoned, mobile);
    await expect(abandoned.getByRole('heading', { level: 2 })).toHaveText('Contact & Business Information');
    await card.contact(abandoned, email);
    await expect(abandoned.getByRole('heading', { level: 2 })).toHaveText('Specific Requirement');
    await firstVisit.close();

    // Back the next time, in a new session: its details were never verified, so step 1 is asked again.
    await page.goto('/');
    await page.getByRole('button', { name: 'Post your requirement' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });
    const title = dialog.getByRole('heading', { level: 2 });
    await card.postRequirement(dialog, mobile);
    await expect(title).toHaveText('Contact & Business Information');
    await card.contact(dialog, email);
    await expect(title).toHaveText('Specific Requirement');
    await card.specificRequirement(dialog);
    await expect(title).toHaveText('OTP Verification');
    await card.otp(dialog, request, mobile);
    await expect(title).toHaveText('Successful Submission');
    await expect(dialog.getByRole('status')).toHaveText(
      'Your enquiry has been posted successfully.10 matching sellers have received it. We have sent you an SMS with a link to close it when you are done.',
    );

    const leads = await routedLeads(request, mobile);
    expect(leads).toHaveLength(10);
    expect(new Set(leads.map((l) => l.enquiry_id)).size).toBe(1);
    await expect
      .poll(async () => (await outboxFor(request, API, mobile)).filter((m) => m.otp === null).map((m) => m.text))
      .toEqual([expect.stringMatching(CONFIRMATION)]);
    expect(CONFIRMATION.exec((await outboxFor(request, API, mobile))[0]!.text)?.[1]).toBe('10 sellers');
    for (const lead of leads) {
      expect(lead.seller_mobile).toBe(sellerMobile(lead.company_id));
      await sellerWasTold(request, lead);
    }
    const seller = await browser.newContext();
    try {
      await leadOnDashboard(await seller.newPage(), request, leads[0]!, mobile);
    } finally {
      await seller.close();
    }
  });

  test('one buyer on two company pages the same day: each company gets its own lead', async ({
    browser,
    page,
    request,
  }) => {
    const mobile = `9${digits(9)}`;
    await page.goto(COMPANY);
    const links = page.getByRole('list', { name: 'Companies' }).getByRole('link');
    const slugs = [
      (await links.nth(0).getAttribute('href'))!.replace(/^\//, ''),
      (await links.nth(1).getAttribute('href'))!.replace(/^\//, ''),
    ];

    const names: string[] = [];
    for (const [i, slug] of slugs.entries()) {
      await page.goto(`${COMPANY}/${slug}`);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      names.push(name);
      const main = page.getByRole('main');
      const title = main.getByTestId('requirement-card-header').getByRole('heading', { level: 2 });
      await card.postRequirement(main, mobile);
      if (i === 0) {
        // The first page asks the code, and step 1 (nothing verified is on file for this mobile).
        await expect(title).toHaveText('OTP Verification');
        await card.otp(main, request, mobile);
        await expect(title).toHaveText('Contact & Business Information');
        await card.contact(main, `two-pages-${Date.now()}-${digits(4)}@example.com`);
      }
      // The second: this session proved the mobile minutes ago (no new code), and its verified details are on file.
      await expect(title).toHaveText('Specific Requirement');
      await card.specificRequirement(main);
      await expect(title).toHaveText('Successful Submission');
      await expect(main.getByRole('status')).toHaveText(
        `Your enquiry has been posted successfully.${name} has received it. We have sent you an SMS with a link to close it when you are done.`,
      );
      // The buyer's confirmation of this one has come before the next page asks another code.
      await expect
        .poll(async () => (await outboxFor(request, API, mobile)).filter((m) => m.otp === null).length)
        .toBe(i + 1);
    }

    const leads = await routedLeads(request, mobile);
    expect(leads.map((l) => [l.company_slug, l.company_name])).toEqual(slugs.map((s, i) => [s, names[i]]));
    const confirmations = (await outboxFor(request, API, mobile)).filter((m) => m.otp === null).map((m) => m.text);
    expect(confirmations.map((t) => CONFIRMATION.exec(t)?.[1]).reverse()).toEqual(names.map((n) => `1 seller, ${n}`));
    for (const lead of leads) {
      await sellerWasTold(request, lead);
      const seller = await browser.newContext();
      try {
        await leadOnDashboard(await seller.newPage(), request, lead, mobile, { fromCompanyPage: true });
      } finally {
        await seller.close();
      }
    }
  });
});

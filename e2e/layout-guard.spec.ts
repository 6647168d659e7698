import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectFloatingButtonsUsable,
  expectNoCutText,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  expectTapTargets,
  keepScreenshot,
} from './support/layout-checks';
import { newestOtpFor } from './support/dev-outbox';
import { API, MAIN, PAGE_TYPES as PAGES } from './support/page-types';

// The layout guard: every page type of the four sites and every dialog step, at a phone, a
// tablet and a desktop width: no sideways scrolling, the floating buttons on screen and clickable, no text
// cut off in form controls, no serious or critical axe violation. One page load per page type and width;
// a screenshot of each page type at 375 px is attached to the report and kept in .e2e/screenshots/.
const WIDTHS = [375, 768, 1280] as const;

/** The sellers' dashboard wears its own chrome: no buyers' floating call-back and WhatsApp buttons there. */
const isSellersPage = (name: string) => name.startsWith('dashboard-');

/** Loaded: the page's heading is shown, the remotes have settled and (buyers' pages) the floating buttons are there. */
async function load(page: Page, url: string, sellers: boolean) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (!sellers) await expect(page.getByTestId('floating-actions')).toBeVisible({ timeout: 15_000 });
}

test.describe('layout guard: page types', () => {
  for (const width of WIDTHS) {
    for (const { name, url } of PAGES) {
      test(`${name} at ${width} px`, async ({ page, request }, testInfo) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        const sellers = isSellersPage(name);
        await load(page, await url(request), sellers);
        const where = `${name} at ${width} px`;
        await expectNoHorizontalOverflow(page, where);
        if (sellers) await expect(page.getByTestId('floating-actions')).toHaveCount(0);
        else await expectFloatingButtonsUsable(page, where);
        await expectNoCutText(page, where);
        await expectNoSeriousAxeViolations(page, where);
        if (width === 375) {
          await expectTapTargets(page, where);
          await keepScreenshot(page, testInfo, `${name}-375`);
        }
      });
    }
  }
});

// ---- dialogs -------------------------------------------------------------------------------------------

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** The dialog fits the screen, its title and red × are on screen, its controls show their text, axe is clean. */
async function checkDialog(page: Page, dialog: Locator, where: string) {
  await expectNoHorizontalOverflow(page, where);
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.x, `${where}: dialog left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${where}: dialog right edge`).toBeLessThanOrEqual(viewport.width);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('heading', { level: 2 })).toBeInViewport();
  await expectNoCutText(page, where, '[role="dialog"]');
  await expectNoSeriousAxeViolations(page, where, '[role="dialog"]');
  if (viewport.width < 768) await expectTapTargets(page, where, '[role="dialog"]');
}

/**
 * Scrolled to its end, the body keeps the title on top and the × over the title bar: what lies under the ×
 * is the title bar, never a field or an option.
 */
async function checkScrolledDialog(dialog: Locator, where: string) {
  const seen = await dialog.evaluate((modal) => {
    const body = modal.querySelector<HTMLElement>('.dialog-body')!;
    body.scrollTop = body.scrollHeight;
    const closeButton = modal.querySelector<HTMLElement>('button[aria-label="Close"]')!;
    const close = closeButton.getBoundingClientRect();
    const titleBar = modal.querySelector('h2')!.parentElement!;
    const under = document
      .elementsFromPoint(close.left + close.width / 2, close.top + close.height / 2)
      .find((el) => !closeButton.contains(el));
    const bar = titleBar.getBoundingClientRect();
    return {
      scrolled: body.scrollTop > 0,
      underTheClose:
        under && titleBar.contains(under)
          ? 'title bar'
          : `${under?.tagName.toLowerCase()} "${under?.textContent?.trim().slice(0, 30)}"`,
      titleAtTop: Math.abs(bar.top - modal.getBoundingClientRect().top) <= 1,
    };
  });
  expect(seen, `${where}: scrolled to the end`).toEqual({
    scrolled: true,
    underTheClose: 'title bar',
    titleAtTop: true,
  });
}

test.describe('layout guard: dialog steps', () => {
  for (const width of WIDTHS) {
    test(`the requirement card's five steps and the call-back popup at ${width} px`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await load(page, `${MAIN}/`, false);
      await page.getByRole('banner').getByRole('button', { name: 'Post your requirement' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });
      const title = dialog.getByRole('heading', { level: 2 });
      const next = () => dialog.getByRole('button', { name: /^(Next|Submit)$/ }).click();

      await expect(title).toHaveText('Post your Requirement');
      await checkDialog(page, dialog, `step 0 at ${width} px`);
      const mobile = `9${digits(9)}`;
      await dialog.getByRole('radio', { name: 'PCD Pharma Franchise' }).check();
      await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
      await dialog.getByRole('textbox', { name: 'Message' }).fill('Need a PCD franchise for paracetamol tablets');
      await next();

      await expect(title).toHaveText('Contact & Business Information');
      await checkDialog(page, dialog, `step 1 at ${width} px`);
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Kumar');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`layout-${digits(8)}@example.com`);
      await dialog.getByRole('combobox', { name: 'City' }).pressSequentially('mohali');
      await dialog.getByRole('option', { name: 'Mohali, Punjab, India' }).click();
      await dialog.getByRole('group', { name: 'Have GST Number?' }).getByRole('radio', { name: 'Yes' }).check();
      await dialog.getByRole('group', { name: 'Have Drug License?' }).getByRole('radio', { name: 'No' }).check();
      await next();

      await expect(title).toHaveText('Specific Requirement');
      await checkDialog(page, dialog, `step 2 at ${width} px`);
      // Checkboxes keep their size beside labels of one or two lines.
      for (const box of await dialog.getByRole('checkbox').all()) {
        const size = (await box.boundingBox())!;
        expect(
          [Math.round(size.width), Math.round(size.height)],
          `step 2 at ${width} px: checkbox ${await box.getAttribute('value')}`,
        ).toEqual([18, 18]);
      }
      if (width === 375) {
        await checkScrolledDialog(dialog, `step 2 at ${width} px`);
        await keepScreenshot(page, testInfo, 'dialog-step2-375-scrolled');
      }
      await dialog.getByRole('checkbox').first().check();
      await dialog.getByRole('combobox', { name: 'Area of operation' }).pressSequentially('pune');
      await dialog.getByRole('option', { name: 'Pune, Maharashtra, India' }).click();
      await next();

      await expect(title).toHaveText('OTP Verification');
      await checkDialog(page, dialog, `step 3 at ${width} px`);
      await dialog.getByRole('textbox', { name: 'Enter OTP' }).fill(await newestOtpFor(request, API, mobile));
      await next();

      await expect(title).toHaveText('Successful Submission');
      await checkDialog(page, dialog, `step 4 at ${width} px`);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.getByTestId('floating-actions').getByRole('button', { name: 'Request Call Back' }).click();
      const popup = page.getByRole('dialog', { name: 'Request Call Back' });
      await expect(popup.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
      await checkDialog(page, popup, `call-back popup at ${width} px`);
      if (width === 375) await keepScreenshot(page, testInfo, 'callback-popup-375');
    });
  }
});

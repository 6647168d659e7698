import { expect, test, type Locator, type Page } from '@playwright/test';
import { startTestSite } from './support/extra-origins';

// Both modals are native <dialog>s opened with showModal(): the page behind is inert, so the keyboard never
// reaches it. After the last control focus goes to the browser's own UI (the document, headless) and the
// next Tab comes back to the first control. Escape closes; focus goes back to the opener.

/** Where the focus is: in the dialog, on the document (the browser's UI), or the page behind (a leak). */
const focusIn = (dialog: Locator) =>
  dialog.evaluate((d) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'document';
    return d.contains(active) ? 'dialog' : `page behind: ${active.outerHTML.slice(0, 80)}`;
  });

/** Tab, then Shift+Tab, round the dialog and past its ends: the focus stays in it (or the browser's UI). */
async function expectKeyboardKeptInside(page: Page, dialog: Locator) {
  const controls = await dialog.evaluate(
    (d) => d.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = [];
    for (let i = 0; i < controls + 3; i++) {
      await page.keyboard.press(key);
      seen.push(await focusIn(dialog));
    }
    expect(
      seen.filter((where) => where !== 'dialog' && where !== 'document'),
      `${key} round the dialog`,
    ).toEqual([]);
    const end = seen.indexOf('document');
    expect(end, `${key} gets past the dialog's end`).toBeGreaterThanOrEqual(0);
    expect(seen.slice(end + 1), `${key} comes back into the dialog after its end`).toContain('dialog');
  }
}

test('the requirement dialog keeps the keyboard inside, closes on Escape and gives the focus back', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Post your requirement' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(dialog).toBeFocused();
  await expectKeyboardKeptInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("the shell's enquiry fallback (no enquiry remote) is the same kind of modal", async ({ page }) => {
  // No site manifest: no remote at all, every slot shows its fallback.
  const site = await startTestSite('dialog-focus-no-manifest', 3926, undefined);
  try {
    await page.goto(site.url);
    const opener = page.getByRole('banner').getByRole('button', { name: 'Post your requirement' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Talk to us' });
    await expect(dialog.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(dialog).toBeFocused();
    await expectKeyboardKeptInside(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  } finally {
    await site.close();
  }
});

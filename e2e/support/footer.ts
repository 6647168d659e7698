import { expect, type Page } from '@playwright/test';

/**
 * The footer's code loads when the visitor comes near it (remote-footer's exposed Footer), so a test
 * scrolls down before it looks for the footer; again if the page grew meanwhile (its grids filling
 * with data push the footer further down).
 */
export async function scrollToFooter(page: Page) {
  const footer = page.getByTestId('site-footer');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return footer;
}

/** The build label of the footer the page shows (which release of remote-footer it runs). */
export const footerBuild = async (page: Page) => (await scrollToFooter(page)).getByTestId('footer-build');

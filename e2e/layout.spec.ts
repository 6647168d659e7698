import { expect, test, type Locator, type Page } from '@playwright/test';
import { theme } from '@pharmasetu/shared-contracts';
import { scrollToFooter } from './support/footer';
import { reachSearchBox } from './support/search-box';

// Spec §9 layout constants, defined once (shared-contracts theme) and used by the shell and every remote:
// read back as computed styles in Chromium.

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function expectInput(input: Locator) {
  await expect(input).toHaveCSS('height', `${theme.input.height}px`);
  await expect(input).toHaveCSS('border-top-width', `${theme.input.border}px`);
  await expect(input).toHaveCSS('border-top-left-radius', `${theme.input.radius}px`);
}

async function expectAnchor(link: Locator) {
  await expect(link).toHaveCSS('font-size', `${theme.anchor.fontSize}px`);
  await expect(link).toHaveCSS('font-weight', String(theme.anchor.fontWeight));
}

const openRequirement = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Post your requirement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('inputs, anchors, brand colours and page width come from the theme in the shell and every remote', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/');
  const footer = await scrollToFooter(page);

  await expectInput(await reachSearchBox(page)); // remote-search
  await expectInput(footer.getByLabel('Email address')); // remote-footer
  const dialog = await openRequirement(page);
  await expectInput(dialog.getByRole('textbox', { name: 'Mobile number' })); // remote-enquiry
  await page.keyboard.press('Escape');
  await page.goto('/registration');
  await expectInput(page.getByRole('main').getByLabel('Company name')); // shell

  await page.goto('/');
  await expectAnchor(page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'Pricing' }));
  await expectAnchor((await scrollToFooter(page)).getByRole('link', { name: 'About Us' }));

  await expect(page.getByRole('banner').getByRole('button', { name: 'Post your requirement' })).toHaveCSS(
    'background-color',
    rgb(theme.colors.orange),
  );
  await expect(page.getByRole('navigation', { name: 'Top bar' })).toHaveCSS(
    'max-width',
    `${theme.layout.pageMaxWidth}px`,
  );
  const mainBar = page.getByRole('link', { name: 'PharmaSetu home' }).locator('..');
  await expect(mainBar).toHaveCSS('max-width', '1440px');
  expect((await mainBar.boundingBox())!.width).toBeLessThanOrEqual(1440);
  await expect(page.getByRole('link', { name: 'PharmaSetu home' }).locator('span')).toHaveCSS(
    'color',
    rgb(theme.colors.green),
  );
  await expect(page.getByRole('navigation', { name: 'Top bar' }).locator('..')).toHaveCSS(
    'background-color',
    rgb(theme.colors.blue),
  );
});

test('the dialog takes 85vw up to 768 px wide, and the search detaches up to 767 px', async ({ page }) => {
  for (const width of [768, 769]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const dialog = await openRequirement(page);
    const box = (await dialog.boundingBox())!.width;
    // 85vw up to the breakpoint; the dialog's own desktop width above it.
    if (width === 768) expect(box).toBeCloseTo(768 * 0.85, 0);
    else expect(Math.abs(box - width * 0.85)).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
  }
  for (const [width, detached] of [
    [767, 'true'],
    [768, 'false'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await (await reachSearchBox(page)).pressSequentially('para');
    await expect(page.locator('form[data-remote="remote_search"]')).toHaveAttribute('data-detached', detached);
  }
});

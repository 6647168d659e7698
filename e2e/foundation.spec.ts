import { expect, test } from '@playwright/test';
import { theme } from '@pharmasetu/shared-contracts';
import { scrollToFooter } from './support/footer';
import { reachSearchBox } from './support/search-box';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test('the home page shows the header, the search box from remote-search and the footer from remote-footer', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('response', (response) => response.ok() && loaded.push(response.url()));
  await page.goto('/');
  // The site server wrote this site's settings into the page (the shell does not fall back to defaults).
  expect(
    await page.evaluate(() => (window as unknown as { __SITE_SETTINGS__?: { site: string } }).__SITE_SETTINGS__?.site),
  ).toBe('main');

  const topBar = page.getByRole('navigation', { name: 'Top bar' });
  await expect(topBar.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', 'http://localhost:3000/pricing');
  await expect(topBar.getByRole('link', { name: 'Lead Management System' })).toHaveAttribute('target', '_blank');
  await expect(topBar.getByRole('link', { name: 'Join Free' })).toHaveAttribute(
    'href',
    'http://localhost:3000/registration',
  );
  await expect(topBar.getByRole('link', { name: 'Sign In' })).toHaveAttribute('target', '_blank');
  await expect(topBar.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(page.getByRole('link', { name: 'PharmaSetu home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Post your requirement' }).first()).toBeVisible();

  await expect(page.getByTestId('floating-actions')).toBeVisible();
  // The search remote loads when the visitor reaches for the box; the footer's as the visitor nears it.
  expect(loaded.some((url) => url.startsWith('http://localhost:3001/'))).toBe(false);
  await reachSearchBox(page);
  await expect(page.locator('[data-remote="remote_search"]')).toBeVisible();
  await expect((await scrollToFooter(page)).getByRole('link', { name: 'About Us' })).toHaveAttribute(
    'href',
    'http://localhost:3000/pages/about-us',
  );

  expect(loaded.some((url) => url.startsWith('http://localhost:3001/') && url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(loaded.some((url) => url.startsWith('http://localhost:3003/') && url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(
    loaded.some((url) => url.startsWith('http://localhost:3003/') && url.includes('__federation_expose_Footer')),
  ).toBe(true);
});

test('the top bar shortens the LMS label on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'LMS', exact: true }),
  ).toBeVisible();
});

test('one React: a hook-using remote component works and the shell’s emotion theme reaches it', async ({ page }) => {
  await page.goto('/');
  const input = await reachSearchBox(page);
  await expect(page.locator('[data-remote="remote_search"]')).toBeVisible();
  await input.fill('par');
  await expect(page.getByText('Type minimum 4 characters')).toBeVisible();
  // The remote's styles read the theme: no theme, no 5 px radius and 40 px height.
  await expect(input).toHaveCSS('border-top-left-radius', `${theme.input.radius}px`);
  await expect(input).toHaveCSS('height', `${theme.input.height}px`);
  await expect(page.getByText('Type minimum 4 characters')).toHaveCSS('color', rgb(theme.colors.muted));
  // The federation runtime's share scope: every loaded copy of React and emotion is the shell's.
  const providers = await page.evaluate(() => {
    type Info = { from: string; loaded?: boolean; useIn: string[] };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, { from: string[]; useIn: string[] }> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const name of ['react', 'react-dom', '@emotion/react']) {
          for (const info of Object.values(packages[name] ?? {}).filter((i) => i.loaded)) {
            const entry = (found[name] ??= { from: [], useIn: [] });
            entry.from = [...new Set([...entry.from, info.from])];
            entry.useIn = [...new Set([...entry.useIn, ...info.useIn])];
          }
        }
    return found;
  });
  expect(providers.react?.from).toEqual(['shell']);
  expect(providers['react-dom']?.from).toEqual(['shell']);
  expect(providers['@emotion/react']?.from).toEqual(['shell']);
  expect(providers.react?.useIn).toContain('remote_search');
});

test('Post your requirement opens the enquiry dialog; the backdrop and the red close icon close it', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Post your Requirement' });

  await page.getByRole('banner').getByRole('button', { name: 'Post your requirement' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-remote="remote_enquiry"]')).toHaveAttribute('data-section', 'navbar');
  await page.getByTestId('dialog-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(dialog).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Post your requirement' }).click();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toHaveCSS('color', rgb(theme.colors.red));
  await close.click();
  await expect(dialog).toBeHidden();
});

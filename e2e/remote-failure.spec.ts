import { expect, test, type Page } from '@playwright/test';
import type { RemoteName } from '@pharmasetu/shared-contracts';
import { remoteStoreDir } from '../platform/src/releases/store';
import { startRemoteServer } from '../platform/src/site-server/remote-server';
import { liveMainManifest, startTestSite, withRemoteAt } from './support/extra-origins';
import { scrollToFooter } from './support/footer';
import { reachSearchBox, SEARCH_LABEL } from './support/search-box';

// Each remote, served from its own origin, is stopped while the site is in use: the page still
// renders, that slot shows its fallback, and the other slots keep working.

async function searchWorks(page: Page) {
  const box = await reachSearchBox(page);
  await expect(page.locator('[data-remote="remote_search"]')).toBeVisible();
  await box.fill('abc');
  await expect(page.getByText('Type minimum 4 characters')).toBeVisible();
}
async function footerWorks(page: Page) {
  await expect((await scrollToFooter(page)).getByRole('link', { name: 'Contact Us' })).toBeVisible();
}
async function enquiryWorks(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Post your requirement' }).click();
  await expect(page.getByRole('dialog', { name: 'Post your Requirement' })).toBeVisible();
  await page.keyboard.press('Escape');
}

type Check = (page: Page) => Promise<void>;
const cases: { remote: RemoteName; port: number; present: Check; fallback: Check; others: Check[] }[] = [
  {
    remote: 'remote_search',
    port: 3911,
    present: searchWorks,
    fallback: async (page) => {
      // The remote is tried when the visitor reaches for the box; the plain form stays, and works.
      await page.getByRole('banner').getByRole('searchbox', { name: SEARCH_LABEL }).click();
      const form = page.getByTestId('search-fallback');
      await expect(form).toHaveAttribute('action', 'http://localhost:3000/search');
      await expect(form).toHaveAttribute('method', 'get');
      await expect(page.locator('[data-remote="remote_search"]')).toHaveCount(0);
      await expect(form.getByRole('searchbox', { name: SEARCH_LABEL })).toBeFocused();
    },
    others: [footerWorks, enquiryWorks],
  },
  {
    remote: 'remote_footer',
    port: 3913,
    present: footerWorks,
    fallback: async (page) => {
      // The remote is tried as the visitor nears the footer.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const plain = page.getByTestId('footer-fallback');
      await expect(plain.getByRole('link', { name: 'About Us' })).toHaveAttribute(
        'href',
        'http://localhost:3000/pages/about-us',
      );
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
      // The floating buttons do not need the footer remote: the call back opens the enquiry remote's popup.
      await page.getByTestId('floating-actions').getByRole('button', { name: 'Request Call Back' }).click();
      await expect(page.getByRole('dialog', { name: 'Request Call Back' })).toBeVisible();
      await page.keyboard.press('Escape');
    },
    others: [searchWorks, enquiryWorks],
  },
  {
    remote: 'remote_enquiry',
    port: 3912,
    present: enquiryWorks,
    fallback: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Post your requirement' }).click();
      const fallback = page.getByTestId('enquiry-fallback');
      await expect(fallback.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
        'href',
        'tel:+919876543210',
      );
      await expect(fallback.getByRole('link', { name: 'contact page' })).toHaveAttribute(
        'href',
        'http://localhost:3000/pages/contact-us',
      );
      await fallback.getByRole('button', { name: 'Close' }).click();
    },
    others: [searchWorks, footerWorks],
  },
];

for (const { remote, port, present, fallback, others } of cases) {
  test(`with ${remote}'s server stopped the page renders, shows its fallback, and the other slots work`, async ({
    page,
  }) => {
    const remoteServer = await startRemoteServer({ name: remote, root: remoteStoreDir(remote), port });
    const site = await startTestSite(
      `down-${remote}`,
      port - 10,
      withRemoteAt(await liveMainManifest(), remote, `http://localhost:${port}`),
    );
    try {
      const loaded: string[] = [];
      page.on('response', (r) => r.ok() && loaded.push(r.url()));
      await page.goto(site.url);
      await present(page);
      expect(loaded.some((url) => url.startsWith(`http://localhost:${port}/`))).toBe(true);

      await remoteServer.close();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.reload();
      await expect(page.getByRole('link', { name: 'PharmaSetu home' })).toBeVisible();
      await fallback(page);
      for (const works of others) await works(page);
      await expect
        .poll(() => errors.some((e) => e.includes(`remote "${remote}"`) && e.includes('showing its fallback')))
        .toBe(true);
    } finally {
      await remoteServer.close();
      await site.close();
    }
  });
}

test('a remote file whose first request fails is tried once more, and the remote shows', async ({ page }) => {
  // The enquiry remote loads at the first interaction, with no preload: the runtime's own requests.
  const requests = new Map<string, number>();
  await page.route(
    /^http:\/\/localhost:3002\/.*\/(remoteEntry|__federation_expose_RequirementDialog\.[0-9a-f]+)\.js$/,
    (route) => {
      const kind = route.request().url().includes('remoteEntry') ? 'remoteEntry' : 'RequirementDialog';
      requests.set(kind, (requests.get(kind) ?? 0) + 1);
      return requests.get(kind) === 1 ? route.abort('connectionreset') : route.continue();
    },
  );
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await enquiryWorks(page);
  await expect(page.getByTestId('enquiry-fallback')).toHaveCount(0);
  expect(Object.fromEntries(requests)).toEqual({ remoteEntry: 2, RequirementDialog: 2 });
  expect(errors.filter((e) => e.includes('showing its fallback'))).toEqual([]);
});

test.describe('a bad site manifest never blanks the page', () => {
  const bad: { name: string; port: number; manifest: string | undefined; message: string }[] = [
    { name: 'missing', port: 3921, manifest: undefined, message: 'could not be loaded (HTTP 404)' },
    { name: 'unreadable', port: 3922, manifest: '{"microFrontends": {', message: 'could not be loaded' },
    { name: 'not-a-manifest', port: 3923, manifest: '[1, 2, 3]', message: 'site manifest is not a JSON object' },
  ];
  for (const { name, port, manifest, message } of bad) {
    test(`${name}: header and every fallback show, and a clear message is logged`, async ({ page }) => {
      const site = await startTestSite(`bad-${name}`, port, manifest);
      try {
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(site.url);
        await expect(
          page.getByRole('navigation', { name: 'Top bar' }).getByRole('link', { name: 'Pricing' }),
        ).toBeVisible();
        await expect(page.getByTestId('search-fallback')).toBeVisible();
        await expect(page.getByTestId('footer-fallback')).toBeVisible();
        await page.getByRole('banner').getByRole('button', { name: 'Post your requirement' }).click();
        await expect(page.getByTestId('enquiry-fallback')).toBeVisible();
        await expect.poll(() => errors.some((e) => e.includes(message))).toBe(true);
      } finally {
        await site.close();
      }
    });
  }

  test('an unknown remote is reported and left out; the known ones still load', async ({ page }) => {
    const live = await liveMainManifest();
    const manifest = {
      ...live,
      microFrontends: { ...live.microFrontends, remote_chat: live.microFrontends.remote_footer },
    };
    const site = await startTestSite('bad-unknown-remote', 3924, JSON.stringify(manifest));
    try {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await test.step('the page composes the known remotes', async () => {
        await page.goto(site.url);
        await scrollToFooter(page);
        await searchWorks(page);
      });
      await test.step('the unknown one is named in the console', () =>
        expect.poll(() => errors.some((e) => e.includes('unknown remote "remote_chat"'))).toBe(true));
    } finally {
      await test.step('the test site closes', () => site.close());
    }
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { VISITOR_BUCKET_COOKIE } from '@pharmasetu/shared-contracts';
import { canaryOf, liveVersion } from '../platform/src/releases/operations';
import { readSiteManifest } from '../platform/src/releases/store';
import { footerBuild } from './support/footer';
import { SCREENSHOTS_DIR } from './support/layout-checks';
import { ensureSecondFooterRelease, releases } from './support/releases';

// A release manager's preview link, as `npm start` serves it: the link from `npm run releases -- preview`
// makes one browser compose the chosen footer on the real main site, marked on the page, while every other
// browser keeps the live one; the preview browser's page loads never reach the release beacons' counts.

const MAIN = 'http://localhost:3000';
const MOLECULE = 'http://localhost:3100';
const API = 'http://localhost:4001';
/** A canary of 50 % takes buckets 0–49: a visitor in bucket 10 is served the canary. */
const CANARY_BUCKET = 10;
let SECOND_FOOTER = '';
const footerVersions = async () => (await readSiteManifest('main')).microFrontends.remote_footer ?? [];

/** The link the command prints (its first line). */
function previewLink(version: string): string {
  const made = releases('preview', 'main', 'remote_footer', version, '--minutes', '10');
  expect(made.status, made.output).toBe(0);
  const link = made.output.split('\n')[0]!;
  expect(link).toMatch(/^http:\/\/localhost:3000\/\?preview=p2~[\w-]{12}~main~remote_footer~/);
  return link;
}

/** A new browser (its own cookies) in a chosen canary bucket. */
async function visitor(browser: Browser, bucket?: number): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (bucket !== undefined)
    await context.addCookies([{ name: VISITOR_BUCKET_COOKIE, value: String(bucket), url: MAIN }]);
  return context;
}

/** Page loads counted for a footer version on the main site in the last hour. */
async function countedLoads(version: string): Promise<number> {
  const answer = await fetch(`${API}/api/release-beacon/stats?site=main&remote=remote_footer`);
  expect(answer.status).toBe(200);
  const { versions } = (await answer.json()) as { versions: { version: string; loads: number }[] };
  return versions.find((v) => v.version === version)?.loads ?? 0;
}

test.describe.serial('preview links', () => {
  test.setTimeout(180_000);
  test.beforeAll(() => {
    test.setTimeout(180_000);
    SECOND_FOOTER = ensureSecondFooterRelease();
  });
  test.afterEach(async () => {
    if (canaryOf(await footerVersions()))
      expect(releases('canary', 'main', 'remote_footer', SECOND_FOOTER, '0').status).toBe(0);
  });

  test('a preview link shows the chosen footer to one browser only, marked, until it exits', async ({ browser }) => {
    const live = liveVersion(await footerVersions())!;
    expect(live).not.toBe(SECOND_FOOTER);
    const link = previewLink(SECOND_FOOTER);

    const previewing = await visitor(browser);
    const page = await previewing.newPage();
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.goto(link);
    // The token leaves the address at once: the cookie holds it.
    expect(page.url()).toBe(`${MAIN}/`);
    const marker = page.getByTestId('release-preview');
    await expect(marker).toContainText(`Preview: remote_footer ${SECOND_FOOTER}`);
    await expect(marker.getByRole('link', { name: 'exit preview' })).toBeVisible();
    await expect(await footerBuild(page)).toHaveText(`build ${SECOND_FOOTER}`);
    expect(violations).toEqual([]);
    const cookie = (await previewing.cookies(MAIN)).find((c) => c.name === 'release_preview_main')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);

    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = (await marker.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: join(SCREENSHOTS_DIR, `release-preview-${width}.png`),
        clip: { x: 0, y: 0, width, height: 240 },
      });
    }

    // Another page of the same site keeps the preview; another site does not have it.
    await page.goto(`${MAIN}/search?q=paracetamol`);
    await expect(page.getByTestId('release-preview')).toBeVisible();
    await page.goto(MOLECULE);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByTestId('release-preview')).toHaveCount(0);

    // Every other visitor, in any bucket, sees the live footer and no marker.
    for (const bucket of [CANARY_BUCKET, 75]) {
      const other = await visitor(browser, bucket);
      const otherPage = await other.newPage();
      await otherPage.goto(MAIN);
      await expect(await footerBuild(otherPage)).toHaveText(`build ${live}`);
      await expect(otherPage.getByTestId('release-preview')).toHaveCount(0);
      await other.close();
    }

    // Exit preview: back to the live footer on the same page.
    await page.goto(MAIN);
    await page.getByTestId('release-preview').getByRole('link', { name: 'exit preview' }).click();
    await expect(page.getByTestId('release-preview')).toHaveCount(0);
    expect(page.url()).toBe(`${MAIN}/`);
    await expect(await footerBuild(page)).toHaveText(`build ${live}`);
    expect((await previewing.cookies(MAIN)).some((c) => c.name === 'release_preview_main')).toBe(false);
    await previewing.close();
  });

  test('a link that does not hold is refused with a 400 that says why, and the site is served as it is', async ({
    page,
  }) => {
    const link = previewLink(SECOND_FOOTER);
    const tampered = link.replace(`~${SECOND_FOOTER}~`, `~${liveVersion(await footerVersions())}~`);
    const answer = await page.goto(tampered);
    expect(answer!.status()).toBe(400);
    await expect(page.getByTestId('preview-refused')).toContainText('this preview link was changed');
    await page.getByRole('link', { name: 'continue to the site as visitors see it' }).click();
    expect(page.url()).toBe(`${MAIN}/`);
    await expect(await footerBuild(page)).toHaveText(`build ${liveVersion(await footerVersions())}`);
    await expect(page.getByTestId('release-preview')).toHaveCount(0);
    // The molecule site refuses the main site's link.
    const elsewhere = await page.goto(link.replace(MAIN, MOLECULE));
    expect(elsewhere!.status()).toBe(400);
    await expect(page.getByTestId('preview-refused')).toContainText(
      'this preview link is for the main site, not the molecule site',
    );
  });

  test('a revoked link stops previewing on the next page load, and opening it again is refused', async ({
    browser,
  }) => {
    const live = liveVersion(await footerVersions())!;
    const link = previewLink(SECOND_FOOTER);
    const id = /~([\w-]{12})~main~/.exec(link)![1]!;
    const previewing = await visitor(browser);
    const page = await previewing.newPage();
    await page.goto(link);
    await expect(page.getByTestId('release-preview')).toBeVisible();
    await expect(await footerBuild(page)).toHaveText(`build ${SECOND_FOOTER}`);

    const revoked = releases('preview-revoke', id);
    expect(revoked.status, revoked.output).toBe(0);
    // The browser still holds the cookie: its next page is the site as every visitor sees it, and the cookie goes.
    await page.reload();
    await expect(page.getByTestId('release-preview')).toHaveCount(0);
    await expect(await footerBuild(page)).toHaveText(`build ${live}`);
    expect((await previewing.cookies(MAIN)).some((c) => c.name === 'release_preview_main')).toBe(false);
    // The link itself, opened again: refused, saying so.
    const again = await page.goto(link);
    expect(again!.status()).toBe(400);
    await expect(page.getByTestId('preview-refused')).toContainText(`this preview link (${id}) was revoked`);
    await previewing.close();
  });

  test("the preview browser's page loads do not move the canary's counts; a visitor's do", async ({ browser }) => {
    const set = releases('canary', 'main', 'remote_footer', SECOND_FOOTER, '50');
    expect(set.status, set.output).toBe(0);
    const link = previewLink(SECOND_FOOTER);
    const before = await countedLoads(SECOND_FOOTER);

    // The preview browser, in the canary's bucket: five page loads, each left (the beacon's last chance to send).
    const previewing = await visitor(browser, CANARY_BUCKET);
    const page = await previewing.newPage();
    const beacons: string[] = [];
    page.on('request', (r) => r.url().includes('/api/release-beacon') && beacons.push(r.url()));
    await page.goto(link);
    for (let i = 0; i < 5; i++) {
      await page.goto(i % 2 ? MAIN : `${MAIN}/search?q=paracetamol`);
      await expect(page.getByTestId('release-preview')).toBeVisible();
      await expect(await footerBuild(page)).toHaveText(`build ${SECOND_FOOTER}`);
      await page.waitForTimeout(2_500); // past the beacon's delay after load
    }
    await page.goto('about:blank');
    await previewing.close();
    expect(beacons).toEqual([]);

    // A visitor in the same bucket, served the canary: its page load counts (the counts do move when they should).
    const other = await visitor(browser, CANARY_BUCKET);
    const otherPage = await other.newPage();
    const visitorBeacons: string[] = [];
    otherPage.on('request', (r) => r.url().includes('/api/release-beacon') && visitorBeacons.push(r.url()));
    await otherPage.goto(MAIN);
    await expect(await footerBuild(otherPage)).toHaveText(`build ${SECOND_FOOTER}`);
    await otherPage.waitForTimeout(2_500);
    await otherPage.goto('about:blank');
    await other.close();
    expect(visitorBeacons.length).toBeGreaterThan(0);
    await expect.poll(() => countedLoads(SECOND_FOOTER), { timeout: 10_000 }).toBe(before + 1);
    console.log(
      `canary ${SECOND_FOOTER} page loads: ${before} before, ${before + 1} after 5 preview loads and 1 visitor's`,
    );
    expect(canaryOf(await footerVersions())?.metadata.version).toBe(SECOND_FOOTER);
  });
});

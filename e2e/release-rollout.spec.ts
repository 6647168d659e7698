import { expect, test, type Browser } from '@playwright/test';
import { E2E_RELEASE_DRIVER } from '../playwright.config';
import { canaryOf, liveVersion } from '../platform/src/releases/operations';
import { readHistory, readSiteManifest } from '../platform/src/releases/store';
import { ensureBrokenFooterRelease } from './support/broken-footer';
import { consoleAccount, ensureSecondFooterRelease, releases, signInToConsole } from './support/releases';

// Gradual rollouts and automatic rollback, as `npm start` runs them: the shell's release beacons go to
// the real api and database, and the release driver in the start process reads their counts.

const MAIN = 'http://localhost:3000';
/** What the footer of the build `npm run build` made live shows (its release id), once known. */
let LIVE_BUILD = '';
/** The release ids of the second and the broken footer, once released. */
let SECOND_FOOTER = '';
let BROKEN_FOOTER = '';
const MIN_LOADS = Number(E2E_RELEASE_DRIVER.RELEASE_ROLLBACK_MIN_LOADS);
const footerVersions = async () => (await readSiteManifest('main')).microFrontends.remote_footer ?? [];

/** One new visitor (own bucket cookie) loads the main page: which footer build it shows, or 'fallback'. */
async function visit(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(MAIN);
  const footer = page.getByTestId('footer-build').or(page.getByTestId('footer-fallback'));
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footer.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const seen = (await page.getByTestId('footer-fallback').count())
    ? 'fallback'
    : (await page.getByTestId('footer-build').textContent())!;
  // Leaving the page sends what the beacon has not sent yet (the page load itself comes 2 s after load).
  await page.goto('about:blank');
  await context.close();
  return seen;
}

test.describe.serial('gradual rollouts and automatic rollback', () => {
  test.setTimeout(240_000);
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    LIVE_BUILD = `build ${liveVersion(await footerVersions())}`;
    SECOND_FOOTER = ensureSecondFooterRelease();
    BROKEN_FOOTER = await ensureBrokenFooterRelease();
  });

  test('a footer that throws when it mounts, at a 50 % canary, is ended automatically within the sample', async ({
    browser,
    page,
  }) => {
    const live = liveVersion(await footerVersions())!;
    const set = releases('canary', 'main', 'remote_footer', BROKEN_FOOTER, '50');
    expect(set.status, set.output).toBe(0);
    const started = Date.now();

    const seen: string[] = [];
    let ended: number | undefined;
    while (ended === undefined && seen.length < 8 * MIN_LOADS) {
      seen.push(await visit(browser));
      if (!canaryOf(await footerVersions())) ended = seen.length;
    }
    if (ended === undefined) {
      // the last beacons may still be on their way: give the driver a few ticks
      await expect.poll(async () => canaryOf(await footerVersions()), { timeout: 15_000 }).toBeUndefined();
      ended = seen.length;
    }
    const brokenLoads = seen.filter((s) => s === 'fallback').length;
    console.log(
      `detection: canary ended after ${ended} page loads (${brokenLoads} on the broken build) and ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(brokenLoads).toBeGreaterThanOrEqual(MIN_LOADS);
    expect(brokenLoads).toBeLessThanOrEqual(MIN_LOADS + 6);
    expect(seen).toContain(LIVE_BUILD);
    expect(liveVersion(await footerVersions())).toBe(live);

    const last = (await readHistory('main')).filter((r) => r.remote === 'remote_footer').at(-1)!;
    expect(last).toMatchObject({ action: 'automatic rollback', who: 'release driver', from: live, to: live });
    expect(last.reason).toMatch(
      new RegExp(`^automatic rollback: ${BROKEN_FOOTER.replace(/\./g, '\\.')} failed on \\d+ of \\d+ page loads`),
    );

    // From now on no visitor gets the broken footer.
    for (let i = 0; i < 12; i++) expect(await visit(browser)).toBe(LIVE_BUILD);

    // The release page shows the counts of the last hour and the reason.
    await signInToConsole(page, 'ravi', consoleAccount('ravi'));
    const footerRow = page.getByRole('region', { name: 'main site' }).locator('tr[data-remote="remote_footer"]');
    const broken = footerRow.locator(`tr[data-version="${BROKEN_FOOTER}"]`);
    await expect(broken.getByTestId('share')).toHaveText('0%');
    expect(Number(await broken.getByTestId('failures').textContent())).toBeGreaterThanOrEqual(MIN_LOADS);
    await expect(footerRow.locator(`tr[data-version="${live}"] [data-testid="share"]`)).toHaveText('100%');
    await expect(page.getByText(last.reason!)).toBeAttached();
  });

  test('a broken build promoted directly is rolled back automatically within its first page loads', async ({
    browser,
  }) => {
    const live = liveVersion(await footerVersions())!;
    const promoted = releases('promote', 'main', 'remote_footer', BROKEN_FOOTER);
    expect(promoted.status, promoted.output).toBe(0);
    const seen: string[] = [];
    while (liveVersion(await footerVersions()) === BROKEN_FOOTER && seen.length < 8 * MIN_LOADS)
      seen.push(await visit(browser));
    await expect.poll(async () => liveVersion(await footerVersions()), { timeout: 15_000 }).toBe(live);
    console.log(
      `promote watch: rolled back after ${seen.length} page loads (${seen.filter((s) => s === 'fallback').length} broken)`,
    );
    expect(seen.filter((s) => s === 'fallback').length).toBeGreaterThanOrEqual(MIN_LOADS);

    const last = (await readHistory('main')).filter((r) => r.remote === 'remote_footer').at(-1)!;
    expect(last).toMatchObject({
      action: 'automatic rollback',
      who: 'release driver',
      from: BROKEN_FOOTER,
      to: live,
      rolledBack: BROKEN_FOOTER,
    });
    expect(last.reason).toMatch(
      new RegExp(
        `^automatic rollback: ${BROKEN_FOOTER.replace(/\./g, '\\.')} failed on \\d+ of \\d+ page loads .* for the previous ${live.replace(/\./g, '\\.')} `,
      ),
    );
    for (let i = 0; i < 4; i++) expect(await visit(browser)).toBe(LIVE_BUILD);
    // and no rollback goes back to it
    const back = releases('rollback', 'main', 'remote_footer', '--to', BROKEN_FOOTER);
    expect(back.status).not.toBe(0);
    expect(back.output).toContain(`refused: remote_footer ${BROKEN_FOOTER} was rolled back on the main site`);
  });

  test('a healthy build rolls out through every step to 100 %', async ({ browser }) => {
    const live = liveVersion(await footerVersions())!;
    const started = releases(
      'rollout',
      'main',
      'remote_footer',
      SECOND_FOOTER,
      '--steps',
      '20,50,100',
      '--every',
      '3s',
    );
    expect(started.status, started.output).toBe(0);
    expect(started.output).toContain(`rollout start: ${live} -> ${live}  canary ${SECOND_FOOTER} at 20%`);
    // two rollouts of one remote at once: refused, nothing changed
    const before = await footerVersions();
    const second = releases('rollout', 'main', 'remote_footer', BROKEN_FOOTER, '--steps', '50,100', '--every', '1m');
    expect(second.status).not.toBe(0);
    expect(second.output).toContain(`refused: a rollout of remote_footer ${SECOND_FOOTER} is already running`);
    expect(await footerVersions()).toEqual(before);

    const visits: string[] = [];
    await expect
      .poll(async () => (visits.push(await visit(browser)), liveVersion(await footerVersions())), {
        timeout: 60_000,
        intervals: [500],
      })
      .toBe(SECOND_FOOTER);
    expect(visits).not.toContain('fallback');

    const steps = (await readHistory('main')).filter((r) => r.remote === 'remote_footer').slice(-3);
    expect(steps.map((r) => [r.action, r.canary?.percent ?? 100, r.who])).toEqual([
      ['rollout start', 20, expect.any(String)],
      ['rollout step', 50, 'release driver'],
      ['rollout done', 100, 'release driver'],
    ]);
    expect(await visit(browser)).toBe(`build ${SECOND_FOOTER}`);

    // leave the site as the other specs expect it
    expect(releases('rollback', 'main', 'remote_footer').status).toBe(0);
    expect(liveVersion(await footerVersions())).toBe(live);
  });
});

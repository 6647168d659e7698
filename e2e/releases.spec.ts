import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { SITE_IDS } from '@pharmasetu/shared-contracts';
import { readSiteManifest, releasesDir, siteManifestFile } from '../platform/src/releases/store';
import { footerBuild } from './support/footer';
import {
  consoleAccount,
  CONSOLE,
  ensureSecondFooterRelease,
  release,
  releases,
  signInToConsole,
} from './support/releases';

// Release managers change what a site shows by editing its manifest only: no rebuild of the shell or
// of any remote. Everything is served as `npm start` serves it.

const MAIN = 'http://localhost:3000';
const MOLECULE = 'http://localhost:3100';
const liveFooter = async () =>
  (await readSiteManifest('main')).microFrontends.remote_footer!.find((v) => v.deployment.default)!.metadata.version;

test.describe.serial('releases', () => {
  /** The second footer's release id, and the one `npm run build` made live on every site. */
  let SECOND_FOOTER = '';
  let LIVE_BUILD = '';
  test.beforeAll(async () => {
    LIVE_BUILD = `build ${await liveFooter()}`;
    SECOND_FOOTER = ensureSecondFooterRelease();
  });
  test.setTimeout(180_000);

  test('promote a second footer on the main site only, then roll it back', async ({ page }) => {
    const before = await liveFooter();
    expect(before).not.toBe(SECOND_FOOTER);
    const promoted = releases('promote', 'main', 'remote-footer', SECOND_FOOTER);
    expect(promoted.status, promoted.output).toBe(0);

    await page.goto(MAIN);
    await expect(await footerBuild(page)).toHaveText(`build ${SECOND_FOOTER}`);
    await page.goto(MOLECULE);
    await expect(await footerBuild(page)).toHaveText(LIVE_BUILD);

    const rolledBack = releases('rollback', 'main', 'remote_footer');
    expect(rolledBack.status, rolledBack.output).toBe(0);
    expect(rolledBack.output).toContain(`rollback: ${SECOND_FOOTER} -> ${before}`);
    await page.goto(MAIN);
    await expect(await footerBuild(page)).toHaveText(LIVE_BUILD);
    expect(await liveFooter()).toBe(before);
  });

  test('a 50 % canary: visitors land in both versions and each keeps its own across reloads', async ({ browser }) => {
    const set = releases('canary', 'main', 'remote_footer', SECOND_FOOTER, '50');
    expect(set.status, set.output).toBe(0);
    try {
      const seen: string[] = [];
      for (let visitor = 0; visitor < 16; visitor++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(MAIN);
        const first = (await (await footerBuild(page)).textContent())!;
        for (let reload = 0; reload < 2; reload++) {
          await page.reload();
          await expect(await footerBuild(page)).toHaveText(first);
        }
        seen.push(first);
        await context.close();
      }
      expect(new Set(seen)).toEqual(new Set([LIVE_BUILD, `build ${SECOND_FOOTER}`]));
    } finally {
      expect(releases('canary', 'main', 'remote_footer', SECOND_FOOTER, '0').status).toBe(0);
    }
  });

  test('200 page loads run while a rollback happens: none fails', async ({ browser }) => {
    // Each load scrolls to the footer and waits for the footer remote, which loads only as the visitor nears it
    // (about a second a load here, three visitors at once on two cores).
    test.setTimeout(420_000);
    expect(releases('promote', 'main', 'remote_footer', SECOND_FOOTER).status).toBe(0);
    const failures: string[] = [];
    const builds = new Set<string>();
    let loads = 0;
    const visitor = async (browser: Browser) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (e) => failures.push(e.message));
      while (loads < 200) {
        loads++;
        const response = await page.goto(MAIN);
        if (!response?.ok()) failures.push(`HTTP ${response?.status()}`);
        await expect(await footerBuild(page)).toBeVisible();
        builds.add((await (await footerBuild(page)).textContent())!);
        if (await page.getByTestId('footer-fallback').count()) failures.push('footer fallback shown');
      }
      await context.close();
    };
    const rollbackMidway = (async () => {
      while (loads < 60) await new Promise((r) => setTimeout(r, 50));
      const result = releases('rollback', 'main', 'remote_footer');
      if (result.status !== 0) failures.push(result.output);
    })();
    await Promise.all([visitor(browser), visitor(browser), visitor(browser), rollbackMidway]);
    expect(failures).toEqual([]);
    expect(loads).toBeGreaterThanOrEqual(200);
    expect(builds).toEqual(new Set([LIVE_BUILD, `build ${SECOND_FOOTER}`]));
    expect(await liveFooter()).not.toBe(SECOND_FOOTER);
  });

  test('refused commands say why and leave every manifest unchanged', async () => {
    const broken = path.join(releasesDir(), 'remote_footer', '6.6.6-broken');
    await mkdir(broken, { recursive: true });
    await writeFile(path.join(broken, 'mf-manifest.json'), '{"name": "remote_footer", ');
    const manifests = async () => Promise.all(SITE_IDS.map((site) => readFile(siteManifestFile(site), 'utf8')));
    const before = await manifests();

    const refused: [ReturnType<typeof releases>, string][] = [
      [releases('promote', 'main', 'remote_footer', '9.9.9'), 'refused: remote_footer has no released version "9.9.9"'],
      [
        releases('promote', 'main', 'remote_footer', '6.6.6-broken'),
        'refused: remote_footer 6.6.6-broken: mf-manifest.json does not load',
      ],
      [releases('canary', 'main', 'remote_footer', '6.6.6-broken', '10'), 'mf-manifest.json does not load'],
      [releases('promote', 'mars', 'remote_footer', SECOND_FOOTER), 'unknown site "mars"'],
      [releases('promote', 'main', 'remote_chat', SECOND_FOOTER), 'unknown remote "remote_chat"'],
      [releases('promote', 'company', 'remote_search', SECOND_FOOTER), 'the company site does not use remote_search'],
      [
        releases('canary', 'main', 'remote_footer', SECOND_FOOTER, '150'),
        'a canary share is a whole percent from 0 to 99',
      ],
      [
        release('remote-footer', '--version', '../1.0'),
        '"../1.0" is not a version: use semver such as 1.4.0 or 1.4.0-rc.1',
      ],
    ];
    for (const [result, message] of refused) {
      expect(result.status, result.output).not.toBe(0);
      expect(result.output).toContain(message);
    }
    expect(await manifests()).toEqual(before);
  });

  test('the release page refuses an anonymous visitor and rolls back for a signed-in one', async ({
    page,
    request,
  }) => {
    const anonymous = await request.get(CONSOLE);
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.text()).not.toContain('remote_footer');
    const forged = await request.post(`${CONSOLE}/rollback`, { form: { site: 'main', remote: 'remote_footer' } });
    expect(forged.status()).toBe(401);

    const original = await liveFooter();
    expect(releases('promote', 'main', 'remote_footer', SECOND_FOOTER).status).toBe(0);
    // asha's own account: a wrong password, and the shared token (an account exists), sign nobody in
    const password = consoleAccount('asha');
    for (const wrong of ['wrong', 'e2e-release-token']) {
      await signInToConsole(page, 'asha', wrong);
      await expect(page.getByRole('alert')).toHaveText('Wrong account or password');
    }
    await signInToConsole(page, 'asha', password);

    const main = page.getByRole('region', { name: 'main site' });
    await expect(main.locator('tr[data-remote="remote_footer"] [data-testid="live"]')).toHaveText(SECOND_FOOTER);
    await main.getByRole('button', { name: 'Roll back remote_footer on the main site' }).click();
    // the server asks first, showing from → to; nothing changed yet
    await expect(page.getByTestId('confirm-change')).toHaveText(
      `Roll back remote_footer on the main site: ${SECOND_FOOTER} → ${original}`,
    );
    expect(await liveFooter()).toBe(SECOND_FOOTER);
    await page.getByRole('button', { name: `Roll back: ${SECOND_FOOTER} → ${original}` }).click();
    // the outcome comes from the history, not from the address
    await expect(page.getByRole('status')).toContainText(
      `by asha: main remote_footer rollback: ${SECOND_FOOTER} → ${original}`,
    );
    expect(page.url()).not.toContain('ok=');
    await expect(main.locator('tr[data-remote="remote_footer"] [data-testid="live"]')).toHaveText(original);
    // the history names the signed-in account
    const change = main
      .locator('table.history tr')
      .filter({ hasText: `remote_footer rollback ${SECOND_FOOTER} → ${original}` })
      .first();
    await expect(change.getByTestId('who')).toHaveText('asha');

    await page.goto(MAIN);
    await expect(await footerBuild(page)).toHaveText(LIVE_BUILD);
  });
});

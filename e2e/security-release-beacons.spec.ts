import { expect, test, type APIRequestContext } from '@playwright/test';
import { VISITOR_BUCKET_COOKIE } from '@pharmasetu/shared-contracts';
import { E2E_RELEASE_DRIVER } from '../playwright.config';
import { canaryOf, liveVersion } from '../platform/src/releases/operations';
import { readHistory, readSiteManifest } from '../platform/src/releases/store';
import { ensureSecondFooterRelease, releases } from './support/releases';

/** The second footer's release id (set once it is released). */
let SECOND_FOOTER = '';

// Forged release beacons against the real site server, api and release driver (`npm start`). An attacker
// makes real page requests (each carries a signed page-load token) and sends beacons of its own: the api
// counts a beacon only for the remote versions its page load was served. A canary takes the first 50
// buckets at 50 %: bucket 75 is served the live footer, bucket 10 the canary.

const MAIN = 'http://localhost:3000';
const API = 'http://localhost:4001';
const MIN_LOADS = Number(E2E_RELEASE_DRIVER.RELEASE_ROLLBACK_MIN_LOADS);
const LIVE_BUCKET = 75;
const CANARY_BUCKET = 10;
const footerVersions = async () => (await readSiteManifest('main')).microFrontends.remote_footer ?? [];

interface PageLoad {
  token: string;
  versions: Record<string, string>;
}

/** One real page request in a bucket: its page-load token and the versions the page was served. */
async function pageLoad(request: APIRequestContext, bucket: number): Promise<PageLoad> {
  const html = await (await request.get(MAIN, { headers: { cookie: `${VISITOR_BUCKET_COOKIE}=${bucket}` } })).text();
  const token = JSON.parse(/window\.__PAGE_LOAD_TOKEN__=("[^"]+")/.exec(html)![1]!) as string;
  const composition = JSON.parse(/window\.__SITE_COMPOSITION__=(\{.*?\})<\/script>/.exec(html)![1]!) as {
    remotes: Record<string, { version: string }>;
  };
  return { token, versions: Object.fromEntries(Object.entries(composition.remotes).map(([r, c]) => [r, c.version])) };
}

/** A beacon for a page load, saying `versions` were composed and that the footer failed. */
const footerFailed = (request: APIRequestContext, load: PageLoad, versions = load.versions) =>
  request.post(`${API}/api/release-beacon`, {
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify({
      page: load.token,
      site: 'main',
      remotes: Object.entries(versions).map(([remote, version]) => ({
        remote,
        version,
        failed: remote === 'remote_footer',
      })),
    }),
  });

/** Waits a few of the release driver's ticks (one a second in the suite). */
const driverTicks = () => new Promise((resolve) => setTimeout(resolve, 4_000));

test.describe.serial('forged release beacons', () => {
  test.setTimeout(120_000);
  test.beforeAll(() => {
    test.setTimeout(120_000);
    SECOND_FOOTER = ensureSecondFooterRelease();
  });
  test.afterEach(async () => {
    if (canaryOf(await footerVersions()))
      expect(releases('canary', 'main', 'remote_footer', SECOND_FOOTER, '0').status).toBe(0);
  });

  test('page loads served the live footer cannot report the canary failing: a healthy canary runs on', async ({
    request,
  }) => {
    const set = releases('canary', 'main', 'remote_footer', SECOND_FOOTER, '50');
    expect(set.status, set.output).toBe(0);
    const attempts = 3 * MIN_LOADS;
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const load = await pageLoad(request, LIVE_BUCKET);
      expect(load.versions.remote_footer).not.toBe(SECOND_FOOTER);
      statuses.push((await footerFailed(request, load, { ...load.versions, remote_footer: SECOND_FOOTER })).status());
    }
    await driverTicks();
    const counted = statuses.filter((s) => s === 204).length;
    console.log(
      `${attempts} forged canary failures from live page loads: ${counted} counted; canary ${canaryOf(await footerVersions())?.metadata.version ?? 'ended'}`,
    );
    expect.soft(statuses).toEqual(Array(attempts).fill(403));
    expect(canaryOf(await footerVersions())?.metadata.version).toBe(SECOND_FOOTER);
  });

  test('forged live-version failures do not hide a failing canary: it is ended within its sample', async ({
    request,
  }) => {
    const live = liveVersion(await footerVersions())!;
    const set = releases('canary', 'main', 'remote_footer', SECOND_FOOTER, '50');
    expect(set.status, set.output).toBe(0);
    // The attacker: page loads served the canary, reported as the live footer failing.
    const forged: number[] = [];
    for (let i = 0; i < 10; i++) {
      const load = await pageLoad(request, CANARY_BUCKET);
      forged.push((await footerFailed(request, load, { ...load.versions, remote_footer: live })).status());
    }
    expect.soft(forged).toEqual(Array(10).fill(403));
    // The visitors: every page load served the canary reports its footer failing, as a broken build's do.
    let loads = 0;
    while (canaryOf(await footerVersions()) && loads < 4 * MIN_LOADS) {
      expect((await footerFailed(request, await pageLoad(request, CANARY_BUCKET))).status()).toBe(204);
      loads += 1;
      if (loads >= MIN_LOADS) await new Promise((resolve) => setTimeout(resolve, 1_200));
    }
    await expect.poll(async () => canaryOf(await footerVersions()), { timeout: 10_000 }).toBeUndefined();
    console.log(`a canary failing every page load was ended after ${loads} of them (10 forged live failures refused)`);
    const last = (await readHistory('main')).filter((r) => r.remote === 'remote_footer').at(-1)!;
    expect(last).toMatchObject({ action: 'automatic rollback', who: 'release driver', from: live, to: live });
    expect(liveVersion(await footerVersions())).toBe(live);
  });
});

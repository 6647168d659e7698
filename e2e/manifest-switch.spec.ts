import { expect, test } from '@playwright/test';
import { FRONTEND_DISCOVERY_SCHEMA, type SiteManifest } from '@pharmasetu/shared-contracts';
import { liveMainManifest, startTestSite } from './support/extra-origins';
import { footerBuild } from './support/footer';
import { ensureSecondFooterRelease } from './support/releases';

test('switching the site manifest to a second build of remote-footer changes the page on reload, with no rebuild', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const SECOND_FOOTER = ensureSecondFooterRelease();
  const live = await liveMainManifest();
  const first = live.microFrontends.remote_footer!.find((v) => v.deployment.default)!;
  const site = await startTestSite('switch', 3930, live);
  try {
    await page.goto(site.url);
    await expect(await footerBuild(page)).toHaveText(`build ${first.metadata.version}`);

    const switched: SiteManifest = {
      $schema: FRONTEND_DISCOVERY_SCHEMA,
      microFrontends: {
        ...live.microFrontends,
        remote_footer: [
          {
            url: `http://localhost:3003/${SECOND_FOOTER}/mf-manifest.json`,
            metadata: { version: SECOND_FOOTER },
            deployment: { default: true },
          },
          { ...first, deployment: { default: false } },
        ],
      },
    };
    await site.setManifest(switched);
    await page.reload();
    await expect(await footerBuild(page)).toHaveText(`build ${SECOND_FOOTER}`);

    await site.setManifest(live);
    await page.reload();
    await expect(await footerBuild(page)).toHaveText(`build ${first.metadata.version}`);
  } finally {
    await site.close();
  }
});

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localSiteSettings, type SiteManifest, type SiteSettings } from '@pharmasetu/shared-contracts';
import { readSiteManifest, REPO_ROOT } from '../../platform/src/releases/store';
import type { Running } from '../../platform/src/site-server/listen';
import { startSiteServer } from '../../platform/src/site-server/site-server';

export const E2E_DIR = path.join(REPO_ROOT, '.e2e');

/** The main site's live manifest, as `npm run build` left it. */
export const liveMainManifest = () => readSiteManifest('main');

/**
 * A second origin of the main site whose manifest the test controls, so a test can change what a
 * site composes (or break it) without touching the manifest the other tests use.
 */
export async function startTestSite(
  name: string,
  port: number,
  manifest: SiteManifest | string | undefined,
  settings: Partial<SiteSettings> = {},
): Promise<Running & { setManifest: (m: SiteManifest | string) => Promise<void> }> {
  const manifestFile = path.join(E2E_DIR, `${name}.site-manifest.json`);
  await mkdir(E2E_DIR, { recursive: true });
  const setManifest = (m: SiteManifest | string) =>
    writeFile(manifestFile, typeof m === 'string' ? m : JSON.stringify(m, null, 2));
  if (manifest !== undefined) await setManifest(manifest);
  const running = await startSiteServer({
    settings: { ...localSiteSettings('main'), ...settings },
    distDir: path.join(REPO_ROOT, 'shell/dist'),
    manifestFile,
    port,
  });
  // The site renders its pages on the server in this process too (not only under tsx): a home page it cannot render
  // would answer 500 and leave the browser to render it, which the tests would not notice.
  const home = await fetch(`${running.url}/`);
  if (home.status !== 200) {
    await running.close();
    throw new Error(`the test site ${name} answered its home page with ${home.status}`);
  }
  return { ...running, setManifest };
}

/** The same manifest with one remote's entry pointing at another origin (same version). */
export function withRemoteAt(
  manifest: SiteManifest,
  remote: keyof SiteManifest['microFrontends'],
  origin: string,
): SiteManifest {
  const versions = manifest.microFrontends[remote] ?? [];
  return {
    ...manifest,
    microFrontends: {
      ...manifest.microFrontends,
      [remote]: versions.map((v) => ({ ...v, url: `${origin}${new URL(v.url).pathname}` })),
    },
  };
}

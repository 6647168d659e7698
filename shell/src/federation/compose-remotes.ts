import { getInstance } from '@module-federation/enhanced/runtime';
import { checkSiteManifest, pickVersion, type PageComposition, type RemoteName } from '@pharmasetu/shared-contracts';
import { startReleaseBeacon } from '../telemetry/release-beacon';
import { setComposition, type Composition } from './composed';
import { registerEntries } from './remote-entries';
import { ensureBucketCookie } from './ensure-bucket-cookie';

export type { ComposedRemote, Composition } from './composed';
export { composedRemote, remoteOfError, setComposition } from './composed';

declare global {
  interface Window {
    /** Written into the page by the site's server (platform/src/site-server/page-composition.ts). */
    __SITE_COMPOSITION__?: PageComposition;
  }
}

/**
 * The remotes this page uses. A page the site's server composed carries the decision (each remote's
 * version for this visitor and its remoteEntry.js address): it is used as it is, with no request. Only
 * a page without it (webpack's dev server) fetches the site manifest (never from cache) and picks by the
 * bucket cookie; its remotes are then resolved from their mf-manifest.json when first needed
 * (remote-entries.ts). A missing, unreadable or partly wrong manifest logs a clear message and leaves
 * those remotes out: their slots show fallbacks.
 */
export async function composeRemotes(
  manifestUrl: string,
  fetchImpl: typeof fetch = fetch,
  inline = window.__SITE_COMPOSITION__,
): Promise<Composition> {
  const composition = inline ? fromPage(inline, manifestUrl) : await fetchAndPick(manifestUrl, fetchImpl);
  if (!getInstance()) {
    console.error('[shell] the federation runtime is not initialised; every remote shows its fallback.');
    return {};
  }
  setComposition(composition);
  startReleaseBeacon(composition);
  registerEntries(composition, inline?.entries ?? {});
  return composition;
}

function fromPage(inline: PageComposition, manifestUrl: string): Composition {
  for (const error of inline.errors) console.error(`[shell] ${manifestUrl}: ${error}`);
  return inline.remotes as Composition;
}

async function fetchAndPick(manifestUrl: string, fetchImpl: typeof fetch): Promise<Composition> {
  let raw: unknown;
  try {
    const response = await fetchImpl(manifestUrl, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    console.error(
      `[shell] site manifest ${manifestUrl} could not be loaded (${(error as Error).message}); every remote shows its fallback.`,
    );
    return {};
  }
  const { manifest, errors } = checkSiteManifest(raw);
  for (const error of errors) console.error(`[shell] ${manifestUrl}: ${error}`);
  const base = new URL(manifestUrl, window.location.href);
  const bucket = ensureBucketCookie();
  const composition: Composition = {};
  for (const [name, versions] of Object.entries(manifest.microFrontends) as [
    RemoteName,
    NonNullable<(typeof manifest.microFrontends)[RemoteName]>,
  ][]) {
    const chosen = pickVersion(versions, bucket);
    if (chosen) composition[name] = { version: chosen.metadata.version, url: new URL(chosen.url, base).href };
  }
  return composition;
}

import { getInstance } from '@module-federation/enhanced/runtime';
import { checkSiteManifest, pickVersion, type PageComposition, type RemoteName } from '@pharmasetu/shared-contracts';
import { setComposition, type Composition } from './composed';
import { registerEntries } from './remote-entries';
import { visitorBucket } from './visitor-bucket';

export type { ComposedRemote, Composition } from './composed';
export { composedRemote, remoteOfError, setComposition } from './composed';

declare global {
  interface Window {
    /** Written into the page by the site's server (scripts/servers/page-composition.ts). */
    __SITE_COMPOSITION__?: PageComposition;
  }
}

/**
 * Reads the site manifest (from the page, where the site's server wrote it, else fetched, never from
 * cache), picks one version per remote for this visitor and registers the remoteEntry.js addresses the
 * page carries with the federation runtime; a remote without one is resolved from its mf-manifest.json
 * when first needed (remote-entries.ts). A missing, unreadable or partly wrong manifest logs a clear
 * message and leaves those remotes out: their slots show fallbacks.
 */
export async function composeRemotes(manifestUrl: string, fetchImpl: typeof fetch = fetch, inline = window.__SITE_COMPOSITION__): Promise<Composition> {
  let raw: unknown;
  try {
    if (inline) raw = inline.manifest;
    else {
      const response = await fetchImpl(manifestUrl, { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      raw = await response.json();
    }
  } catch (error) {
    console.error(`[shell] site manifest ${manifestUrl} could not be loaded (${(error as Error).message}); every remote shows its fallback.`);
    return {};
  }
  const { manifest, errors } = checkSiteManifest(raw);
  for (const error of errors) console.error(`[shell] ${manifestUrl}: ${error}`);

  const base = new URL(manifestUrl, window.location.href);
  const bucket = visitorBucket();
  const composition: Composition = {};
  for (const [name, versions] of Object.entries(manifest.microFrontends) as [RemoteName, NonNullable<(typeof manifest.microFrontends)[RemoteName]>][]) {
    const chosen = pickVersion(versions, bucket);
    if (chosen) composition[name] = { version: chosen.metadata.version, url: new URL(chosen.url, base).href };
  }
  if (!getInstance()) {
    console.error('[shell] the federation runtime is not initialised; every remote shows its fallback.');
    return {};
  }
  setComposition(composition);
  registerEntries(composition, inline?.entries ?? {});
  return composition;
}

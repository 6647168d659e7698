import { getInstance } from '@module-federation/enhanced/runtime';
import { checkSiteManifest, pickVersion, type RemoteName } from '@pharmasetu/shared-contracts';
import { setComposition, type Composition } from './composed';
import { visitorBucket } from './visitor-bucket';

export type { ComposedRemote, Composition } from './composed';
export { composedRemote, remoteOfError, setComposition } from './composed';

/**
 * Reads the site manifest (never from cache), picks one version per remote for this visitor and
 * registers it with the federation runtime by its mf-manifest.json address. A missing, unreadable or
 * partly wrong manifest logs a clear message and leaves those remotes out: their slots show fallbacks.
 */
export async function composeRemotes(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<Composition> {
  let raw: unknown;
  try {
    const response = await fetchImpl(manifestUrl, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
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
  const federation = getInstance();
  if (!federation) {
    console.error('[shell] the federation runtime is not initialised; every remote shows its fallback.');
    return {};
  }
  federation.registerRemotes(
    Object.entries(composition).map(([name, remote]) => ({ name, entry: remote.url })),
    { force: true },
  );
  setComposition(composition);
  return composition;
}

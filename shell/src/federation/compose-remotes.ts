import { getInstance } from '@module-federation/enhanced/runtime';
import { checkSiteManifest, pickVersion, type RemoteName } from '@pharmasetu/shared-contracts';
import { visitorBucket } from './visitor-bucket';

export interface ComposedRemote {
  version: string;
  url: string;
}

export type Composition = Partial<Record<RemoteName, ComposedRemote>>;

/** What this page composed (set once composeRemotes has answered). */
let composed: Composition = {};

/** The version and address this page composed for a remote, if it composed it. */
export const composedRemote = (name: string): ComposedRemote | undefined => composed[name as RemoteName];

/** Stack frames' script addresses, innermost first (Chromium's "at f (url:line:col)", Firefox's "f@url:line:col"). */
const scriptUrls = (stack: string) => [...stack.matchAll(/(https?:\/\/[^\s()@]+?):\d+:\d+/g)].map((m) => m[1]!);

/**
 * The remote whose code raised an error: the first stack frame (or the error event's script) served from
 * a composed remote's release folder (the folder of its mf-manifest.json). Undefined for the shell's own errors.
 */
export function remoteOfError(error: unknown, scriptUrl?: string): { remote: RemoteName; version: string } | undefined {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const urls = [...scriptUrls(stack), ...(scriptUrl ? [scriptUrl] : [])];
  const folders = (Object.entries(composed) as [RemoteName, ComposedRemote][]).map(([remote, c]) => ({ remote, version: c.version, folder: c.url.slice(0, c.url.lastIndexOf('/') + 1) }));
  for (const url of urls) {
    const found = folders.find((f) => url.startsWith(f.folder));
    if (found) return { remote: found.remote, version: found.version };
  }
  return undefined;
}

/** Tests only: what composeRemotes would have composed. */
export function setComposition(composition: Composition): void {
  composed = composition;
}

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
  composed = composition;
  return composition;
}

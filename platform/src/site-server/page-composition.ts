import {
  checkSiteManifest,
  pickVersion,
  resolveRemoteManifest,
  type PageComposition,
  type RemoteName,
  type ResolvedRemote,
} from '@pharmasetu/shared-contracts';

/** A file the page should fetch at once (the shell's start and the page's own chunk). */
export interface Preload {
  href: string;
}

export type RemoteResolver = (manifestUrl: string) => Promise<ResolvedRemote | undefined>;

/**
 * Reads remotes' mf-manifest.json over HTTP, as the browser would. A released version never changes,
 * so an answer is kept for the life of the server; a failure is remembered for `retryAfterMs` (a remote
 * origin that is down costs one short wait, not one per page) and then asked again.
 */
export function remoteResolver({ fetchImpl = fetch, timeoutMs = 1500, retryAfterMs = 5000 } = {}): RemoteResolver {
  const known = new Map<string, ResolvedRemote>();
  const failed = new Map<string, number>();
  const inFlight = new Map<string, Promise<ResolvedRemote | undefined>>();
  return (url) => {
    const hit = known.get(url);
    if (hit) return Promise.resolve(hit);
    if ((failed.get(url) ?? 0) > Date.now()) return Promise.resolve(undefined);
    let pending = inFlight.get(url);
    if (!pending) {
      pending = fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const resolved = resolveRemoteManifest(await response.json(), url);
          known.set(url, resolved);
          return resolved;
        })
        .catch(() => {
          failed.set(url, Date.now() + retryAfterMs);
          return undefined;
        })
        .finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    return pending;
  };
}

/**
 * What a site's page carries about its remotes: the version chosen for each for this visitor's bucket
 * (the shell uses it as it is), what is wrong with the manifest, and the remoteEntry address of each
 * chosen version. Nothing of a remote is preloaded: none is in the first view (the search box loads when
 * the visitor reaches for it, the footer near it, the enquiry at the first interaction). An unreadable
 * manifest gives nothing to inline: the
 * shell then fetches it itself and says what is wrong with it. A remote whose mf-manifest.json cannot
 * be read here is left to the browser, which reports it and shows that slot's fallback.
 */
export async function composePage(
  manifestText: string | undefined,
  manifestUrl: string,
  bucket: number,
  resolve: RemoteResolver,
): Promise<{ inline?: PageComposition }> {
  let raw: unknown;
  try {
    if (manifestText === undefined) return {};
    raw = JSON.parse(manifestText);
  } catch {
    return {};
  }
  const { manifest, errors } = checkSiteManifest(raw);
  const chosen = (
    Object.entries(manifest.microFrontends) as [RemoteName, NonNullable<(typeof manifest.microFrontends)[RemoteName]>][]
  )
    .map(([name, versions]) => ({ name, entry: pickVersion(versions, bucket) }))
    .filter((c) => c.entry !== undefined)
    .map(({ name, entry }) => ({ name, version: entry!.metadata.version, url: new URL(entry!.url, manifestUrl).href }));
  const resolved = await Promise.all(chosen.map(async (c) => ({ ...c, remote: await resolve(c.url) })));

  const remotes: PageComposition['remotes'] = Object.fromEntries(
    chosen.map(({ name, version, url }) => [name, { version, url }]),
  );
  const entries: Record<string, string> = {};
  for (const { url, remote } of resolved) if (remote) entries[url] = remote.entry;
  return { inline: { remotes, entries, errors } };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel="preload">` elements for the page's head, at low priority: the scripts start only after the first
 * paint (site-page-html.ts), so they must not look like the paint's business. At the default (High) priority a
 * script requested from the head counts as render-blocking in Lighthouse's simulation, which then holds the
 * first paint for all of them; the browser fetches them at once either way (nothing else is pending then).
 */
export const preloadLinks = (preloads: Preload[]) =>
  preloads.map((p) => `<link rel="preload" as="script" fetchpriority="low" href="${attr(p.href)}">`).join('');

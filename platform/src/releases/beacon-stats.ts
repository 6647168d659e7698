import type { RemoteName, SiteId } from '@pharmasetu/shared-contracts';
import type { VersionCounts } from './health';

/** Page loads and failures per version of a remote on a site since `since`, from the api's release beacons. */
export async function fetchCounts(apiUrl: string, site: SiteId, remote: RemoteName, since: Date, fetchImpl: typeof fetch = fetch): Promise<VersionCounts[]> {
  const url = new URL('/api/release-beacon/stats', apiUrl);
  url.search = new URLSearchParams({ site, remote, since: since.toISOString() }).toString();
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(3_000) });
  if (!response.ok) throw new Error(`${url.pathname} answered HTTP ${response.status}`);
  return ((await response.json()) as { versions: VersionCounts[] }).versions;
}

/** The last 24 hours at most (what the api answers). */
export const clampSince = (since: number, now = Date.now()) => new Date(Math.max(since, now - 86_400_000 + 60_000));

import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { checkPageLoadToken } from '../lib/page-load-token';
import { ReleaseBeaconRepository, type BeaconEntry, type VersionCounts } from '../repositories/release-beacons';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Release beacons: counted page loads per remote version, for the release driver's automatic rollback.
 * With RELEASE_BEACON_SECRET (`tokenSecret`), only a page load the site server signed counts, and only for
 * the remote versions it signed for that page load.
 */
export class ReleaseBeacons {
  private readonly beacons: ReleaseBeaconRepository;

  constructor(
    db: Database,
    private readonly tokenSecret?: string,
  ) {
    this.beacons = new ReleaseBeaconRepository(db);
  }

  /**
   * Counts one page load's remotes (each page-load id once); 403 when its page-load token is not valid for
   * this site and exactly these remote versions (the ones the site server composed for that page load).
   */
  async record(beacon: { page: string; site: string; remotes: BeaconEntry[] }): Promise<void> {
    const versions = Object.fromEntries(beacon.remotes.map((r) => [r.remote, r.version]));
    if (this.tokenSecret && !checkPageLoadToken(this.tokenSecret, beacon.site, versions, beacon.page))
      throw new AppError(403, 'page-load token is not valid for this site and these versions');
    await this.beacons.record(beacon.page, beacon.site, beacon.remotes);
  }

  /** Page loads and failures per version since `since` (default: the last hour; at most 24 hours back). */
  async counts(site: string, remote: string, since: string | undefined, now = Date.now()) {
    const from = since ? new Date(since) : new Date(now - HOUR_MS);
    if (from.getTime() < now - DAY_MS || from.getTime() > now + 60_000)
      throw new AppError(400, 'since must be within the last 24 hours');
    const versions: VersionCounts[] = await this.beacons.counts(site, remote, from);
    return { site, remote, since: from.toISOString(), versions };
  }

  /** Drops the rows too old to matter; answers how many went. */
  purge(): Promise<number> {
    return this.beacons.purge();
  }
}

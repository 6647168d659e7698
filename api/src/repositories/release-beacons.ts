import type { Queryable } from '../db/database';

export interface BeaconEntry {
  remote: string;
  version: string;
  failed: boolean;
}

export interface VersionCounts {
  version: string;
  loads: number;
  failures: number;
}

/** Page loads and failures per site, remote and version, as the shell's release beacons report them. */
export class ReleaseBeaconRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Records one page load's remotes. A page load already recorded keeps its site and version (a later
   * beacon of it can only add a failure), so resending or forging a known page id changes no count twice.
   */
  async record(pageId: string, site: string, entries: BeaconEntry[]): Promise<void> {
    for (const e of entries) {
      await this.db.query(
        `INSERT INTO release_beacons (page_id, remote, site, version, failed) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (page_id, remote) DO UPDATE SET failed = true
         WHERE EXCLUDED.failed AND release_beacons.site = EXCLUDED.site AND release_beacons.version = EXCLUDED.version`,
        [pageId, e.remote, site, e.version, e.failed],
      );
    }
  }

  /** Per version of one remote on one site since `since`: page loads and the failing ones. */
  async counts(site: string, remote: string, since: Date): Promise<VersionCounts[]> {
    const { rows } = await this.db.query<{ version: string; loads: string | number; failures: string | number }>(
      `SELECT version, count(*) AS loads, count(*) FILTER (WHERE failed) AS failures FROM release_beacons
       WHERE site = $1 AND remote = $2 AND created_at >= $3 GROUP BY version ORDER BY count(*) DESC LIMIT 20`,
      [site, remote, since.toISOString()],
    );
    return rows.map((r) => ({ version: r.version, loads: Number(r.loads), failures: Number(r.failures) }));
  }

  /** Drops what is older than two days. */
  async purge(): Promise<number> {
    return (await this.db.query("DELETE FROM release_beacons WHERE created_at < now() - interval '2 days'")).rowCount;
  }
}

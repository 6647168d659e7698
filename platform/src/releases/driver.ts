import type { RemoteName, SiteId } from '@pharmasetu/shared-contracts';
import { clampSince, fetchCounts } from './beacon-stats';
import { canaryVerdict, healthSettingsFromEnv, type HealthSettings, type VersionCounts } from './health';
import { canaryOf, liveVersion } from './operations';
import { releaseLog } from './log';
import { canaryStartedAt, promoteWatch } from './rollout';
import { endCanaryAutomatically, passPromoteWatch, rollBackPromoteAutomatically, stepRollout } from './rollout-commands';
import { SERVED_SITES, SITE_REMOTES } from './sites';
import { readHistory, readSiteManifest, releaseState, type HistoryRecord, type ReleaseState } from './store';

interface DriverOptions {
  /** Where the release beacons' counts are read (the api). */
  apiUrl: string;
  /** How often it looks (RELEASE_DRIVER_TICK_MS, default 5 s). */
  tickMs?: number;
  health?: HealthSettings;
  sites?: readonly SiteId[];
  counts?: (site: SiteId, remote: RemoteName, since: Date) => Promise<VersionCounts[]>;
  log?: (message: string, record?: HistoryRecord) => void;
  /** Where it takes its turn (default: releaseState()): on PostgreSQL one driver at a time acts, across machines. */
  state?: ReleaseState;
}

/**
 * A change as the driver's log line tells it: an automatic rollback goes from the version taken away (the
 * canary, or the promoted version) to the one live after it; a canary's end leaves the live version as it
 * was, so the record's own from and to are the same version and would not say which one failed.
 */
export function driverLogFields(record: HistoryRecord) {
  const event = record.action === 'automatic rollback' ? 'automatic rollback' : 'release change';
  const from = event === 'automatic rollback' ? (record.rolledBack ?? record.from) : record.from;
  return { event, site: record.site, remote: record.remote, action: record.action, from, to: record.to, reason: record.reason };
}

/**
 * The release driver, inside the long-lived process of `npm start`: every few seconds, for each site and
 * remote, it ends a canary whose failures per 1,000 page loads pass the threshold (the live version
 * stays; the history says why), rolls back a newly promoted version that fails the same rule against the
 * version it replaced during its first page loads, then takes a rollout's step when it is due. All its state is in the
 * sites' manifests and histories, and every change goes through the per-site lock: a restart, or two
 * drivers at once, take each step once. On PostgreSQL a tick runs under an advisory lock too: of all the
 * drivers sharing the database, one looks at the beacons and acts; the others skip that tick.
 */
export function startReleaseDriver(options: DriverOptions): { tick: () => Promise<HistoryRecord[]>; stop: () => void } {
  const health = options.health ?? healthSettingsFromEnv();
  const sites = options.sites ?? SERVED_SITES;
  const log =
    options.log ??
    ((message: string, record?: HistoryRecord) => {
      if (!record) return releaseLog.warn({ event: 'release driver' }, message);
      const fields = driverLogFields(record);
      if (fields.event === 'automatic rollback') releaseLog.warn(fields, message);
      else releaseLog.info(fields, message);
    });
  const watchLoads = health.watchLoads ?? 200;
  const counts = options.counts ?? ((site, remote, since) => fetchCounts(options.apiUrl, site, remote, since));

  async function checkCanary(site: SiteId, remote: RemoteName, now: number): Promise<HistoryRecord | undefined> {
    const versions = (await readSiteManifest(site)).microFrontends[remote] ?? [];
    const canary = canaryOf(versions)?.metadata.version;
    if (!canary) return undefined;
    const started = canaryStartedAt(await readHistory(site), remote, canary);
    const all = await counts(site, remote, clampSince(started ? Date.parse(started) : now - 3_600_000, now));
    const live = liveVersion(versions);
    const canaryCounts = all.find((c) => c.version === canary) ?? { version: canary, loads: 0, failures: 0 };
    const reason = canaryVerdict(canaryCounts, all.find((c) => c.version === live), health);
    return reason ? endCanaryAutomatically(site, remote, canary, reason) : undefined;
  }

  /** A promoted version under watch: its page loads since it became live against the previous version's hour before. */
  async function checkPromote(site: SiteId, remote: RemoteName, now: number): Promise<HistoryRecord | undefined> {
    const watch = promoteWatch(await readHistory(site), remote);
    if (!watch) return undefined;
    const at = Date.parse(watch.at);
    const [fresh, before] = await Promise.all([counts(site, remote, clampSince(at, now)), counts(site, remote, clampSince(at - 3_600_000, now))]);
    const mine = fresh.find((c) => c.version === watch.version) ?? { version: watch.version, loads: 0, failures: 0 };
    const previous = before.find((c) => c.version === watch.previous);
    const reason = canaryVerdict(mine, previous, health, 'previous');
    if (reason) return rollBackPromoteAutomatically(site, remote, watch.version, watch.previous, reason);
    if (mine.loads < watchLoads) return undefined;
    return passPromoteWatch(site, remote, watch.version, `${watch.version} passed its first ${mine.loads} page loads (${mine.failures} failed) against the previous ${watch.previous}`);
  }

  const state = options.state ?? releaseState();
  let running: Promise<HistoryRecord[]> | undefined;
  const tick = () =>
    (running ??= (async () => (await state.exclusive('release driver', pass).catch((error: Error) => {
      log(`release driver: ${error.message}`);
      return undefined;
    })) ?? [])().finally(() => (running = undefined)));

  async function pass(): Promise<HistoryRecord[]> {
      const done: HistoryRecord[] = [];
      for (const site of sites) {
        for (const remote of SITE_REMOTES[site]) {
          try {
            const ended = await checkCanary(site, remote, Date.now());
            const watched = await checkPromote(site, remote, Date.now());
            const stepped = ended || watched ? undefined : await stepRollout(site, remote);
            for (const r of [ended, watched, stepped]) {
              if (!r) continue;
              done.push(r);
              log(`${site} ${remote}: ${r.reason ?? `${r.action}${r.canary ? ` (${r.canary.version} at ${r.canary.percent} %)` : ''}`}`, r);
            }
          } catch (error) {
            log(`${site} ${remote}: ${(error as Error).message}`);
          }
        }
      }
      return done;
  }

  const timer = setInterval(() => void tick(), options.tickMs ?? (Number(process.env.RELEASE_DRIVER_TICK_MS) || 5_000));
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}

/** Page loads and failures of one version, as the shell's release beacons counted them. */
export interface VersionCounts {
  version: string;
  loads: number;
  failures: number;
}

/**
 * When a canary is ended automatically. Defaults (env of the process that drives releases):
 * - RELEASE_ROLLBACK_MIN_LOADS (50): the canary's page loads before any verdict;
 * - RELEASE_ROLLBACK_MIN_FAILURES (5): fewer failing page loads never end a canary;
 * - RELEASE_ROLLBACK_RATIO (2): the canary's failures per 1,000 page loads must pass this many times
 *   the live version's ...
 * - RELEASE_ROLLBACK_FLOOR (5): ... or this many per 1,000, whichever is higher (a live version with no
 *   failures does not make a single failure fatal).
 */
export interface HealthSettings {
  /**
   * RELEASE_WATCH_LOADS (200): a promoted version is watched for its first this many page loads against
   * the version it replaced, and rolled back by the same rule as a canary.
   */
  watchLoads?: number;
  minLoads: number;
  minFailures: number;
  ratio: number;
  floorPer1000: number;
}

export const DEFAULT_HEALTH: Required<HealthSettings> = { watchLoads: 200, minLoads: 50, minFailures: 5, ratio: 2, floorPer1000: 5 };

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function healthSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Required<HealthSettings> {
  return {
    watchLoads: positive(env.RELEASE_WATCH_LOADS, DEFAULT_HEALTH.watchLoads),
    minLoads: positive(env.RELEASE_ROLLBACK_MIN_LOADS, DEFAULT_HEALTH.minLoads),
    minFailures: positive(env.RELEASE_ROLLBACK_MIN_FAILURES, DEFAULT_HEALTH.minFailures),
    ratio: positive(env.RELEASE_ROLLBACK_RATIO, DEFAULT_HEALTH.ratio),
    floorPer1000: positive(env.RELEASE_ROLLBACK_FLOOR, DEFAULT_HEALTH.floorPer1000),
  };
}

/** Failures per 1,000 page loads (0 without loads). */
export const per1000 = (c: Pick<VersionCounts, 'loads' | 'failures'> | undefined) => (c && c.loads > 0 ? (1000 * Math.min(c.failures, c.loads)) / c.loads : 0);

const round = (n: number) => (n >= 10 ? Math.round(n) : Math.round(n * 10) / 10);

/**
 * Whether the canary fails enough more often than the live version to be ended: answers the reason
 * (for the history) or undefined.
 */
export function canaryVerdict(
  canary: VersionCounts,
  live: VersionCounts | undefined,
  settings: HealthSettings = DEFAULT_HEALTH,
  /** What the other version is to this one: the live one (a canary) or the previous one (a promote). */
  baseline: 'live' | 'previous' = 'live',
): string | undefined {
  if (canary.loads < settings.minLoads || canary.failures < settings.minFailures) return undefined;
  const canaryRate = per1000(canary);
  const liveRate = per1000(live);
  const limit = settings.ratio * Math.max(liveRate, settings.floorPer1000);
  if (canaryRate <= limit) return undefined;
  return (
    `automatic rollback: ${canary.version} failed on ${Math.min(canary.failures, canary.loads)} of ${canary.loads} page loads ` +
    `(${round(canaryRate)} per 1,000) against ${round(liveRate)} per 1,000 for the ${baseline} ${live?.version ?? 'version'} ` +
    `(${live?.loads ?? 0} page loads); limit ${round(limit)} per 1,000 = ${settings.ratio} × max(${baseline}, ${settings.floorPer1000})`
  );
}

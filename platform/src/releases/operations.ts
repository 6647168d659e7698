import type { MicroFrontendEntry } from '@pharmasetu/shared-contracts';

/** How many versions a remote's list keeps (live, canary and the latest earlier ones, for rollbacks). */
export const KEPT_VERSIONS = 10;

/** The live version's entry (the one `deployment.default`), if the remote has one. */
const liveOf = (versions: readonly MicroFrontendEntry[]) => versions.find((v) => v.deployment.default);
export const liveVersion = (versions: readonly MicroFrontendEntry[]) => liveOf(versions)?.metadata.version;
/** The canary's entry: a version other than the live one with a share of the traffic. */
export const canaryOf = (versions: readonly MicroFrontendEntry[]) => versions.find((v) => !v.deployment.default && (v.deployment.traffic ?? 0) > 0);

const withoutTraffic = (v: MicroFrontendEntry): MicroFrontendEntry => ({ ...v, deployment: { default: false } });

/** `entry` becomes the live version; any canary ends; earlier versions stay listed, newest first. */
export function promoteVersion(versions: readonly MicroFrontendEntry[], entry: MicroFrontendEntry): MicroFrontendEntry[] {
  const others = versions.filter((v) => v.metadata.version !== entry.metadata.version).map(withoutTraffic);
  return [{ ...entry, deployment: { default: true } }, ...others].slice(0, KEPT_VERSIONS);
}

/**
 * `entry` gets `percent` of visitors (1–99), replacing any other canary; 0 ends the canary. The live
 * version cannot be its own canary.
 */
export function setCanary(versions: readonly MicroFrontendEntry[], entry: MicroFrontendEntry, percent: number): MicroFrontendEntry[] {
  if (!Number.isInteger(percent) || percent < 0 || percent > 99) throw new Error(`a canary share is a whole percent from 0 to 99 (got ${percent}); use promote for 100`);
  const live = liveOf(versions);
  if (!live) throw new Error('the remote has no live version to run a canary against');
  if (live.metadata.version === entry.metadata.version) throw new Error(`${entry.metadata.version} is already the live version`);
  const rest = versions.filter((v) => v !== live && v.metadata.version !== entry.metadata.version).map(withoutTraffic);
  const canary = { ...entry, deployment: percent > 0 ? { default: false, traffic: percent } : { default: false } };
  return [live, canary, ...rest].slice(0, KEPT_VERSIONS);
}

import { KNOWN_REMOTES, SITE_IDS, type RemoteName, type SiteId } from '@pharmasetu/shared-contracts';
import { releaseProblem } from './check-release';
import { canaryOf, liveVersion, promoteVersion, setCanary } from './operations';
import { releaseUrl, SITE_REMOTES } from './sites';
import { rolloutState } from './rollout';
import { changeRemote, changeRemoteVersions, readHistory, readSiteManifest, releasedVersions, type HistoryRecord } from './store';

/** What a release manager sees per site and remote. */
export interface RemoteStatus {
  remote: RemoteName;
  live: string | undefined;
  canary: { version: string; percent: number } | undefined;
  available: { version: string; problem: string | undefined }[];
}

export function parseSite(name: string | undefined): SiteId {
  if (!(SITE_IDS as readonly string[]).includes(name ?? '')) throw new Error(`unknown site "${name ?? ''}" (sites: ${SITE_IDS.join(', ')})`);
  return name as SiteId;
}

/** Accepts the federation name (remote_footer) or the folder name (remote-footer). */
export function parseRemote(name: string | undefined, site?: SiteId): RemoteName {
  const remote = (name ?? '').replace(/-/g, '_');
  if (!(KNOWN_REMOTES as readonly string[]).includes(remote)) throw new Error(`unknown remote "${name ?? ''}" (remotes: ${KNOWN_REMOTES.join(', ')})`);
  if (site && !SITE_REMOTES[site].includes(remote as RemoteName)) throw new Error(`the ${site} site does not use ${remote}`);
  return remote as RemoteName;
}

async function loadableEntry(remote: RemoteName, version: string) {
  const problem = await releaseProblem(remote, version);
  if (problem) throw new Error(`refused: ${problem}`);
  return { url: releaseUrl(remote, version), metadata: { version }, deployment: {} };
}

export async function status(site: SiteId): Promise<RemoteStatus[]> {
  const manifest = await readSiteManifest(site);
  return Promise.all(
    SITE_REMOTES[site].map(async (remote) => {
      const versions = manifest.microFrontends[remote] ?? [];
      const canary = canaryOf(versions);
      const released = await releasedVersions(remote);
      return {
        remote,
        live: liveVersion(versions),
        canary: canary ? { version: canary.metadata.version, percent: canary.deployment.traffic! } : undefined,
        available: await Promise.all(released.reverse().map(async (version) => ({ version, problem: await releaseProblem(remote, version) }))),
      };
    }),
  );
}

/** Bounds a release manager's reason for the history (optional; the CLI's --reason, the release page's field). */
export function parseReason(text: string | null | undefined): string | undefined {
  const reason = (text ?? '').trim();
  if (reason.length > 200) throw new Error('refused: a reason is at most 200 characters');
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(reason)) throw new Error('refused: a reason is one line of text');
  return reason || undefined;
}

export async function promote(site: SiteId, remote: RemoteName, version: string, who?: string, reason?: string): Promise<HistoryRecord> {
  const entry = await loadableEntry(remote, version);
  return changeRemoteVersions(site, remote, 'promote', (versions) => {
    if (liveVersion(versions) === version) throw new Error(`refused: ${version} is already live for ${remote} on the ${site} site`);
    return promoteVersion(versions, entry);
  }, who, reason);
}

/** Back to the version that was live before the current one (from the site's history). */
export async function rollback(site: SiteId, remote: RemoteName, who?: string, reason?: string): Promise<HistoryRecord> {
  const live = liveVersion((await readSiteManifest(site)).microFrontends[remote] ?? []);
  const history = await readHistory(site);
  const previous = history.reverse().find((r) => r.remote === remote && r.to === live && r.from && r.from !== live)?.from;
  if (!live || !previous) throw new Error(`refused: ${remote} on the ${site} site has no earlier live version to roll back to`);
  const entry = await loadableEntry(remote, previous);
  return changeRemoteVersions(site, remote, 'rollback', (versions) => {
    if (liveVersion(versions) !== live) throw new Error('refused: the live version changed meanwhile; look again and retry');
    return promoteVersion(versions, entry);
  }, who, reason);
}

export async function canary(site: SiteId, remote: RemoteName, version: string, percent: number, who?: string, reason?: string): Promise<HistoryRecord> {
  const entry = await loadableEntry(remote, version);
  return (await changeRemote(site, remote, (versions, history) => {
    const rollout = rolloutState(history, remote);
    if (rollout) throw new Error(`refused: a rollout of ${remote} ${rollout.version} is running on the ${site} site; abort it first`);
    return { versions: setCanary(versions, entry, percent), action: percent === 0 ? 'canary end' : 'canary', ...(reason ? { extra: { reason } } : {}) };
  }, who))!;
}

export { readHistory as history };

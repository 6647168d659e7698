import { KNOWN_REMOTES, SITE_IDS, type RemoteName, type SiteId } from '@pharmasetu/shared-contracts';
import { releaseProblem, servedReleaseProblem } from './check-release';
import { logChange, releaseLog } from './log';
import { canaryOf, liveVersion, promoteVersion, setCanary } from './operations';
import { readReleaseMetadata, type ReleaseMetadata } from './publish';
import { releaseUrl, SITE_REMOTES } from './sites';
import { rolloutState } from './rollout';
import {
  changeRemote,
  changeRemoteVersions,
  ManifestError,
  readHistory,
  readSiteManifest,
  releasedVersions,
  repairSiteManifest,
  type HistoryRecord,
} from './store';

/** What a release manager sees per site and remote. */
export interface RemoteStatus {
  remote: RemoteName;
  live: string | undefined;
  canary: { version: string; percent: number } | undefined;
  available: {
    version: string;
    problem: string | undefined;
    /** Where it was built from (absent for a folder published without metadata). */
    metadata?: Pick<ReleaseMetadata, 'commit' | 'author' | 'builtAt' | 'checksum'>;
  }[];
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

/**
 * The manifest entry for a released version, once both the store's files and the address visitors will
 * load (its mf-manifest.json and remoteEntry, over HTTP) are checked: a change that would point visitors at
 * something that does not answer, or answers another build, is refused before anything is written.
 */
async function loadableEntry(remote: RemoteName, version: string) {
  const problem = await releaseProblem(remote, version);
  if (problem) throw new Error(`refused: ${problem}`);
  const url = releaseUrl(remote, version);
  const served = await servedReleaseProblem(remote, version, url);
  if (served) throw new Error(`refused: ${served}`);
  return { url, metadata: { version }, deployment: {} };
}

/** A site's row: its remotes, or (a damaged manifest) the file and what is wrong with it. */
type SiteStatus =
  | { site: SiteId; remotes: RemoteStatus[]; broken?: undefined }
  | { site: SiteId; remotes?: undefined; broken: { file: string; problem: string } };

/** The damage last logged per site, so a page shown again and again logs it once. */
const loggedDamage = new Map<SiteId, string>();

/** Each site on its own: a damaged manifest breaks only its own site's row. */
export async function siteStatus(site: SiteId): Promise<SiteStatus> {
  try {
    const remotes = await status(site);
    loggedDamage.delete(site);
    return { site, remotes };
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    if (loggedDamage.get(site) !== error.problem) {
      loggedDamage.set(site, error.problem);
      releaseLog.error(
        { event: 'manifest rejected', site, file: error.file, problem: error.problem },
        `the ${site} site manifest is not valid`,
      );
    }
    return { site, broken: { file: error.file, problem: error.problem } };
  }
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
        available: await Promise.all(
          released.reverse().map(async (version) => {
            const metadata = await readReleaseMetadata(remote, version);
            return {
              version,
              problem: await releaseProblem(remote, version),
              ...(metadata ? { metadata: { commit: metadata.commit, author: metadata.author, builtAt: metadata.builtAt, checksum: metadata.checksum } } : {}),
            };
          }),
        ),
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

const logged = logChange;

/** What a change was asked against: refused when the live version is no longer the one the release manager saw. */
export interface Expected {
  live?: string;
}

const checkExpected = (live: string | undefined, expected: Expected | undefined) => {
  if (expected && 'live' in expected && expected.live !== live)
    throw new Error(`refused: the live version changed meanwhile (now ${live ?? '(none)'}, not ${expected.live ?? '(none)'}); look again and retry`);
};

export async function promote(site: SiteId, remote: RemoteName, version: string, who?: string, reason?: string, expected?: Expected): Promise<HistoryRecord> {
  const entry = await loadableEntry(remote, version);
  return logged(
    await changeRemoteVersions(site, remote, 'promote', (versions) => {
      checkExpected(liveVersion(versions), expected);
      if (liveVersion(versions) === version) throw new Error(`refused: ${version} is already live for ${remote} on the ${site} site`);
      return promoteVersion(versions, entry);
    }, who, reason),
  );
}

/**
 * The versions of a remote that were rolled back (by hand or automatically) and not promoted again since:
 * a rollback never goes back to one of them.
 */
function rolledBackVersions(history: readonly HistoryRecord[], remote: RemoteName): Set<string> {
  const rolledBack = new Set<string>();
  for (const r of history) {
    if (r.remote !== remote) continue;
    const taken = r.rolledBack ?? (r.action === 'rollback' ? r.from : undefined);
    if (taken) rolledBack.add(taken);
    else if ((r.action === 'promote' || r.action === 'rollout done') && r.to) rolledBack.delete(r.to);
  }
  return rolledBack;
}

/** Where a rollback goes by default: the last version live before the current one that was not itself rolled back. */
function rollbackTarget(history: readonly HistoryRecord[], remote: RemoteName, live: string | undefined): string | undefined {
  const rolledBack = rolledBackVersions(history, remote);
  for (let i = history.length - 1; i >= 0; i--) {
    const r = history[i]!;
    if (r.remote === remote && r.from && r.from !== live && !rolledBack.has(r.from)) return r.from;
  }
  return undefined;
}

/** The versions a rollback may choose: earlier live versions, newest first, never the live one or a rolled-back one. */
export function rollbackChoices(history: readonly HistoryRecord[], remote: RemoteName, live: string | undefined): string[] {
  const rolledBack = rolledBackVersions(history, remote);
  const choices: string[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const from = history[i]!.remote === remote ? history[i]!.from : undefined;
    if (from && from !== live && !rolledBack.has(from) && !choices.includes(from)) choices.push(from);
  }
  return choices;
}

/** What a rollback would do now: from the live version to `to` (or the default target); refuses what it must. */
export async function planRollback(site: SiteId, remote: RemoteName, to?: string): Promise<{ from: string; to: string }> {
  const live = liveVersion((await readSiteManifest(site)).microFrontends[remote] ?? []);
  const history = await readHistory(site);
  if (!live) throw new Error(`refused: ${remote} has no live version on the ${site} site`);
  if (to !== undefined) {
    if (to === live) throw new Error(`refused: ${to} is already live for ${remote} on the ${site} site`);
    if (rolledBackVersions(history, remote).has(to))
      throw new Error(`refused: ${remote} ${to} was rolled back on the ${site} site; a rollback never goes back to a rolled-back version (promote it if it is fixed)`);
    if (!rollbackChoices(history, remote, live).includes(to))
      throw new Error(`refused: ${remote} ${to} was never live on the ${site} site; roll back to one of: ${rollbackChoices(history, remote, live).join(', ') || '(none)'}`);
    return { from: live, to };
  }
  const target = rollbackTarget(history, remote, live);
  if (!target) throw new Error(`refused: ${remote} on the ${site} site has no earlier live version that was not rolled back`);
  return { from: live, to: target };
}

/** Back to a chosen earlier live version, by default the last one before the current that was not rolled back. */
export async function rollback(site: SiteId, remote: RemoteName, who?: string, reason?: string, to?: string, expected?: Expected): Promise<HistoryRecord> {
  const plan = await planRollback(site, remote, to);
  const entry = await loadableEntry(remote, plan.to);
  return logged(
    await changeRemoteVersions(site, remote, 'rollback', (versions) => {
      checkExpected(liveVersion(versions), expected);
      if (liveVersion(versions) !== plan.from) throw new Error('refused: the live version changed meanwhile; look again and retry');
      return promoteVersion(versions, entry);
    }, who, reason, plan.from),
  );
}

/** Restores a damaged site manifest from its history. */
export async function repair(site: SiteId, who?: string): Promise<HistoryRecord> {
  return logged(await repairSiteManifest(site, (remote, version) => releaseUrl(remote, version), who));
}

export async function canary(site: SiteId, remote: RemoteName, version: string, percent: number, who?: string, reason?: string): Promise<HistoryRecord> {
  const entry = percent === 0 ? { url: releaseUrl(remote, version), metadata: { version }, deployment: {} } : await loadableEntry(remote, version);
  return logged((await changeRemote(site, remote, (versions, history) => {
    const rollout = rolloutState(history, remote);
    if (rollout) throw new Error(`refused: a rollout of ${remote} ${rollout.version} is running on the ${site} site; abort it first`);
    return { versions: setCanary(versions, entry, percent), action: percent === 0 ? 'canary end' : 'canary', ...(reason ? { extra: { reason } } : {}) };
  }, who))!);
}

export { readHistory as history };

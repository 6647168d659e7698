import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import {
  checkSiteManifest,
  FRONTEND_DISCOVERY_SCHEMA,
  type MicroFrontendEntry,
  type RemoteName,
  type SiteId,
  type SiteManifest,
} from '@pharmasetu/shared-contracts';
import { canaryOf, liveVersion } from './operations';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Where released remotes and site manifests live: RELEASES_DIR, default `<repo>/releases`. */
export const releasesDir = () => path.resolve(process.env.RELEASES_DIR || path.join(REPO_ROOT, 'releases'));

/** The folders of the remotes, by federation name. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  remote_search: 'remote-search',
  remote_enquiry: 'remote-enquiry',
  remote_footer: 'remote-footer',
  remote_leads: 'remote-leads',
};

export const remoteStoreDir = (remote: RemoteName) => path.join(releasesDir(), remote);
/** A release's hidden source maps (for error reporting): beside the store's served folders, never inside one. */
export const sourceMapsDir = (remote: RemoteName, version: string) =>
  path.join(releasesDir(), 'source-maps', remote, version);
export const siteManifestFile = (site: SiteId) => path.join(releasesDir(), 'sites', `${site}.json`);
const historyFile = (site: SiteId) => path.join(releasesDir(), 'sites', `${site}.history.jsonl`);

/** The released versions of a remote (folders in the store), oldest first. */
export async function releasedVersions(remote: RemoteName): Promise<string[]> {
  const entries = await readdir(remoteStoreDir(remote), { withFileTypes: true }).catch(() => []);
  const dirs = entries.filter((e) => e.isDirectory() && !e.name.includes('.staging-'));
  const withTimes = await Promise.all(dirs.map(async (d) => ({ name: d.name, at: (await stat(path.join(remoteStoreDir(remote), d.name))).mtimeMs })));
  return withTimes.sort((a, b) => a.at - b.at || a.name.localeCompare(b.name)).map((d) => d.name);
}

/** Writes a file so that a reader sees the old or the new content, never half of one. */
export async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** A site manifest that does not parse or does not validate: names the file and what is wrong with it. */
export class ManifestError extends Error {
  constructor(
    readonly site: SiteId,
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file} is not a valid site manifest: ${problem} (npm run releases -- repair ${site} restores the last valid one)`);
  }
}

/** Parses a site manifest's text: the manifest, or what is wrong with it. */
function parseSiteManifest(text: string): { manifest: SiteManifest; problem?: undefined } | { manifest?: undefined; problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problem: `it does not parse (${(error as Error).message})` };
  }
  const { manifest, errors } = checkSiteManifest(raw);
  return errors.length ? { problem: errors.join('; ') } : { manifest };
}

export async function readSiteManifest(site: SiteId): Promise<SiteManifest> {
  const file = siteManifestFile(site);
  if (!existsSync(file)) return { $schema: FRONTEND_DISCOVERY_SCHEMA, microFrontends: {} };
  const parsed = parseSiteManifest(await readFile(file, 'utf8'));
  if (parsed.problem !== undefined) throw new ManifestError(site, file, parsed.problem);
  return parsed.manifest;
}

export interface HistoryRecord {
  at: string;
  who: string;
  site: SiteId;
  /** The remote changed (a repair changes the whole manifest: none). */
  remote?: RemoteName;
  action: string;
  from: string | undefined;
  to: string | undefined;
  canary?: { version: string; percent: number };
  /** Why (an automatic rollback says what it measured). */
  reason?: string;
  /** The plan of a rollout, on its 'rollout start' record. */
  rollout?: { version: string; steps: number[]; everyMs: number };
  /** The version a rollback (by hand or automatic) took away: a later rollback never goes back to it. */
  rolledBack?: string;
  /** The whole manifest as written, so a damaged manifest file can be restored from the history. */
  manifest?: SiteManifest;
}

/** What a change to one remote's list answers: the new list and what the history records besides. */
interface RemoteChange {
  versions: MicroFrontendEntry[];
  action: string;
  extra?: Pick<HistoryRecord, 'reason' | 'rollout' | 'rolledBack'>;
}

/** The site's history, oldest first (a line that does not parse, as a crash mid-write may leave, is skipped). */
export async function readHistory(site: SiteId): Promise<HistoryRecord[]> {
  const text = await readFile(historyFile(site), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as HistoryRecord];
      } catch {
        return [];
      }
    });
}

async function appendHistory(site: SiteId, record: HistoryRecord): Promise<void> {
  await mkdir(path.dirname(historyFile(site)), { recursive: true });
  await writeFile(historyFile(site), `${JSON.stringify(record)}\n`, { flag: 'a' });
}

/** One writer per site at a time (the command and the release page may act together). */
async function withSiteLock<T>(site: SiteId, work: () => Promise<T>): Promise<T> {
  const lock = `${siteManifestFile(site)}.lock`;
  await mkdir(path.dirname(lock), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
      if (age > 30_000) await rm(lock, { recursive: true, force: true }); // left by a crashed writer
      else if (attempt > 100) throw new Error(`the ${site} site manifest is locked by another release change; try again`);
      else await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Changes one remote's version list on one site's manifest: validated, written atomically, recorded
 * (who, when, from, to). A change that fails validation writes nothing.
 */
export function changeRemoteVersions(
  site: SiteId,
  remote: RemoteName,
  action: string,
  change: (versions: MicroFrontendEntry[]) => MicroFrontendEntry[],
  who?: string,
  reason?: string,
  rolledBack?: string,
): Promise<HistoryRecord> {
  const extra = reason || rolledBack ? { extra: { ...(reason ? { reason } : {}), ...(rolledBack ? { rolledBack } : {}) } } : {};
  const changed = changeRemote(site, remote, (versions) => ({ versions: change(versions), action, ...extra }), who);
  return changed as Promise<HistoryRecord>;
}

const defaultWho = () => process.env.RELEASE_USER || process.env.USER || userInfo().username;

/**
 * The same, for a change that depends on the history too (rollouts): `change` runs under the site's
 * lock with the current list and history, so two writers never act on the same state twice. When
 * `change` answers undefined nothing is written (and undefined is answered).
 */
export async function changeRemote(
  site: SiteId,
  remote: RemoteName,
  change: (versions: MicroFrontendEntry[], history: HistoryRecord[]) => RemoteChange | undefined,
  who = defaultWho(),
): Promise<HistoryRecord | undefined> {
  return withSiteLock(site, async () => {
    const manifest = await readSiteManifest(site);
    const before = manifest.microFrontends[remote] ?? [];
    const changed = change(before, await readHistory(site));
    if (!changed) return undefined;
    const { versions: after, action, extra } = changed;
    const next: SiteManifest = { $schema: FRONTEND_DISCOVERY_SCHEMA, microFrontends: { ...manifest.microFrontends, [remote]: after } };
    const { errors } = checkSiteManifest(next);
    if (errors.length) throw new Error(`refused, the manifest would not be valid: ${errors.join('; ')}`);
    await writeAtomically(siteManifestFile(site), `${JSON.stringify(next, null, 2)}\n`);
    const canary = canaryOf(after);
    const record: HistoryRecord = {
      at: new Date().toISOString(),
      who,
      site,
      remote,
      action,
      from: liveVersion(before),
      to: liveVersion(after),
      ...(canary ? { canary: { version: canary.metadata.version, percent: canary.deployment.traffic! } } : {}),
      ...extra,
      manifest: next,
    };
    await appendHistory(site, record);
    return record;
  });
}

/**
 * The last valid manifest the history knows: the latest record's snapshot, or, for records written
 * before snapshots were kept, the live and canary versions they name (at the release store's addresses).
 */
function lastValidManifest(history: readonly HistoryRecord[], urlOf: (remote: RemoteName, version: string) => string): SiteManifest | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const snapshot = history[i]!.manifest;
    if (snapshot && !checkSiteManifest(snapshot).errors.length) return snapshot;
  }
  const microFrontends: SiteManifest['microFrontends'] = {};
  for (const r of history) {
    if (!r.remote || !r.to) continue;
    const entry = (version: string, deployment: MicroFrontendEntry['deployment']): MicroFrontendEntry => ({ url: urlOf(r.remote!, version), metadata: { version }, deployment });
    microFrontends[r.remote] = [entry(r.to, { default: true }), ...(r.canary ? [entry(r.canary.version, { default: false, traffic: r.canary.percent })] : [])];
  }
  const manifest = { $schema: FRONTEND_DISCOVERY_SCHEMA, microFrontends };
  return Object.keys(microFrontends).length && !checkSiteManifest(manifest).errors.length ? manifest : undefined;
}

/** Writes back the last valid manifest of a site whose manifest file is damaged (recorded as a 'repair'). */
export async function repairSiteManifest(site: SiteId, urlOf: (remote: RemoteName, version: string) => string, who = defaultWho()): Promise<HistoryRecord> {
  return withSiteLock(site, async () => {
    const file = siteManifestFile(site);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    const problem = text === undefined ? 'the file is missing' : parseSiteManifest(text).problem;
    if (problem === undefined) throw new Error(`refused: ${file} is valid; nothing to repair`);
    const manifest = lastValidManifest(await readHistory(site), urlOf);
    if (!manifest) throw new Error(`refused: the ${site} site's history holds no valid manifest to restore (${file}: ${problem})`);
    await writeAtomically(file, `${JSON.stringify(manifest, null, 2)}\n`);
    const record: HistoryRecord = { at: new Date().toISOString(), who, site, action: 'repair', from: undefined, to: undefined, reason: `restored the last valid manifest; the file was not valid: ${problem}`.slice(0, 300), manifest };
    await appendHistory(site, record);
    return record;
  });
}

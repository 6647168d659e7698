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
import { PREVIEW_ID } from './preview-token';
import { postgresReleaseState } from './release-state-postgres';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Where released remotes and site manifests live: RELEASES_DIR, default `<repo>/releases`. */
export const releasesDir = () => path.resolve(process.env.RELEASES_DIR || path.join(REPO_ROOT, 'releases'));


export const remoteStoreDir = (remote: RemoteName) => path.join(releasesDir(), remote);
/** A release's hidden source maps (for error reporting): beside the store's served folders, never inside one. */
export const sourceMapsDir = (remote: RemoteName, version: string) =>
  path.join(releasesDir(), 'source-maps', remote, version);
export const siteManifestFile = (site: SiteId) => path.join(releasesDir(), 'sites', `${site}.json`);
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
export function parseSiteManifest(text: string): { manifest: SiteManifest; problem?: undefined } | { manifest?: undefined; problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problem: `it does not parse (${(error as Error).message})` };
  }
  const { manifest, errors } = checkSiteManifest(raw);
  return errors.length ? { problem: errors.join('; ') } : { manifest };
}

/** A manifest's text as the release state holds it: the manifest (none yet: an empty one), or a ManifestError naming where. */
function manifestOf(site: SiteId, text: string | undefined, where: string): SiteManifest {
  if (text === undefined) return { $schema: FRONTEND_DISCOVERY_SCHEMA, microFrontends: {} };
  const parsed = parseSiteManifest(text);
  if (parsed.problem !== undefined) throw new ManifestError(site, where, parsed.problem);
  return parsed.manifest;
}

export async function readSiteManifest(site: SiteId): Promise<SiteManifest> {
  const state = releaseState();
  return manifestOf(site, await state.manifestText(site), state.where(site));
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
  /**
   * A preview link made ('preview') or revoked ('preview revoke'). Such a record names no `remote` at its
   * top level, so the replays of rollouts, canaries and rollbacks (which read one remote's records) pass it by.
   */
  preview?: { id: string; remote: RemoteName; version: string; expiresAt: string };
}

/** What a change to one remote's list answers: the new list and what the history records besides. */
interface RemoteChange {
  versions: MicroFrontendEntry[];
  action: string;
  extra?: Pick<HistoryRecord, 'reason' | 'rollout' | 'rolledBack'>;
}

/** The site's history, oldest first (a record that does not parse, as a crash mid-write may leave, is skipped). */
export function readHistory(site: SiteId): Promise<HistoryRecord[]> {
  return releaseState().history(site);
}

/** Parses history records, one per line or row; one that does not parse is skipped. */
export function parseHistory(lines: readonly string[]): HistoryRecord[] {
  return lines.flatMap((line) => {
    try {
      const record = JSON.parse(line) as HistoryRecord;
      return record && typeof record === 'object' && typeof record.action === 'string' ? [record] : [];
    } catch {
      return [];
    }
  });
}

/** One site's state as a writer holding its lock sees it. */
export interface SiteWriter {
  /** The manifest's text (undefined: the site has none yet). */
  text(): Promise<string | undefined>;
  history(): Promise<HistoryRecord[]>;
  /** Writes the manifest (when one is given) and appends the record. */
  commit(manifest: SiteManifest | undefined, record: HistoryRecord): Promise<void>;
}

/** A preview link as recorded when it was made, so it can be listed and revoked one by one. */
export interface PreviewGrantRecord {
  id: string;
  site: SiteId;
  remote: RemoteName;
  version: string;
  /** ISO times. */
  expiresAt: string;
  at: string;
  who: string;
  revokedAt?: string;
  revokedBy?: string;
}

/** How many preview grants are listed at most (the newest). */
export const PREVIEW_GRANTS_LISTED = 200;

/**
 * Where the release state lives: the site manifests, their histories (rollouts are replayed from them) and
 * the preview grants. Two implementations: the release store's folder (the embedded default, one machine)
 * and PostgreSQL (DATABASE_URL: any number of site servers and release processes share one truth). The
 * released versions themselves stay immutable folders in the release store either way.
 */
export interface ReleaseState {
  readonly kind: 'files' | 'postgres';
  /** Where a site's manifest is, for messages: a file, or the table and row. */
  where(site: SiteId): string;
  /** A site manifest's text as stored (undefined: none yet); never parsed here, so damage stays the site's own. */
  manifestText(site: SiteId): Promise<string | undefined>;
  history(site: SiteId): Promise<HistoryRecord[]>;
  /** One writer per site at a time, across processes (and, on PostgreSQL, machines). */
  withSite<T>(site: SiteId, work: (writer: SiteWriter) => Promise<T>): Promise<T>;
  addPreviewGrant(grant: PreviewGrantRecord): Promise<void>;
  /** The grants not yet expired at `now`, newest first (revoked ones too, marked). */
  previewGrants(now?: number): Promise<PreviewGrantRecord[]>;
  /** Marks a grant revoked (answers it), undefined when no such grant is known. */
  revokePreviewGrant(id: string, who: string, at: string): Promise<PreviewGrantRecord | undefined>;
  /** Whether the grant with this id was revoked (a site server asks on every previewed page). */
  isRevoked(id: string): Promise<boolean>;
  /**
   * Runs `work` unless another process sharing this state is running work under the same name (then
   * answers undefined): the release driver acts once however many processes drive releases. The folder
   * runs it always: one machine's drivers already take each step once under the per-site lock.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  /** What a site server composes from: the site's manifest and the last valid one its history knows. */
  siteFeed(site: SiteId): ManifestFeed;
  close(): Promise<void>;
}

/** A site manifest's text as a site server reads it on every page (cheap: a file read, or memory kept current). */
export interface ManifestFeed {
  /** Where it is, for the log. */
  where: string;
  text(): Promise<string | undefined>;
  /** The last snapshot in the site's history that validates (as text), for a damaged manifest. */
  lastValid(): Promise<string | undefined>;
}

/** The latest manifest snapshot among history records that validates, as text. */
export function lastValidSnapshot(records: readonly HistoryRecord[]): string | undefined {
  for (let i = records.length - 1; i >= 0; i--) {
    const snapshot = records[i]!.manifest;
    if (snapshot && !checkSiteManifest(snapshot).errors.length) return JSON.stringify(snapshot);
  }
  return undefined;
}

const historyFile = (site: SiteId) => path.join(releasesDir(), 'sites', `${site}.history.jsonl`);
const previewsFile = () => path.join(releasesDir(), 'sites', 'preview-grants.jsonl');

/** One writer per site at a time (the command and the release page may act together). */
async function withFileLock<T>(lock: string, busy: string, work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(lock), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
      if (age > 30_000) await rm(lock, { recursive: true, force: true }); // left by a crashed writer
      else if (attempt > 100) throw new Error(busy);
      else await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

const readLines = async (file: string) => (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);

/** The preview grants file: one line per grant made, one per revocation; replayed. */
async function readPreviewGrants(): Promise<Map<string, PreviewGrantRecord>> {
  const grants = new Map<string, PreviewGrantRecord>();
  for (const line of await readLines(previewsFile())) {
    try {
      const entry = JSON.parse(line) as { grant?: PreviewGrantRecord; revoke?: { id: string; at: string; who: string } };
      if (entry.grant?.id) grants.set(entry.grant.id, entry.grant);
      const revoked = entry.revoke && grants.get(entry.revoke.id);
      if (revoked) grants.set(revoked.id, { ...revoked, revokedAt: entry.revoke!.at, revokedBy: entry.revoke!.who });
    } catch {
      // a line a crash cut short
    }
  }
  return grants;
}

const liveGrants = (grants: Iterable<PreviewGrantRecord>, now: number) =>
  [...grants]
    .filter((g) => Date.parse(g.expiresAt) > now)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, PREVIEW_GRANTS_LISTED);

/** The release state in the release store's folder: `sites/<site>.json`, `<site>.history.jsonl`, `preview-grants.jsonl`. */
export function fileReleaseState(): ReleaseState {
  const previewLock = () => `${previewsFile()}.lock`;
  return {
    kind: 'files',
    where: siteManifestFile,
    manifestText: async (site) => (existsSync(siteManifestFile(site)) ? readFile(siteManifestFile(site), 'utf8') : undefined),
    history: async (site) => parseHistory(await readLines(historyFile(site))),
    withSite: (site, work) =>
      withFileLock(`${siteManifestFile(site)}.lock`, `the ${site} site manifest is locked by another release change; try again`, () =>
        work({
          text: () => readFile(siteManifestFile(site), 'utf8').catch(() => undefined),
          history: async () => parseHistory(await readLines(historyFile(site))),
          async commit(manifest, record) {
            if (manifest) await writeAtomically(siteManifestFile(site), `${JSON.stringify(manifest, null, 2)}\n`);
            await mkdir(path.dirname(historyFile(site)), { recursive: true });
            await writeFile(historyFile(site), `${JSON.stringify(record)}\n`, { flag: 'a' });
          },
        }),
      ),
    addPreviewGrant: (grant) =>
      withFileLock(previewLock(), 'the preview grants are locked by another change; try again', async () => {
        // Expired grants are dropped as new ones come: the file holds about a day of grants.
        const now = Date.now();
        const kept = [...(await readPreviewGrants()).values()].filter((g) => Date.parse(g.expiresAt) > now - 86_400_000);
        const lines = [...kept.map((g) => JSON.stringify({ grant: g })), JSON.stringify({ grant })];
        await writeAtomically(previewsFile(), `${lines.join('\n')}\n`);
      }),
    previewGrants: async (now = Date.now()) => liveGrants((await readPreviewGrants()).values(), now),
    revokePreviewGrant: (id, who, at) =>
      withFileLock(previewLock(), 'the preview grants are locked by another change; try again', async () => {
        const grant = (await readPreviewGrants()).get(id);
        if (!grant) return undefined;
        if (grant.revokedAt) return grant;
        await mkdir(path.dirname(previewsFile()), { recursive: true });
        await writeFile(previewsFile(), `${JSON.stringify({ revoke: { id, at, who } })}\n`, { flag: 'a' });
        return { ...grant, revokedAt: at, revokedBy: who };
      }),
    isRevoked: async (id) => !!(await readPreviewGrants()).get(id)?.revokedAt,
    exclusive: (name, work) => work(),
    siteFeed: (site) => fileFeed(siteManifestFile(site)),
    close: async () => undefined,
  };
}

/** A manifest file as a site server reads it: on every page, with its history beside it (`<site>.history.jsonl`). */
export function fileFeed(manifestFile: string): ManifestFeed {
  return {
    where: manifestFile,
    text: () => readFile(manifestFile, 'utf8').catch(() => undefined),
    lastValid: async () => lastValidSnapshot(parseHistory(await readLines(manifestFile.replace(/\.json$/, '.history.jsonl')))),
  };
}

let chosen: { key: string; state: ReleaseState } | undefined;

/**
 * The release state this process uses: PostgreSQL when DATABASE_URL is set (RELEASE_STATE_SCHEMA names its
 * schema, default release_state), else the release store's folder. Kept per setting, so a test may switch.
 */
export function releaseState(env: NodeJS.ProcessEnv = process.env): ReleaseState {
  const url = env.DATABASE_URL || '';
  const key = url ? `${url}|${env.RELEASE_STATE_SCHEMA || ''}` : 'files';
  if (chosen?.key !== key) {
    const previous = chosen?.state;
    chosen = { key, state: url ? postgresReleaseState({ url, schema: env.RELEASE_STATE_SCHEMA || undefined }) : fileReleaseState() };
    void previous?.close();
  }
  return chosen.state;
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

export const defaultWho = () => process.env.RELEASE_USER || process.env.USER || userInfo().username;

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
  const state = releaseState();
  return state.withSite(site, async (writer) => {
    const manifest = manifestOf(site, await writer.text(), state.where(site));
    const before = manifest.microFrontends[remote] ?? [];
    const changed = change(before, await writer.history());
    if (!changed) return undefined;
    const { versions: after, action, extra } = changed;
    const next: SiteManifest = { $schema: FRONTEND_DISCOVERY_SCHEMA, microFrontends: { ...manifest.microFrontends, [remote]: after } };
    const { errors } = checkSiteManifest(next);
    if (errors.length) throw new Error(`refused, the manifest would not be valid: ${errors.join('; ')}`);
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
    await writer.commit(next, record);
    return record;
  });
}

/**
 * The last valid manifest the history knows: the latest record's snapshot, or, for records written
 * before snapshots were kept, the live and canary versions they name (at the release store's addresses).
 */
export function lastValidManifest(history: readonly HistoryRecord[], urlOf: (remote: RemoteName, version: string) => string): SiteManifest | undefined {
  const snapshot = lastValidSnapshot(history);
  if (snapshot) return JSON.parse(snapshot) as SiteManifest;
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
  const state = releaseState();
  return state.withSite(site, async (writer) => {
    const file = state.where(site);
    const text = await writer.text();
    const problem = text === undefined ? 'the manifest is missing' : parseSiteManifest(text).problem;
    if (problem === undefined) throw new Error(`refused: ${file} is valid; nothing to repair`);
    const manifest = lastValidManifest(await writer.history(), urlOf);
    if (!manifest) throw new Error(`refused: the ${site} site's history holds no valid manifest to restore (${file}: ${problem})`);
    const record: HistoryRecord = { at: new Date().toISOString(), who, site, action: 'repair', from: undefined, to: undefined, reason: `restored the last valid manifest; the one stored was not valid: ${problem}`.slice(0, 300), manifest };
    await writer.commit(manifest, record);
    return record;
  });
}

/**
 * Records a preview link as it is made: in the preview grants (listed, revocable one by one) and in its
 * site's history (who made it, for which remote and version, until when).
 */
export async function recordPreviewGrant(grant: PreviewGrantRecord): Promise<HistoryRecord> {
  const state = releaseState();
  await state.addPreviewGrant(grant);
  const record: HistoryRecord = {
    at: grant.at,
    who: grant.who,
    site: grant.site,
    action: 'preview',
    from: undefined,
    to: undefined,
    preview: { id: grant.id, remote: grant.remote, version: grant.version, expiresAt: grant.expiresAt },
  };
  await state.withSite(grant.site, (writer) => writer.commit(undefined, record));
  return record;
}

/** Revokes one preview link: the browsers holding it see the site as everyone does from their next page on. */
export async function revokePreviewGrant(id: string, who = defaultWho(), now = Date.now()): Promise<HistoryRecord> {
  if (!PREVIEW_ID.test(id)) throw new Error(`refused: "${id.slice(0, 40)}" is not a preview link's id (12 letters, digits, - or _)`);
  const state = releaseState();
  const at = new Date(now).toISOString();
  const grant = await state.revokePreviewGrant(id, who, at);
  if (!grant) throw new Error(`refused: no preview link ${id} is known (it may have expired a day ago or more)`);
  if (grant.revokedAt !== at) throw new Error(`refused: preview link ${id} was revoked already, by ${grant.revokedBy} at ${grant.revokedAt}`);
  const record: HistoryRecord = {
    at,
    who,
    site: grant.site,
    action: 'preview revoke',
    from: undefined,
    to: undefined,
    preview: { id, remote: grant.remote, version: grant.version, expiresAt: grant.expiresAt },
  };
  await state.withSite(grant.site, (writer) => writer.commit(undefined, record));
  return record;
}

/** The preview links not yet expired, newest first (revoked ones marked). */
export const previewGrants = (now = Date.now()) => releaseState().previewGrants(now);

/**
 * A PostgreSQL release state that has no manifest for a site takes the folder's valid one (recorded as an
 * 'import' in its history): a store built and used on one machine moves to the database on its first start
 * with DATABASE_URL, and nothing is taken over a manifest the database already holds. Answers the sites taken.
 */
export async function adoptFolderManifests(state: ReleaseState, sites: readonly SiteId[], who = defaultWho()): Promise<SiteId[]> {
  if (state.kind !== 'postgres') return [];
  const files = fileReleaseState();
  const adopted: SiteId[] = [];
  for (const site of sites) {
    const text = await files.manifestText(site);
    const parsed = text === undefined ? undefined : parseSiteManifest(text);
    if (!parsed?.manifest) continue;
    const taken = await state.withSite(site, async (writer) => {
      if ((await writer.text()) !== undefined) return false;
      const record: HistoryRecord = { at: new Date().toISOString(), who, site, action: 'import', from: undefined, to: undefined, reason: `taken from ${siteManifestFile(site)}`, manifest: parsed.manifest };
      await writer.commit(parsed.manifest, record);
      return true;
    });
    if (taken) adopted.push(site);
  }
  return adopted;
}

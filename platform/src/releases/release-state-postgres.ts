import { SITE_IDS, type SiteId } from '@pharmasetu/shared-contracts';
import type { Client, Pool, PoolClient } from 'pg';
// store.ts chooses this implementation and this one uses store.ts's parsers: both only at call time.
import { lastValidSnapshot, parseHistory, PREVIEW_GRANTS_LISTED, type HistoryRecord, type ManifestFeed, type PreviewGrantRecord, type ReleaseState } from './store';

// The release state in PostgreSQL: every site server, the release page, the command and the release driver,
// on any machine, read and write one truth. Manifests and history records are kept as the text they were
// written as (not jsonb), so a row damaged by hand is stored as it is and breaks only its own site, exactly
// as a damaged file does. A change is announced with NOTIFY on commit; site servers LISTEN and, in case a
// notification is lost with a dropped connection, poll every second too.

/** The latest history records of a site read (a rollout's replay needs its own start, a day at most). */
export const HISTORY_ROWS_READ = 10_000;
/** A stored manifest longer than this is read cut short (it then fails to parse and breaks only its site). */
export const MANIFEST_MAX_CHARS = 1_000_000;
/** How often a site server looks again without a notification (the safety net under LISTEN). */
export const POLL_MS = 1_000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PostgresReleaseStateOptions {
  url: string;
  /** The schema its tables are in (created when missing); default release_state. */
  schema?: string;
  /** How often site feeds look again without a notification (default POLL_MS). */
  pollMs?: number;
}

/** The tables, created when missing (several processes may start at once: one at a time creates them). */
const schemaSql = (s: string) => `
CREATE SCHEMA IF NOT EXISTS ${s};
CREATE TABLE IF NOT EXISTS ${s}.site_manifests (
  site text PRIMARY KEY,
  manifest text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS ${s}.site_history (
  id bigserial PRIMARY KEY,
  site text NOT NULL,
  record text NOT NULL
);
CREATE INDEX IF NOT EXISTS site_history_site_id ON ${s}.site_history (site, id);
CREATE TABLE IF NOT EXISTS ${s}.preview_grants (
  id text PRIMARY KEY,
  site text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  expires_at timestamptz NOT NULL,
  made_at timestamptz NOT NULL,
  made_by text NOT NULL,
  revoked_at timestamptz,
  revoked_by text
);
CREATE INDEX IF NOT EXISTS preview_grants_expiry ON ${s}.preview_grants (expires_at);
`;

interface GrantRow {
  id: string;
  site: SiteId;
  remote: PreviewGrantRecord['remote'];
  version: string;
  expires_at: Date;
  made_at: Date;
  made_by: string;
  revoked_at: Date | null;
  revoked_by: string | null;
}

const grantOf = (row: GrantRow): PreviewGrantRecord => ({
  id: row.id,
  site: row.site,
  remote: row.remote,
  version: row.version,
  expiresAt: row.expires_at.toISOString(),
  at: row.made_at.toISOString(),
  who: row.made_by,
  ...(row.revoked_at ? { revokedAt: row.revoked_at.toISOString(), revokedBy: row.revoked_by ?? '' } : {}),
});

/** A stable 32-bit key for an advisory lock (PostgreSQL's own hashtext, computed by the server). */
const LOCK_KEY = 'hashtext($1)';

export function postgresReleaseState(options: PostgresReleaseStateOptions): ReleaseState {
  const schema = options.schema ?? 'release_state';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`RELEASE_STATE_SCHEMA "${schema.slice(0, 80)}" is not a schema name (a-z, 0-9, _)`);
  const channel = `${schema}_changed`;
  const pollMs = options.pollMs ?? POLL_MS;
  // `pg` is loaded on first use: a process on the folder's state, or one that never reads it, does not pay for it.
  // Short waits everywhere: a database that does not answer fails the change with a message, never hangs it.
  let pooled: Promise<Pool> | undefined;
  const poolOf = () =>
    (pooled ??= import('pg').then(({ Pool }) => {
      const pool = new Pool({
        connectionString: options.url,
        max: 5,
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: 10_000,
        allowExitOnIdle: true,
        options: '-c statement_timeout=10000 -c lock_timeout=10000',
      });
      pool.on('error', () => undefined); // an idle client's error: the next query connects again
      return pool;
    }));

  let ready: Promise<void> | undefined;
  const ensureSchema = () =>
    (ready ??= (async () => {
      const client = await (await poolOf()).connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`, [`${schema}:schema`]);
        await client.query(schemaSql(schema));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        ready = undefined;
        throw error;
      } finally {
        client.release();
      }
    })());

  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    await ensureSchema();
    return (await (await poolOf()).query(sql, params)).rows as T[];
  };

  const readText = async (q: Pick<PoolClient, 'query'>, site: SiteId): Promise<string | undefined> => {
    const rows = (await q.query(`SELECT left(manifest, ${MANIFEST_MAX_CHARS + 1}) AS manifest FROM ${schema}.site_manifests WHERE site = $1`, [site])).rows as { manifest: string }[];
    return rows[0]?.manifest;
  };
  const readHistory = async (q: Pick<PoolClient, 'query'>, site: SiteId): Promise<HistoryRecord[]> => {
    const rows = (
      await q.query(
        `SELECT record FROM (SELECT id, record FROM ${schema}.site_history WHERE site = $1 ORDER BY id DESC LIMIT ${HISTORY_ROWS_READ}) latest ORDER BY id`,
        [site],
      )
    ).rows as { record: string }[];
    return parseHistory(rows.map((r) => r.record));
  };

  // What site servers compose from: each fed site's manifest in memory, refreshed on a notification and by the poll.
  const fed = new Map<SiteId, { text: string | undefined; loaded: Promise<void> | undefined }>();
  let listener: Client | undefined;
  let poll: NodeJS.Timeout | undefined;
  let closed = false;
  const refresh = async (site: SiteId) => {
    const entry = fed.get(site);
    if (!entry) return;
    entry.text = await readText(await poolOf(), site);
  };
  const refreshAll = () => Promise.all([...fed.keys()].map((site) => refresh(site).catch(() => undefined)));
  const listen = async () => {
    if (closed || listener) return;
    const { Client: PgClient } = await import('pg');
    if (closed || listener) return;
    const client: Client = new PgClient({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
    listener = client;
    const again = () => {
      if (listener !== client) return;
      listener = undefined;
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), pollMs).unref();
    };
    client.on('error', again);
    client.on('end', again);
    client.on('notification', (message) => {
      const site = message.payload as SiteId;
      if (fed.has(site)) void refresh(site).catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      await refreshAll(); // what changed while it was not listening
    } catch {
      again();
    }
  };
  const startWatching = () => {
    if (poll) return;
    void ensureSchema().then(listen).catch(() => undefined);
    poll = setInterval(() => void refreshAll(), pollMs);
    poll.unref();
  };

  const state: ReleaseState = {
    kind: 'postgres',
    where: (site) => `PostgreSQL ${schema}.site_manifests (site ${site})`,
    manifestText: async (site) => {
      await ensureSchema();
      return readText(await poolOf(), site);
    },
    history: async (site) => {
      await ensureSchema();
      return readHistory(await poolOf(), site);
    },
    async withSite(site, work) {
      await ensureSchema();
      const client = await (await poolOf()).connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`, [`${schema}:site:${site}`]);
        const result = await work({
          text: () => readText(client, site),
          history: () => readHistory(client, site),
          async commit(manifest, record) {
            if (manifest)
              await client.query(
                `INSERT INTO ${schema}.site_manifests (site, manifest, updated_at) VALUES ($1, $2, now())
                 ON CONFLICT (site) DO UPDATE SET manifest = excluded.manifest, updated_at = now()`,
                [site, `${JSON.stringify(manifest, null, 2)}\n`],
              );
            await client.query(`INSERT INTO ${schema}.site_history (site, record) VALUES ($1, $2)`, [site, JSON.stringify(record)]);
            await client.query('SELECT pg_notify($1, $2)', [channel, site]); // sent on commit
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async addPreviewGrant(grant) {
      await query(
        `INSERT INTO ${schema}.preview_grants (id, site, remote, version, expires_at, made_at, made_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [grant.id, grant.site, grant.remote, grant.version, grant.expiresAt, grant.at, grant.who],
      );
      // Grants expired a day ago are of no more use to anyone: the table holds about a day of them.
      await query(`DELETE FROM ${schema}.preview_grants WHERE expires_at < now() - interval '1 day'`);
    },
    previewGrants: async (now = Date.now()) =>
      (
        await query<GrantRow>(`SELECT * FROM ${schema}.preview_grants WHERE expires_at > $1 ORDER BY made_at DESC LIMIT ${PREVIEW_GRANTS_LISTED}`, [
          new Date(now).toISOString(),
        ])
      ).map(grantOf),
    async revokePreviewGrant(id, who, at) {
      const rows = await query<GrantRow>(
        `UPDATE ${schema}.preview_grants SET revoked_at = coalesce(revoked_at, $2), revoked_by = coalesce(revoked_by, $3) WHERE id = $1 RETURNING *`,
        [id, at, who],
      );
      return rows[0] && grantOf(rows[0]);
    },
    isRevoked: async (id) =>
      (await query<{ revoked: boolean }>(`SELECT revoked_at IS NOT NULL AS revoked FROM ${schema}.preview_grants WHERE id = $1`, [id]))[0]
        ?.revoked ?? false,
    async exclusive(name, work) {
      await ensureSchema();
      const client = await (await poolOf()).connect();
      try {
        const [row] = (await client.query(`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS ok`, [`${schema}:${name}`])).rows as { ok: boolean }[];
        if (!row?.ok) return undefined;
        try {
          return await work();
        } finally {
          await client.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`, [`${schema}:${name}`]).catch(() => undefined);
        }
      } finally {
        client.release();
      }
    },
    siteFeed(site): ManifestFeed {
      if (!(SITE_IDS as readonly string[]).includes(site)) throw new Error(`unknown site "${site}"`);
      if (!fed.has(site)) fed.set(site, { text: undefined, loaded: undefined });
      startWatching();
      const entry = fed.get(site)!;
      return {
        where: state.where(site),
        async text() {
          entry.loaded ??= ensureSchema()
            .then(() => refresh(site))
            .catch((error: unknown) => {
              entry.loaded = undefined;
              throw error;
            });
          await entry.loaded;
          return entry.text;
        },
        lastValid: async () => lastValidSnapshot(await state.history(site)),
      };
    },
    async close() {
      closed = true;
      if (poll) clearInterval(poll);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      if (pooled) await (await pooled).end().catch(() => undefined);
    },
  };
  return state;
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DB_POOL } from '@pharmasetu/shared-contracts';
import { PoolGate } from './pool-gate';
import { poolSettings, type PoolSettings } from './pool-settings';

/** Something that runs one parametrised statement: the primary, a replica, or a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Reads that can lag a little (reference data) go to a replica when there are any. */
  readonly read: Queryable;
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar file, to start another database from (the api tests' template). */
  dumpDataDir?(): Promise<Blob>;
}

interface DatabaseOptions {
  /** A PostgreSQL server; otherwise embedded PGlite. */
  url?: string;
  replicaUrls?: string[];
  /** PGlite data folder; undefined keeps it in memory. */
  pgliteDir?: string;
  /** PGlite in memory, started from a data directory that dumpDataDir() gave (no initdb, migrations or seed). */
  pgliteFrom?: Blob;
  /** PostgreSQL: sets search_path on every connection (tests use one schema per file). */
  schema?: string;
  /** Connections to the primary (default 30, at most spec §9's 100); same as pool.max. */
  poolMax?: number;
  /** This instance's share of the server and its wait queue (see pool-settings.ts). */
  pool?: Partial<PoolSettings>;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? createPostgres(options) : createPglite(options.pgliteDir, options.pgliteFrom);
}

async function createPglite(dataDir?: string, from?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // PGlite makes its own folder but not the ones above it (.data/ on a fresh clone).
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pg = from ? await PGlite.create({ loadDataDir: from }) : await PGlite.create(dataDir);
  const wrap = (q: {
    query: (s: string, p?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>;
  }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await q.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  const self = wrap(pg);
  return {
    kind: 'pglite',
    query: self.query,
    read: self,
    exec: async (sql) => void (await pg.exec(sql)),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}

async function createPostgres(options: DatabaseOptions): Promise<Database> {
  const { Pool } = await import('pg');
  const settings = poolSettings({
    ...options.pool,
    ...(options.poolMax !== undefined ? { max: options.poolMax } : {}),
  });
  const common = {
    connectionTimeoutMillis: DB_POOL.connectTimeoutMs,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const primary = new Pool({ ...common, connectionString: options.url, max: settings.max });
  const replicas = (options.replicaUrls ?? []).map(
    (url) => new Pool({ ...common, connectionString: url, max: settings.replicaMax }),
  );
  for (const pool of [primary, ...replicas]) pool.on('error', () => undefined); // idle-client errors: the next query reconnects
  // Each pool's gate: at most its size at once, a bounded queue with a time limit, then PoolBusyError (a 503).
  const gate = (max: number) =>
    new PoolGate({ max, queueMax: settings.queueMax, queueTimeoutMs: settings.queueTimeoutMs });
  const wrap = (q: {
    query: (s: string, p?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }>;
  }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await q.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
  });
  const gated = (pool: typeof primary, g: PoolGate): Queryable => {
    const inner = wrap(pool);
    return { query: (sql, params) => g.run(() => inner.query(sql, params)) };
  };
  const primaryGate = gate(settings.max);
  const primaryQueryable = gated(primary, primaryGate);
  const replicaQueryables = replicas.map((r) => gated(r, gate(settings.replicaMax)));
  let next = 0;
  const read: Queryable =
    replicaQueryables.length === 0
      ? primaryQueryable
      : { query: (sql, params) => replicaQueryables[next++ % replicaQueryables.length]!.query(sql, params) };
  return {
    kind: 'postgres',
    query: primaryQueryable.query,
    read,
    exec: (sql) => primaryGate.run(async () => void (await primary.query(sql))),
    transaction: (fn) =>
      primaryGate.run(async () => {
        const client = await primary.connect();
        let broken = false;
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => void (broken = true));
          throw error;
        } finally {
          client.release(broken); // a connection that cannot even roll back is dropped, not reused
        }
      }),
    close: async () => void (await Promise.all([primary, ...replicas].map((p) => p.end()))),
  };
}

import type { Database, Queryable } from '../db/database';
import { searchAdminClient, type SearchWriteTarget } from './company-index';
import {
  companyObjectID,
  categoryRecords,
  INDEX_SETTINGS,
  moleculeRecords,
  readCompanyRecords,
  readSearchRecords,
  type MarketplaceRecord,
} from './search-records';
import { readSearchSynonyms } from './search-synonyms';
import { indexOutboxEvents, type IndexedKind } from './index-outbox';
import { ruleDataKey, ruleDataOfRecords, searchRules } from './search-rules';
import { readRuleData, readSellerPlaces } from './search-rules-data';

/** Retry back-off of a key the index refused (or could not be reached for): base, 2×, 4× … capped. */
const indexBackoffMs = (attempts: number, baseMs: number, capMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), capMs);

interface OutboxRow {
  id: string;
  kind: IndexedKind;
  key: string;
  /** The objectID the row's record had when it was queued by a deletion or a slug change (migration 028). */
  object_id: string | null;
  attempts: number;
}

/** The writes the queued keys come to: records to save (as the indexer reads them) and objectIDs to delete. */
interface IndexWrites {
  save: MarketplaceRecord[];
  remove: string[];
}

/**
 * What the index must hold for the queued keys, read in the sender's transaction: a company (by id) its record when it
 * is listed, else its deletion; a product (by id) its company's record (the company's record lists its products); a
 * category or molecule (by slug) its record, or its deletion when it is gone. A category also re-saves the listed
 * companies under it (their records carry its name). A key queued with the objectID its record had (`object_id`: the
 * row was deleted, or its slug changed) also deletes that objectID unless the key's record still has it.
 */
async function readIndexWrites(
  db: Queryable,
  rows: readonly { kind: IndexedKind; key: string; object_id?: string | null }[],
) {
  const keys = (kind: IndexedKind) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.key))];
  const ids = (kind: IndexedKind) =>
    keys(kind)
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
  const companyIds = new Set(ids('company'));
  const productIds = ids('product');
  if (productIds.length > 0) {
    const { rows: owners } = await db.query<{ company_id: number }>(
      'SELECT DISTINCT company_id FROM company_products WHERE id = ANY ($1::int[])',
      [productIds],
    );
    for (const o of owners) companyIds.add(Number(o.company_id));
  }
  const categorySlugs = keys('category');
  if (categorySlugs.length > 0) {
    const { rows: members } = await db.query<{ company_id: number }>(
      'SELECT DISTINCT company_id FROM company_categories WHERE category_slug = ANY ($1::text[])',
      [categorySlugs],
    );
    for (const m of members) companyIds.add(Number(m.company_id));
  }
  const writes: IndexWrites = { save: [], remove: [] };
  if (companyIds.size > 0) {
    const all = [...companyIds];
    const listed = await readCompanyRecords(db, all);
    writes.save.push(...listed);
    const kept = new Set(listed.map((r) => r.objectID));
    const { rows: slugs } = await db.query<{ slug: string }>('SELECT slug FROM companies WHERE id = ANY ($1::int[])', [
      all,
    ]);
    writes.remove.push(...slugs.map((s) => companyObjectID(s.slug)).filter((id) => !kept.has(id)));
  }
  const slugged = async (
    slugs: string[],
    read: (db: Queryable, slugs: string[]) => Promise<MarketplaceRecord[]>,
    prefix: string,
  ) => {
    if (slugs.length === 0) return;
    const found = await read(db, slugs);
    writes.save.push(...found);
    const present = new Set(found.map((r) => r.slug));
    writes.remove.push(...slugs.filter((s) => !present.has(s)).map((s) => `${prefix}-${s}`));
  };
  // A molecule's and a category's records carry their companies' services and forms: a company's change re-saves
  // the molecules it makes and the categories it lists under (their records only, not their other companies').
  const moleculeSlugs = new Set(keys('molecule'));
  const categoryPages = new Set(categorySlugs);
  if (companyIds.size > 0) {
    const { rows: made } = await db.query<{ slug: string }>(
      `SELECT DISTINCT pm.molecule_slug AS slug FROM company_products p
         JOIN company_product_molecules pm ON pm.product_id = p.id WHERE p.company_id = ANY ($1::int[])`,
      [[...companyIds]],
    );
    for (const m of made) moleculeSlugs.add(m.slug);
    const { rows: listed } = await db.query<{ slug: string }>(
      'SELECT DISTINCT category_slug AS slug FROM company_categories WHERE company_id = ANY ($1::int[])',
      [[...companyIds]],
    );
    for (const c of listed) categoryPages.add(c.slug);
  }
  await slugged([...categoryPages], categoryRecords, 'category');
  await slugged([...moleculeSlugs], moleculeRecords, 'molecule');
  const saved = new Set(writes.save.map((r) => r.objectID));
  const removed = new Set(writes.remove);
  for (const { object_id: gone } of rows)
    if (gone && !saved.has(gone) && !removed.has(gone)) {
      removed.add(gone);
      writes.remove.push(gone);
    }
  return writes;
}

export interface IndexSenderOptions {
  db: Database;
  target: SearchWriteTarget;
  /** Looks at the outbox this often besides the wake-ups (default 500 ms). */
  intervalMs?: number;
  /** Keys per round (default 500). */
  batch?: number;
  /** Back-off of a failed round's keys: base and cap (default 1 s, 60 s). */
  backoffMs?: number;
  backoffCapMs?: number;
  /** At start, rebuild the index from the database when it is empty or differs (see syncIfBehind). Default on. */
  syncAtStart?: boolean;
  onError?: (error: unknown) => void;
}

export interface IndexSender {
  /** Runs one round now; answers the number of keys written. */
  drain(): Promise<number>;
  /** Looks at the outbox soon (a change was just committed). */
  wake(): void;
  stop(): Promise<void>;
  /** Settles when the start-up check (and full sync, if one was needed) has succeeded. */
  readonly synced: Promise<void>;
  /**
   * Rebuilds the index from this api's database now (settings, synonyms, every record), between rounds; answers the
   * number of records written. The operators' recovery: the embedded database can only be read by the api itself.
   */
  rebuild(): Promise<number>;
}

/**
 * The outbox's sender: claims due keys (FOR UPDATE SKIP LOCKED, so several api instances share the work), reads what
 * the index must hold for them, writes it with the algoliasearch client, and marks them done in the same transaction.
 * When the index cannot be written, the keys stay queued with their attempts, last error and next attempt (back-off):
 * nothing is dropped. Rounds never overlap, and the start-up full sync runs before the first of them.
 */
export function startIndexSender(options: IndexSenderOptions): IndexSender {
  const { db, target } = options;
  const client = searchAdminClient(target);
  const { indexName } = target;
  const batch = options.batch ?? 500;
  const baseMs = options.backoffMs ?? 1000;
  const capMs = options.backoffCapMs ?? 60_000;
  let stopped = false;
  let needsSync = options.syncAtStart !== false;
  let syncFailures = 0;
  let nextSyncAt = 0;
  let resolveSynced!: () => void;
  const synced = new Promise<void>((resolve) => (resolveSynced = resolve));
  if (!needsSync) resolveSynced();

  // The place rules follow the places listed companies are in or serve: after a round that wrote records, the cheap
  // summary of those places is compared with the one the index's rules were made from, and the rules are sent again
  // only when it changed (a place's first seller, or its last one gone).
  let rulesKey: string | undefined;
  let rulesBehind = false;
  const keepRulesInStep = async () => {
    try {
      const key = ruleDataKey(await readSellerPlaces(db.read));
      if (key === rulesKey) return void (rulesBehind = false);
      const data = await readRuleData(db.read);
      await sendRules(target, searchRules(data));
      rulesKey = ruleDataKey(data);
      rulesBehind = false;
    } catch (error) {
      rulesBehind = true;
      options.onError?.(error);
    }
  };

  const write = async ({ save, remove }: IndexWrites) => {
    if (save.length > 0) await client.saveObjects({ indexName, objects: save, waitForTasks: true });
    if (remove.length > 0) await client.deleteObjects({ indexName, objectIDs: remove, waitForTasks: true });
  };

  const sendRound = () =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<OutboxRow>(
        `SELECT id, kind, key, object_id, attempts FROM search_index_outbox
          WHERE done_at IS NULL AND next_attempt_at <= now()
          ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batch],
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      try {
        await write(await readIndexWrites(tx, rows));
        await tx.query(
          'UPDATE search_index_outbox SET done_at = now(), attempts = attempts + 1 WHERE id = ANY ($1::bigint[])',
          [ids],
        );
        return rows.length;
      } catch (error) {
        if (stopped) throw error;
        const attempts = Math.max(...rows.map((r) => r.attempts)) + 1;
        await tx.query(
          `UPDATE search_index_outbox SET attempts = attempts + 1, last_error = $2,
             next_attempt_at = now() + make_interval(secs => $3) WHERE id = ANY ($1::bigint[])`,
          [
            ids,
            String((error as Error)?.message ?? error).slice(0, 500),
            indexBackoffMs(attempts, baseMs, capMs) / 1000,
          ],
        );
        options.onError?.(error);
        return 0;
      }
    });

  const round = async (): Promise<number> => {
    if (stopped) return 0;
    try {
      if (needsSync) {
        if (Date.now() < nextSyncAt) return 0;
        try {
          rulesKey = await syncIfBehind(db, target);
          needsSync = false;
          resolveSynced();
        } catch (error) {
          syncFailures += 1;
          nextSyncAt = Date.now() + indexBackoffMs(syncFailures, baseMs, capMs);
          options.onError?.(error);
          return 0;
        }
      }
      let sent = 0;
      for (let n = await sendRound(); n > 0 && !stopped; n = await sendRound()) sent += n;
      if ((sent > 0 || rulesBehind) && !stopped) await keepRulesInStep();
      return sent;
    } catch (error) {
      if (!stopped) options.onError?.(error);
      return 0;
    }
  };

  let running: Promise<number> = Promise.resolve(0);
  const drain = () => (running = running.then(round));
  const timer = setInterval(() => void drain(), options.intervalMs ?? 500);
  timer.unref();
  // A change is queued inside its transaction: look right away and again shortly after, when its commit has landed.
  const wakeTimers = new Set<NodeJS.Timeout>();
  const wake = () => {
    if (stopped) return;
    for (const ms of [5, 50]) {
      const t = setTimeout(() => (wakeTimers.delete(t), void drain()), ms);
      t.unref();
      wakeTimers.add(t);
    }
  };
  indexOutboxEvents.on('queued', wake);
  void drain();
  const rebuild = () => {
    const job = running.then(async () => {
      if (stopped) throw new Error('The search index sender has stopped');
      const records = await readSearchRecords(db.read);
      await rebuildIndex(target, records);
      rulesKey = ruleDataKey(ruleDataOfRecords(records));
      needsSync = false;
      resolveSynced();
      return records.length;
    });
    running = job.catch(() => 0);
    return job;
  };
  return {
    drain,
    wake,
    synced,
    rebuild,
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const t of wakeTimers) clearTimeout(t);
      indexOutboxEvents.off('queued', wake);
      await running.catch(() => undefined);
    },
  };
}

/**
 * Rebuilds the index from the database (settings, synonyms, every record with replaceAllObjects, rules) when its
 * settings differ from the api's, it does not hold exactly the records the database lists (empty at first start, or
 * the database was reset while the index kept its file), or its rules are not as many as the data makes. Answers the
 * key of the rule data the index's rules now follow.
 */
async function syncIfBehind(db: Database, target: SearchWriteTarget): Promise<string> {
  const client = searchAdminClient(target);
  const { indexName } = target;
  const records = await readSearchRecords(db.read);
  const synonyms = readSearchSynonyms();
  const ruleData = ruleDataOfRecords(records);
  const rules = searchRules(ruleData);
  let current: { settings: unknown; nbHits: number; synonyms: number; rules: number } | undefined;
  try {
    const settings = await client.getSettings({ indexName });
    const { nbHits } = await client.searchSingleIndex({ indexName, searchParams: { query: '', hitsPerPage: 0 } });
    const found = await client.searchSynonyms({ indexName, searchSynonymsParams: { hitsPerPage: 0 } });
    const saved = await client.searchRules({ indexName, searchRulesParams: { hitsPerPage: 0 } });
    current = { settings, nbHits: nbHits ?? 0, synonyms: found.nbHits, rules: saved.nbHits };
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
  const sameSettings =
    current !== undefined &&
    Object.entries(INDEX_SETTINGS).every(
      ([key, value]) => JSON.stringify((current!.settings as Record<string, unknown>)[key]) === JSON.stringify(value),
    );
  const same =
    sameSettings &&
    current!.nbHits === records.length &&
    current!.synonyms === synonyms.length &&
    current!.rules === rules.length;
  if (!same) await rebuildIndex(target, records);
  return ruleDataKey(ruleData);
}

/** Replaces the index's Query Rules with `rules` (one write; clearExistingRules drops the ones no longer made). */
async function sendRules(target: SearchWriteTarget, rules: ReturnType<typeof searchRules>) {
  const client = searchAdminClient(target);
  const { indexName } = target;
  const saved = await client.saveRules({ indexName, rules, clearExistingRules: true });
  await client.waitForTask({ indexName, taskID: saved.taskID });
}

/**
 * Records per write of a rebuild. The engine reads and indexes a write in one go on its single thread: 100 records
 * (with their products' compositions) take well under half a second even on a freshly started engine, so searches
 * never wait long during a rebuild and a write's connection never waits past the client's 1 s connect timeout
 * (1,000 held the engine for about a second).
 */
const REBUILD_BATCH = 100;

/**
 * The full rebuild `npm run index` does: settings, synonyms, every record in place of the old ones, then the Query
 * Rules made from those records (after the records: replaceAllObjects moves a new index over the old one).
 */
export async function rebuildIndex(target: SearchWriteTarget, records: MarketplaceRecord[]) {
  const client = searchAdminClient(target);
  const { indexName } = target;
  const settings = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID: settings.taskID });
  const synonyms = await client.saveSynonyms({
    indexName,
    synonymHit: readSearchSynonyms(),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({ indexName, taskID: synonyms.taskID });
  const written = await client.replaceAllObjects({ indexName, objects: records, batchSize: REBUILD_BATCH });
  await sendRules(target, searchRules(ruleDataOfRecords(records)));
  return written;
}

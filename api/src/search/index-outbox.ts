import { EventEmitter } from 'node:events';
import type { Queryable } from '../db/database';

/**
 * Tells this process's index sender that a change was queued: it looks at the outbox right away and again a moment
 * later, when the caller's transaction has committed (its poll catches anything later still).
 */
export const indexOutboxEvents = new EventEmitter();

/** What the search index holds one record (or one family of records) for. */
export type IndexedKind = 'company' | 'product' | 'category' | 'molecule';

/** One catalog change for the index: a company's or a product's id, a category's or a molecule's slug. */
export interface IndexChange {
  kind: IndexedKind;
  key: string | number;
}

/**
 * Queues catalog changes for the search index, inside the caller's transaction: the change and its way to the index
 * commit together or not at all. The outbox's sender writes them to the index after the commit.
 */
export async function queueIndexChanges(tx: Queryable, changes: readonly IndexChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `INSERT INTO search_index_outbox (kind, key)
     SELECT * FROM unnest($1::text[], $2::text[])`,
    [changes.map((c) => c.kind), changes.map((c) => String(c.key))],
  );
  indexOutboxEvents.emit('queued');
}

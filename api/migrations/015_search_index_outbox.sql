-- The search index follows the catalog through an outbox: whatever changes a company, product, category or molecule
-- queues the changed key in the same transaction (api/src/search/index-outbox.ts), and a sender in the api pushes
-- each queued key to the index with the algoliasearch client after the commit. A key waits here until the index has
-- it, so an engine that is down or restarting loses nothing; a full rebuild (`npm run index`) stays for recovery.
CREATE TABLE search_index_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('company', 'product', 'category', 'molecule')),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  queued_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  done_at timestamptz
);
CREATE INDEX search_index_outbox_pending ON search_index_outbox (next_attempt_at, id) WHERE done_at IS NULL;

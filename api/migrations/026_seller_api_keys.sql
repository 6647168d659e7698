-- A seller's API keys pull its company's leads into its own CRM (api/src/routes/seller-api.ts). Only the key's
-- SHA-256 is kept: the key itself is shown once, when it is made. The prefix names it in lists; a revoked key stays
-- listed (revoked_at) and never authorises again.
CREATE TABLE seller_api_keys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_by integer REFERENCES seller_accounts (id) ON DELETE SET NULL,
  label text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX seller_api_keys_company ON seller_api_keys (company_id, id);

-- The write rules leave the database: the plpgsql functions of migrations 008 to 010 (every overload, 008's as well
-- as 010's) are dropped, and the api runs each write as a TypeScript transaction (api/src/services), where a rule
-- has one home, is typed by the zod payload and is tested. The guarantees stay in the database: the per-mobile
-- advisory lock (pg_advisory_xact_lock), the idempotency key's primary key, the row locks.
-- An api instance of an earlier release calls these functions: stop those instances before this migration runs.
DROP FUNCTION idempotency_claim(text, text, text);
DROP FUNCTION idempotency_complete(text, text, jsonb);
DROP FUNCTION enquiry_new(text, text, text, integer, text, text, character, text, text, text, text, text, text, text);
DROP FUNCTION enquiry_update_customer(text, text, text, uuid, text, text, text, text, smallint, smallint, text, text, text);
DROP FUNCTION enquiry_update_requirement(text, text, text, uuid, jsonb, jsonb, jsonb, text, integer, text, text, integer);
DROP FUNCTION quick_enquiry_new(text, text, integer, text, text, text, character, text, text, text);
DROP FUNCTION otp_generate(text, character, text, text, text, text, text, integer, integer, integer);
DROP FUNCTION otp_validate(text, text, integer);
DROP FUNCTION enquiry_new(text, text, text, integer, text, text, character, text, text, text, text, text, text, text, boolean);
DROP FUNCTION enquiry_update_customer(text, text, text, uuid, text, text, text, text, smallint, smallint, text, text, text, boolean);
DROP FUNCTION enquiry_update_requirement(text, text, text, uuid, jsonb, jsonb, jsonb, text, integer, text, text, integer, boolean);
DROP FUNCTION quick_enquiry_new(text, text, integer, text, text, text, character, text, text, text, boolean);
DROP FUNCTION owned_enquiry(uuid, text);
DROP FUNCTION idempotency_answer(text, text, text);
DROP FUNCTION idempotency_precheck(jsonb, boolean);
DROP FUNCTION idempotency_store(text, text, text, jsonb);
DROP FUNCTION refuse_mobile_limit(timestamptz[], integer);

-- An Idempotency-Key belongs to the session that used it: the same key from another session is another request, and
-- never gets the first session's answer. (Keys stored before this have no session; they expire within 48 hours.)
ALTER TABLE idempotency_keys ADD COLUMN session_id text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, session_id, key);

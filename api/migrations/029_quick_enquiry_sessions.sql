-- A call-back request remembers the session that posted it, so that the per-number limit counts a session's own
-- requests: requests posted by strangers for someone's number never refuse its owner's own request
-- (api/src/plugins/owner-limits.ts states the rule). Rows from before have no session and count for none.
ALTER TABLE quick_enquiries ADD COLUMN session_id text CHECK (length(session_id) <= 200);

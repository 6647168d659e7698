-- OTP generate and OTP validate each in one call, so one round trip to the database (as 008 did for the
-- enquiry writes). The api makes the code and its HMAC (keyed by a secret the database never sees) and passes the
-- hash in; it sends the code after commit. The statements are the ones the service ran one by one in a transaction.

-- Lead routing that a validated OTP promised, until it has run. The api routes these right after the
-- validate call, in a transaction of its own, and removes the row in that transaction; a sweep beside the
-- notification sender routes what is left (the api stopped in between, or routing failed) after a grace period.
-- Routing claims an enquiry once only (lead_routings), so the api and any number of sweeps may race.
CREATE TABLE lead_routing_queue (
  enquiry_id integer PRIMARY KEY REFERENCES enquiries (id),
  queued_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  -- After a failed attempt: not before then.
  retry_at timestamptz
);
CREATE INDEX lead_routing_queue_queued ON lead_routing_queue (queued_at);

-- POST /enquiry/otp/generate: a new code for the session, within the sends to the mobile allowed per window.
-- Answers {"kind": "sent", "id": otp id} or {"kind": "too-many-sends", "retry_after": whole seconds, at least 1}.
-- A listing that names no company raises SQLSTATE 'PSREF' 'unknown-listing' (nothing is stored).
CREATE FUNCTION otp_generate(
  p_session text, p_country char(2), p_mobile text, p_email text, p_listing text, p_channel text, p_code_hash text,
  p_max_sends integer, p_send_window_minutes integer, p_valid_minutes integer
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_window interval := make_interval(mins => p_send_window_minutes);
  v_sends integer;
  v_oldest timestamptz;
  v_failures integer;
  v_id integer;
BEGIN
  IF p_listing <> '' AND NOT EXISTS (SELECT 1 FROM companies WHERE slug = p_listing) THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'unknown-listing';
  END IF;
  -- The sends to one mobile one at a time, whatever the session: the window below sees every earlier commit.
  PERFORM pg_advisory_xact_lock(hashtext('otp:' || p_country || ':' || p_mobile));
  SELECT count(*), min(created_at) INTO v_sends, v_oldest FROM otps
  WHERE country_code = p_country AND mobile = p_mobile AND created_at > now() - v_window;
  IF v_sends >= p_max_sends THEN
    -- Until the oldest code sent within the window leaves it.
    -- clock_timestamp(), not now(): this transaction began before it waited on the lock, so its now() can be earlier
    -- than the oldest code's time. Never more than the window.
    RETURN jsonb_build_object('kind', 'too-many-sends', 'retry_after', least(p_send_window_minutes * 60,
      greatest(1, coalesce(ceil(extract(epoch FROM v_oldest + v_window - clock_timestamp())), 1))));
  END IF;
  -- Wrong codes of this session for the mobile carry over to the new code for the validity window (a resend does
  -- not reset them).
  SELECT coalesce(max(failed_attempts), 0) INTO v_failures FROM otps
  WHERE session_id = p_session AND country_code = p_country AND mobile = p_mobile
    AND created_at > now() - make_interval(mins => p_valid_minutes);
  -- Earlier live codes of the session stop working.
  UPDATE otps SET superseded_at = now() WHERE session_id = p_session AND consumed_at IS NULL AND superseded_at IS NULL;
  INSERT INTO otps (session_id, country_code, mobile, email, listing_slug, channel, code_hash, failed_attempts, expires_at)
  VALUES (p_session, p_country, p_mobile, p_email, p_listing, p_channel, p_code_hash, v_failures,
    now() + make_interval(mins => p_valid_minutes))
  RETURNING id INTO v_id;
  RETURN jsonb_build_object('kind', 'sent', 'id', v_id);
END
$fn$;

-- POST /enquiry/otp/validate: checks the session's live code against the HMAC of the submitted one. A wrong code's
-- failure is recorded and COMMITTED with its answer (so nothing here raises for it). Answers {"kind": k} where k is
-- "none" (no live code), "locked" (too many wrong codes, this one included), "expired" or "invalid"; or
-- {"kind": "verified", "mobile", "country", "route": [enquiry ids to route now]}.
-- The hashes are compared as text: both are HMACs under a secret the caller does not know, so the time a comparison
-- takes tells nothing about a code.
CREATE FUNCTION otp_validate(p_session text, p_code_hash text, p_max_checks integer) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_otp otps%ROWTYPE;
  v_failures integer;
  v_route integer[];
BEGIN
  -- The session's live code (not used, not replaced), locked: concurrent checks of one code take turns, and a
  -- check that waited sees the code used (or its failures) once the other commits.
  SELECT * INTO v_otp FROM otps WHERE session_id = p_session AND consumed_at IS NULL AND superseded_at IS NULL
  ORDER BY id DESC LIMIT 1 FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('kind', 'none');
  END IF;
  IF v_otp.failed_attempts >= p_max_checks THEN
    RETURN jsonb_build_object('kind', 'locked');
  END IF;
  IF v_otp.expires_at <= now() THEN
    RETURN jsonb_build_object('kind', 'expired');
  END IF;
  IF v_otp.code_hash IS DISTINCT FROM p_code_hash THEN
    UPDATE otps SET failed_attempts = failed_attempts + 1 WHERE id = v_otp.id RETURNING failed_attempts INTO v_failures;
    RETURN jsonb_build_object('kind', CASE WHEN v_failures >= p_max_checks THEN 'locked' ELSE 'invalid' END);
  END IF;
  -- Single use: only the first consume of a code succeeds.
  UPDATE otps SET consumed_at = now() WHERE id = v_otp.id AND consumed_at IS NULL;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('kind', 'none');
  END IF;

  IF v_otp.channel = 'email' AND v_otp.email IS NOT NULL THEN
    -- An e-mail code verifies that e-mail for this session's enquiries from that mobile which carry it (never the
    -- mobile itself: verified_mobiles is untouched).
    INSERT INTO verified_emails (session_id, country_code, mobile, email) VALUES (p_session, v_otp.country_code, v_otp.mobile, v_otp.email)
    ON CONFLICT (session_id, country_code, mobile, email) DO UPDATE SET verified_at = now();
    UPDATE enquiries SET verified_at = now(), verified_by = 'email'
    WHERE session_id = p_session AND country_code = v_otp.country_code AND mobile = v_otp.mobile AND lower(email) = v_otp.email
      AND verified_at IS NULL;
  ELSE
    -- An SMS code verifies the mobile for this session, and the session's enquiries for it.
    INSERT INTO verified_mobiles (session_id, country_code, mobile) VALUES (p_session, v_otp.country_code, v_otp.mobile)
    ON CONFLICT (session_id, country_code, mobile) DO UPDATE SET verified_at = now();
    UPDATE enquiries SET verified_at = now(), verified_by = 'sms'
    WHERE session_id = p_session AND country_code = v_otp.country_code AND mobile = v_otp.mobile AND verified_at IS NULL;
  END IF;

  -- The session's verified enquiries for that mobile that are not routed yet become leads (oldest first, 20 at most).
  SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO v_route FROM (
    SELECT e.id FROM enquiries e
    WHERE e.session_id = p_session AND e.country_code = v_otp.country_code AND e.mobile = v_otp.mobile AND e.verified_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM lead_routings r WHERE r.enquiry_id = e.id)
    ORDER BY e.id LIMIT 20
  ) unrouted;
  INSERT INTO lead_routing_queue (enquiry_id) SELECT unnest(v_route) ON CONFLICT (enquiry_id) DO NOTHING;
  RETURN jsonb_build_object('kind', 'verified', 'mobile', v_otp.mobile, 'country', v_otp.country_code, 'route', to_jsonb(v_route));
END
$fn$;

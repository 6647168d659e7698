-- The one-call writes of 008, with less work in each and the per-IP limit's replay check inside the call.
-- * An idempotency key is written once, with its answer, at the end of the write (008 inserted a claim first and
--   updated it with the answer: two row writes). The key is read first instead; a concurrent request with the same
--   key waits on the mobile's advisory lock where the write takes one (a key's payload names its mobile), and
--   otherwise meets the key's unique index at the end: then it raises 'key-race', everything it did rolls back, and
--   the api calls again, which finds the stored answer.
-- * A returning customer is read, not rewritten (008's upsert wrote a new row version on every post).
-- * p_refuse_fresh: the visitor's address is over the per-IP limit (counted by the api before the call). A replay
--   (same key, same body) is still answered; anything else is refused with 'ip-limit' and stores nothing. The api
--   no longer reads the key in a separate query before the write.
-- The 008 signatures stay for the api instances of the previous release during a rolling deploy (both read and write
-- the same idempotency rows); a later migration drops them.

-- The stored answer of (scope, key): null when the key is new (or none), else a replay or a mismatch. (plpgsql, not
-- sql: PostgreSQL 15 plans a non-inlined sql function's body on every call, a plpgsql one once per connection.)
CREATE FUNCTION idempotency_answer(p_scope text, p_key text, p_hash text) RETURNS jsonb LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  v_hash text;
  v_response jsonb;
BEGIN
  IF p_key IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT request_hash, response INTO v_hash, v_response FROM idempotency_keys
  WHERE scope = p_scope AND key = p_key AND response IS NOT NULL;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_hash IS DISTINCT FROM p_hash THEN
    RETURN jsonb_build_object('kind', 'mismatch');
  END IF;
  RETURN jsonb_build_object('kind', 'replay', 'response', v_response);
END
$fn$;

-- What a write does with a key's stored answer: a replay is answered whatever the limit; over the per-IP limit,
-- anything else is refused; a mismatch is answered as such. Null: go on with the write.
CREATE FUNCTION idempotency_precheck(p_answer jsonb, p_refuse_fresh boolean) RETURNS jsonb LANGUAGE plpgsql AS $fn$
BEGIN
  IF p_answer->>'kind' = 'replay' THEN
    RETURN p_answer;
  END IF;
  IF p_refuse_fresh THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'ip-limit';
  END IF;
  RETURN p_answer;
END
$fn$;

-- Stores the answer of a write under its key, in the write's transaction, and answers it as stored (jsonb orders
-- keys its own way, and every replay answers the stored form). A key stored meanwhile raises 'key-race'.
CREATE FUNCTION idempotency_store(p_scope text, p_key text, p_hash text, p_response jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_response jsonb;
BEGIN
  IF p_key IS NULL THEN
    RETURN p_response;
  END IF;
  INSERT INTO idempotency_keys (scope, key, request_hash, response) VALUES (p_scope, p_key, p_hash, p_response)
  ON CONFLICT (scope, key) DO NOTHING RETURNING response INTO v_response;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'key-race';
  END IF;
  RETURN v_response;
END
$fn$;

-- A mobile over its per-hour limit: seconds until enough of its posts of the last hour are an hour old for one more
-- (its Retry-After), raised as the 'mobile-limit' refusal's detail. p_times: the posts' times in the last hour.
CREATE FUNCTION refuse_mobile_limit(p_times timestamptz[], p_limit integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  v_sorted timestamptz[];
BEGIN
  SELECT array_agg(t ORDER BY t) INTO v_sorted FROM unnest(p_times) t;
  -- clock_timestamp(), not now(): the transaction began before it waited on the mobile's lock. Never more than the hour.
  RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'mobile-limit', DETAIL = least(3600, greatest(1, ceil(extract(epoch FROM
    v_sorted[cardinality(v_sorted) - p_limit + 1] + interval '1 hour' - clock_timestamp()))))::integer::text;
END
$fn$;

-- POST /enquiry/new (see 008 for what it keeps).
CREATE FUNCTION enquiry_new(
  p_key text, p_hash text, p_session text, p_mobile_limit integer,
  p_service_type text, p_mobile text, p_country char(2), p_isd text, p_message text, p_email text, p_source text,
  p_required_when text, p_call_time text, p_listing text, p_refuse_fresh boolean
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_answer jsonb;
  v_recent bigint;
  v_duplicate_of integer;
  v_customer_id integer;
  v_complete boolean;
  v_verified_by text;
  v_id integer;
  v_public_id uuid;
  v_route integer;
BEGIN
  -- One mobile's posts one at a time: the per-mobile limit, the duplicate link and a retried key see every earlier commit.
  PERFORM pg_advisory_xact_lock(hashtext('lead:' || p_country || ':' || p_mobile));
  v_answer := idempotency_precheck(idempotency_answer('enquiry/new', p_key, p_hash), p_refuse_fresh);
  IF v_answer IS NOT NULL THEN
    IF v_answer->>'kind' = 'replay' THEN
      -- A verified listing enquiry that is not routed yet (its routing failed after commit) is routed by the retry.
      SELECT e.id INTO v_route FROM enquiries e
      WHERE e.public_id = (v_answer->'response'->>'enquiry_id')::uuid AND e.verified_at IS NOT NULL AND e.duplicate_of IS NULL
        AND e.listing_slug <> '' AND NOT EXISTS (SELECT 1 FROM lead_routings r WHERE r.enquiry_id = e.id);
      IF v_route IS NOT NULL THEN
        INSERT INTO lead_routing_queue (enquiry_id) VALUES (v_route) ON CONFLICT (enquiry_id) DO NOTHING;
      END IF;
      v_answer := v_answer || jsonb_build_object('route', v_route);
    END IF;
    RETURN v_answer;
  END IF;

  -- The mobile's enquiries of the last 24 hours, read once: the per-mobile limit counts those of the last hour (stored
  -- enquiries only: a replay or a refused post never counts); the duplicate link is the first one for this service.
  SELECT count(*) FILTER (WHERE created_at > now() - interval '1 hour'),
         min(id) FILTER (WHERE service_type = p_service_type AND duplicate_of IS NULL)
  INTO v_recent, v_duplicate_of
  FROM enquiries WHERE country_code = p_country AND mobile = p_mobile AND created_at > now() - interval '24 hours';
  IF v_recent >= p_mobile_limit THEN
    PERFORM refuse_mobile_limit(ARRAY(SELECT created_at FROM enquiries WHERE country_code = p_country AND mobile = p_mobile
      AND created_at > now() - interval '1 hour'), p_mobile_limit);
  END IF;
  IF p_listing <> '' AND NOT EXISTS (SELECT 1 FROM companies WHERE slug = p_listing) THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'unknown-listing';
  END IF;

  -- The customer (one per mobile), and how this session verified the contact within the last day: its mobile by
  -- SMS, or this e-mail by e-mail. One read.
  SELECT c.id,
    (c.name IS NOT NULL AND c.email IS NOT NULL AND c.address IS NOT NULL AND c.gst_number IS NOT NULL AND c.drug_license IS NOT NULL),
    CASE
      WHEN EXISTS (SELECT 1 FROM verified_mobiles WHERE session_id = p_session AND country_code = p_country AND mobile = p_mobile
                     AND verified_at > now() - interval '1 day') THEN 'sms'
      WHEN EXISTS (SELECT 1 FROM verified_emails WHERE session_id = p_session AND country_code = p_country AND mobile = p_mobile
                     AND email = lower(p_email) AND verified_at > now() - interval '1 day') THEN 'email'
    END
  INTO v_customer_id, v_complete, v_verified_by
  FROM (SELECT 1) one LEFT JOIN customers c ON c.country_code = p_country AND c.mobile = p_mobile;
  -- A new mobile's customer (the mobile's lock is held; the conflict clause covers other writers).
  IF v_customer_id IS NULL THEN
    INSERT INTO customers (country_code, mobile) VALUES (p_country, p_mobile)
    ON CONFLICT (country_code, mobile) DO UPDATE SET mobile = EXCLUDED.mobile
    RETURNING id, (name IS NOT NULL AND email IS NOT NULL AND address IS NOT NULL AND gst_number IS NOT NULL AND drug_license IS NOT NULL)
    INTO v_customer_id, v_complete;
  END IF;

  INSERT INTO enquiries (customer_id, service_type, mobile, country_code, isd_code, message, email, source, required_when,
    call_time, listing_slug, duplicate_of, session_id, verified_at, verified_by)
  VALUES (v_customer_id, p_service_type, p_mobile, p_country, p_isd, p_message, p_email, p_source, p_required_when,
    p_call_time, p_listing, v_duplicate_of, p_session, CASE WHEN v_verified_by IS NOT NULL THEN now() END, v_verified_by)
  RETURNING id, public_id INTO v_id, v_public_id;

  -- A listing enquiry posted after its OTP is a lead now: queued in this call (migration 009's queue), the
  -- api routes it right after in a transaction of its own, and the routing sweep does if that never happens.
  IF v_verified_by IS NOT NULL AND p_listing <> '' THEN
    v_route := v_id;
    INSERT INTO lead_routing_queue (enquiry_id) VALUES (v_id);
  END IF;
  RETURN jsonb_build_object('kind', 'done', 'route', v_route, 'response', idempotency_store('enquiry/new', p_key, p_hash,
    jsonb_build_object('customerDataComplete', v_complete, 'customer_mobile', p_mobile, 'enquiry_id', v_public_id)));
END
$fn$;

-- The enquiry an /enquiry/update names, if this session owns it (the two update functions' common start).
CREATE FUNCTION owned_enquiry(p_public_id uuid, p_session text) RETURNS enquiries LANGUAGE plpgsql AS $fn$
DECLARE
  v_enquiry enquiries%ROWTYPE;
BEGIN
  SELECT * INTO v_enquiry FROM enquiries WHERE public_id = p_public_id AND session_id = p_session;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'enquiry-not-found';
  END IF;
  RETURN v_enquiry;
END
$fn$;

-- POST /enquiry/update, step 1 (see 008).
CREATE FUNCTION enquiry_update_customer(
  p_key text, p_hash text, p_session text, p_public_id uuid, p_listing text,
  p_name text, p_email text, p_address text, p_gst_number smallint, p_drug_license smallint,
  p_firm_name text, p_experience text, p_profession text, p_refuse_fresh boolean
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_answer jsonb;
  v_enquiry enquiries%ROWTYPE;
  v_complete boolean;
BEGIN
  v_answer := idempotency_precheck(idempotency_answer('enquiry/update', p_key, p_hash), p_refuse_fresh);
  IF v_answer IS NOT NULL THEN
    RETURN v_answer;
  END IF;
  v_enquiry := owned_enquiry(p_public_id, p_session);
  IF NOT EXISTS (SELECT 1 FROM cities WHERE lower(name || ', ' || state || ', ' || country_name) = lower(p_address)) THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'address-picked';
  END IF;
  IF p_listing <> '' AND NOT EXISTS (SELECT 1 FROM companies WHERE slug = p_listing) THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'unknown-listing';
  END IF;
  SELECT (name IS NOT NULL AND email IS NOT NULL AND address IS NOT NULL AND gst_number IS NOT NULL AND drug_license IS NOT NULL)
  INTO v_complete FROM customers WHERE id = v_enquiry.customer_id FOR UPDATE;
  IF v_complete AND NOT EXISTS (SELECT 1 FROM verified_mobiles WHERE session_id = p_session AND country_code = v_enquiry.country_code
                                  AND mobile = v_enquiry.mobile AND verified_at > now() - interval '1 day') THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'customer-on-file';
  END IF;
  UPDATE customers SET name = p_name, email = p_email, address = p_address, gst_number = p_gst_number, drug_license = p_drug_license,
    firm_name = COALESCE(p_firm_name, firm_name), experience = COALESCE(p_experience, experience),
    profession = COALESCE(p_profession, profession), updated_at = now()
  WHERE id = v_enquiry.customer_id;
  RETURN jsonb_build_object('kind', 'done', 'response', idempotency_store('enquiry/update', p_key, p_hash,
    jsonb_build_object('status', 'updated', 'enquiry_id', v_enquiry.public_id, 'customerDataComplete', true)));
END
$fn$;

-- POST /enquiry/update, step 2 (see 008).
CREATE FUNCTION enquiry_update_requirement(
  p_key text, p_hash text, p_session text, p_public_id uuid, p_invalid jsonb,
  p_medicine_type jsonb, p_service_for jsonb, p_selling_purpose text, p_investment integer, p_pcd_area text,
  p_quantity text, p_order_value integer, p_refuse_fresh boolean
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_answer jsonb;
  v_enquiry enquiries%ROWTYPE;
  v_complete boolean;
BEGIN
  v_answer := idempotency_precheck(idempotency_answer('enquiry/update', p_key, p_hash), p_refuse_fresh);
  IF v_answer IS NOT NULL THEN
    RETURN v_answer;
  END IF;
  v_enquiry := owned_enquiry(p_public_id, p_session);
  IF p_invalid ? v_enquiry.service_type THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'invalid', DETAIL = p_invalid->>v_enquiry.service_type;
  END IF;
  IF p_pcd_area <> '' AND NOT EXISTS (SELECT 1 FROM cities WHERE lower(name || ', ' || state || ', ' || country_name) = lower(p_pcd_area)) THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'area-picked';
  END IF;
  INSERT INTO enquiry_requirements (enquiry_id, medicine_type, service_for, selling_purpose, investment, pcd_area, quantity, order_value)
  VALUES (v_enquiry.id, p_medicine_type, p_service_for, p_selling_purpose, p_investment, p_pcd_area, p_quantity, p_order_value)
  ON CONFLICT (enquiry_id) DO UPDATE SET
    medicine_type = COALESCE(EXCLUDED.medicine_type, enquiry_requirements.medicine_type),
    service_for = COALESCE(EXCLUDED.service_for, enquiry_requirements.service_for),
    selling_purpose = COALESCE(EXCLUDED.selling_purpose, enquiry_requirements.selling_purpose),
    investment = COALESCE(EXCLUDED.investment, enquiry_requirements.investment),
    pcd_area = COALESCE(EXCLUDED.pcd_area, enquiry_requirements.pcd_area),
    quantity = COALESCE(EXCLUDED.quantity, enquiry_requirements.quantity),
    order_value = COALESCE(EXCLUDED.order_value, enquiry_requirements.order_value),
    updated_at = now();
  SELECT (name IS NOT NULL AND email IS NOT NULL AND address IS NOT NULL AND gst_number IS NOT NULL AND drug_license IS NOT NULL)
  INTO v_complete FROM customers WHERE id = v_enquiry.customer_id;
  RETURN jsonb_build_object('kind', 'done', 'response', idempotency_store('enquiry/update', p_key, p_hash,
    jsonb_build_object('status', 'updated', 'enquiry_id', v_enquiry.public_id, 'customerDataComplete', v_complete)));
END
$fn$;

-- POST /api/post-quick-enquiry (see 008).
CREATE FUNCTION quick_enquiry_new(
  p_key text, p_hash text, p_mobile_limit integer,
  p_name text, p_email text, p_phone text, p_country char(2), p_isd text, p_type text, p_listing text, p_refuse_fresh boolean
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_answer jsonb;
  v_id integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('quick:' || p_country || ':' || p_phone));
  v_answer := idempotency_precheck(idempotency_answer('quick-enquiry', p_key, p_hash), p_refuse_fresh);
  IF v_answer IS NOT NULL THEN
    RETURN v_answer;
  END IF;
  IF p_mobile_limit IS NOT NULL AND (
    SELECT count(*) FROM (
      SELECT 1 FROM quick_enquiries WHERE country_code = p_country AND phone_number = p_phone AND created_at > now() - interval '1 hour'
      LIMIT p_mobile_limit
    ) recent
  ) >= p_mobile_limit THEN
    PERFORM refuse_mobile_limit(ARRAY(SELECT created_at FROM quick_enquiries WHERE country_code = p_country
      AND phone_number = p_phone AND created_at > now() - interval '1 hour'), p_mobile_limit);
  END IF;
  IF p_listing <> '' AND NOT EXISTS (SELECT 1 FROM companies WHERE slug = p_listing) THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'unknown-listing';
  END IF;
  INSERT INTO quick_enquiries (name, email, phone_number, country_code, isd_code, type, listing_slug)
  VALUES (p_name, p_email, p_phone, p_country, p_isd, p_type, p_listing) RETURNING id INTO v_id;
  RETURN jsonb_build_object('kind', 'done', 'response', idempotency_store('quick-enquiry', p_key, p_hash,
    jsonb_build_object('status', 'posted', 'id', v_id)));
END
$fn$;

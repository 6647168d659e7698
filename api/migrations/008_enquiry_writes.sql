-- Each enquiry write is one call, so one round trip to the database. The statements are the ones the
-- services ran one by one inside a transaction (idempotency claim, checks, lock, upserts, insert, stored answer);
-- each statement of a plpgsql function takes a fresh snapshot, so the advisory lock and a claim that waited on
-- another request's key still see what the other transaction committed. A refusal raises SQLSTATE 'PSREF' with a
-- short reason as its message (the api maps it to the spec's text): the statement, its key claim included, rolls back.
-- Answers: {"kind": "done" | "replay", "response": …, "route": enquiry id to route or null} or {"kind": "mismatch"}.

-- The idempotency claim of (scope, key): null when claimed now (or no key), else what the first request stored.
CREATE FUNCTION idempotency_claim(p_scope text, p_key text, p_hash text) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_hash text;
  v_response jsonb;
BEGIN
  IF p_key IS NULL THEN
    RETURN NULL;
  END IF;
  -- A concurrent claim of the same key waits here until the first transaction ends.
  INSERT INTO idempotency_keys (scope, key, request_hash) VALUES (p_scope, p_key, p_hash) ON CONFLICT (scope, key) DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT request_hash, response INTO v_hash, v_response FROM idempotency_keys WHERE scope = p_scope AND key = p_key;
  IF v_hash IS DISTINCT FROM p_hash THEN
    RETURN jsonb_build_object('kind', 'mismatch');
  END IF;
  RETURN jsonb_build_object('kind', 'replay', 'response', v_response);
END
$fn$;

-- Stores the first answer of a claimed key (as stored: jsonb orders keys its own way, and every replay answers it).
CREATE FUNCTION idempotency_complete(p_scope text, p_key text, p_response jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_response jsonb;
BEGIN
  IF p_key IS NULL THEN
    RETURN p_response;
  END IF;
  UPDATE idempotency_keys SET response = p_response WHERE scope = p_scope AND key = p_key RETURNING response INTO v_response;
  RETURN v_response;
END
$fn$;

-- POST /enquiry/new: the enquiry for this session, linked to the first one of the last 24 hours for the same
-- mobile and service, its customer (one per mobile) upserted, verified when this session verified its contact.
CREATE FUNCTION enquiry_new(
  p_key text, p_hash text, p_session text, p_mobile_limit integer,
  p_service_type text, p_mobile text, p_country char(2), p_isd text, p_message text, p_email text, p_source text,
  p_required_when text, p_call_time text, p_listing text
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_claim jsonb;
  v_duplicate_of integer;
  v_customer_id integer;
  v_complete boolean;
  v_verified_by text;
  v_id integer;
  v_public_id uuid;
  v_route integer;
BEGIN
  v_claim := idempotency_claim('enquiry/new', p_key, p_hash);
  IF v_claim IS NOT NULL THEN
    IF v_claim->>'kind' = 'replay' THEN
      -- A verified listing enquiry that is not routed yet (its routing failed after commit) is routed by the retry.
      SELECT e.id INTO v_route FROM enquiries e
      WHERE e.public_id = (v_claim->'response'->>'enquiry_id')::uuid AND e.verified_at IS NOT NULL AND e.duplicate_of IS NULL
        AND e.listing_slug <> '' AND NOT EXISTS (SELECT 1 FROM lead_routings r WHERE r.enquiry_id = e.id);
      v_claim := v_claim || jsonb_build_object('route', v_route);
    END IF;
    RETURN v_claim;
  END IF;

  -- One mobile's posts one at a time: the per-mobile limit and the duplicate link see every earlier commit.
  PERFORM pg_advisory_xact_lock(hashtext('lead:' || p_country || ':' || p_mobile));
  -- The per-mobile limit counts stored enquiries only: a replay or a refused post never counts.
  IF p_mobile_limit IS NOT NULL AND (
    SELECT count(*) FROM (
      SELECT 1 FROM enquiries WHERE country_code = p_country AND mobile = p_mobile AND created_at > now() - interval '1 hour' LIMIT p_mobile_limit
    ) recent
  ) >= p_mobile_limit THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'mobile-limit';
  END IF;
  IF p_listing <> '' AND NOT EXISTS (SELECT 1 FROM companies WHERE slug = p_listing) THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'unknown-listing';
  END IF;

  SELECT id INTO v_duplicate_of FROM enquiries
  WHERE country_code = p_country AND mobile = p_mobile AND service_type = p_service_type AND duplicate_of IS NULL
    AND created_at > now() - interval '24 hours'
  ORDER BY id LIMIT 1;

  INSERT INTO customers (country_code, mobile) VALUES (p_country, p_mobile)
  ON CONFLICT (country_code, mobile) DO UPDATE SET mobile = EXCLUDED.mobile
  RETURNING id, (name IS NOT NULL AND email IS NOT NULL AND address IS NOT NULL AND gst_number IS NOT NULL AND drug_license IS NOT NULL)
  INTO v_customer_id, v_complete;

  -- How this session verified the contact within the last day: its mobile by SMS, or this e-mail by e-mail.
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM verified_mobiles WHERE session_id = p_session AND country_code = p_country AND mobile = p_mobile
                   AND verified_at > now() - interval '1 day') THEN 'sms'
    WHEN EXISTS (SELECT 1 FROM verified_emails WHERE session_id = p_session AND country_code = p_country AND mobile = p_mobile
                   AND email = lower(p_email) AND verified_at > now() - interval '1 day') THEN 'email'
  END INTO v_verified_by;

  INSERT INTO enquiries (customer_id, service_type, mobile, country_code, isd_code, message, email, source, required_when,
    call_time, listing_slug, duplicate_of, session_id, verified_at, verified_by)
  VALUES (v_customer_id, p_service_type, p_mobile, p_country, p_isd, p_message, p_email, p_source, p_required_when,
    p_call_time, p_listing, v_duplicate_of, p_session, CASE WHEN v_verified_by IS NOT NULL THEN now() END, v_verified_by)
  RETURNING id, public_id INTO v_id, v_public_id;

  -- A listing enquiry posted after its OTP is a lead now: the api routes it (rare: its own transaction).
  IF v_verified_by IS NOT NULL AND p_listing <> '' THEN
    v_route := v_id;
  END IF;
  RETURN jsonb_build_object('kind', 'done', 'route', v_route, 'response', idempotency_complete('enquiry/new', p_key,
    jsonb_build_object('customerDataComplete', v_complete, 'customer_mobile', p_mobile, 'enquiry_id', v_public_id)));
END
$fn$;

-- POST /enquiry/update, step 1: the customer's details, through an enquiry this session owns. Complete details on
-- file are changed only by a session that verified that mobile by SMS.
CREATE FUNCTION enquiry_update_customer(
  p_key text, p_hash text, p_session text, p_public_id uuid, p_listing text,
  p_name text, p_email text, p_address text, p_gst_number smallint, p_drug_license smallint,
  p_firm_name text, p_experience text, p_profession text
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_claim jsonb;
  v_enquiry enquiries%ROWTYPE;
  v_complete boolean;
BEGIN
  v_claim := idempotency_claim('enquiry/update', p_key, p_hash);
  IF v_claim IS NOT NULL THEN
    RETURN v_claim;
  END IF;
  SELECT * INTO v_enquiry FROM enquiries WHERE public_id = p_public_id AND session_id = p_session;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'enquiry-not-found';
  END IF;
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
  RETURN jsonb_build_object('kind', 'done', 'response', idempotency_complete('enquiry/update', p_key,
    jsonb_build_object('status', 'updated', 'enquiry_id', v_enquiry.public_id, 'customerDataComplete', true)));
END
$fn$;

-- POST /enquiry/update, step 2: the requirement of an enquiry this session owns. The body was checked by the api
-- for each service type (p_invalid: service type → the first error); the stored enquiry's type decides.
CREATE FUNCTION enquiry_update_requirement(
  p_key text, p_hash text, p_session text, p_public_id uuid, p_invalid jsonb,
  p_medicine_type jsonb, p_service_for jsonb, p_selling_purpose text, p_investment integer, p_pcd_area text,
  p_quantity text, p_order_value integer
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_claim jsonb;
  v_enquiry enquiries%ROWTYPE;
  v_complete boolean;
BEGIN
  v_claim := idempotency_claim('enquiry/update', p_key, p_hash);
  IF v_claim IS NOT NULL THEN
    RETURN v_claim;
  END IF;
  SELECT * INTO v_enquiry FROM enquiries WHERE public_id = p_public_id AND session_id = p_session;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'enquiry-not-found';
  END IF;
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
  RETURN jsonb_build_object('kind', 'done', 'response', idempotency_complete('enquiry/update', p_key,
    jsonb_build_object('status', 'updated', 'enquiry_id', v_enquiry.public_id, 'customerDataComplete', v_complete)));
END
$fn$;

-- POST /api/post-quick-enquiry: the call-back request, once per idempotency key, within the per-mobile limit (stored
-- call-backs of the last hour), naming only a real listing.
CREATE INDEX quick_enquiries_phone ON quick_enquiries (country_code, phone_number, created_at);

CREATE FUNCTION quick_enquiry_new(
  p_key text, p_hash text, p_mobile_limit integer,
  p_name text, p_email text, p_phone text, p_country char(2), p_isd text, p_type text, p_listing text
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  v_claim jsonb;
  v_id integer;
BEGIN
  v_claim := idempotency_claim('quick-enquiry', p_key, p_hash);
  IF v_claim IS NOT NULL THEN
    RETURN v_claim;
  END IF;
  IF p_mobile_limit IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('quick:' || p_country || ':' || p_phone));
    IF (SELECT count(*) FROM (
          SELECT 1 FROM quick_enquiries WHERE country_code = p_country AND phone_number = p_phone AND created_at > now() - interval '1 hour'
          LIMIT p_mobile_limit
        ) recent) >= p_mobile_limit THEN
      RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'mobile-limit';
    END IF;
  END IF;
  IF p_listing <> '' AND NOT EXISTS (SELECT 1 FROM companies WHERE slug = p_listing) THEN
    RAISE EXCEPTION USING ERRCODE = 'PSREF', MESSAGE = 'unknown-listing';
  END IF;
  INSERT INTO quick_enquiries (name, email, phone_number, country_code, isd_code, type, listing_slug)
  VALUES (p_name, p_email, p_phone, p_country, p_isd, p_type, p_listing) RETURNING id INTO v_id;
  RETURN jsonb_build_object('kind', 'done', 'response', idempotency_complete('quick-enquiry', p_key,
    jsonb_build_object('status', 'posted', 'id', v_id)));
END
$fn$;

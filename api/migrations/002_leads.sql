-- Leads: customers (by mobile), enquiries with their step-2 requirement, quick call-backs, subscribers, logs.
CREATE TABLE customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country_code char(2) NOT NULL,
  mobile text NOT NULL,
  name text,
  email text,
  address text,
  gst_number smallint CHECK (gst_number IN (0, 1, 2)),
  drug_license smallint CHECK (drug_license IN (0, 1, 2)),
  firm_name text,
  experience text,
  profession text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (country_code, mobile)
);

CREATE TABLE enquiries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  service_type text NOT NULL,
  mobile text NOT NULL,
  country_code char(2) NOT NULL,
  isd_code text NOT NULL,
  message text NOT NULL,
  email text,
  source text NOT NULL,
  required_when text,
  call_time text,
  listing_slug text,
  duplicate_of integer REFERENCES enquiries (id),
  session_id text,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiries_mobile_service ON enquiries (country_code, mobile, service_type, created_at);

CREATE TABLE enquiry_requirements (
  enquiry_id integer PRIMARY KEY REFERENCES enquiries (id),
  medicine_type jsonb,
  service_for jsonb,
  selling_purpose text,
  investment integer,
  pcd_area text,
  quantity text,
  order_value integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE quick_enquiries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  country_code char(2) NOT NULL,
  isd_code text NOT NULL,
  type text NOT NULL,
  listing_slug text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscribers (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE visit_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  location text NOT NULL,
  url text NOT NULL,
  url_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Idempotency-Key: the first answer is kept (at least 24 hours) and replayed for the same key and body.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

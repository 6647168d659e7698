-- One-time passwords (hashed, 10 minutes, single use, bound to a session) and verified mobiles.
CREATE TABLE otps (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL,
  country_code char(2) NOT NULL,
  mobile text NOT NULL,
  email text,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  superseded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otps_session ON otps (session_id, created_at);
CREATE INDEX otps_mobile ON otps (country_code, mobile, created_at);

CREATE TABLE verified_mobiles (
  session_id text NOT NULL,
  country_code char(2) NOT NULL,
  mobile text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, country_code, mobile)
);

-- Development outbox: SMS and e-mails captured when no provider is configured (never used in production).
CREATE TABLE dev_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  to_address text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

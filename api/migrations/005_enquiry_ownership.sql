-- The only enquiry id a browser sees is a random public one (the serial id stays internal); each
-- verified enquiry says how it was verified; an e-mail OTP verifies an e-mail for a session, never a mobile.
ALTER TABLE enquiries ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX enquiries_public_id ON enquiries (public_id);
CREATE INDEX enquiries_session ON enquiries (session_id, country_code, mobile) WHERE session_id IS NOT NULL;
ALTER TABLE enquiries ADD COLUMN verified_by text CHECK (verified_by IN ('sms', 'email'));
UPDATE enquiries SET verified_by = 'sms' WHERE verified_at IS NOT NULL;

ALTER TABLE otps ADD COLUMN listing_slug text;

CREATE TABLE verified_emails (
  session_id text NOT NULL,
  country_code char(2) NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, country_code, mobile, email)
);

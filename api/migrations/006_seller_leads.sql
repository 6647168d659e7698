-- Seller leads: packages' weekly quotas, each company's package and lead preferences, seller accounts
-- (the company's registered mobile), verified enquiries routed to companies, and the notification outbox.
ALTER TABLE packages ADD COLUMN weekly_lead_quota integer NOT NULL DEFAULT 3 CHECK (weekly_lead_quota >= 0);

-- A company's package (id 5, the free one, unless it bought another).
CREATE TABLE company_packages (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  package_id integer NOT NULL REFERENCES packages (id),
  since timestamptz NOT NULL DEFAULT now()
);

-- What a company wants leads for: service types, the states it serves, categories (the step-2 "service for"
-- titles) and medicine types. Empty categories and medicine types mean "any".
CREATE TABLE company_lead_preferences (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  service_types text[] NOT NULL DEFAULT '{}',
  states text[] NOT NULL DEFAULT '{}',
  categories text[] NOT NULL DEFAULT '{}',
  medicine_types text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_lead_preferences_states ON company_lead_preferences USING gin (states);

-- Who signs in to the dashboard for a company: its registered mobile (and where lead e-mails go).
CREATE TABLE seller_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  country_code char(2) NOT NULL,
  isd_code text NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (country_code, mobile)
);
CREATE INDEX seller_accounts_company ON seller_accounts (company_id);

-- Signed-in sellers: the session id is stored hashed; the cookie holds it.
CREATE TABLE seller_sessions (
  id_hash text PRIMARY KEY,
  seller_id integer NOT NULL REFERENCES seller_accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per verified enquiry that routing looked at (routed once, whatever happens next).
CREATE TABLE lead_routings (
  enquiry_id integer PRIMARY KEY REFERENCES enquiries (id),
  companies integer NOT NULL,
  state text,
  routed_at timestamptz NOT NULL DEFAULT now()
);

-- A lead: an enquiry routed to a company, and what the seller did with it.
CREATE TABLE seller_leads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id integer NOT NULL REFERENCES enquiries (id),
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'not_relevant')),
  routed_at timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz,
  UNIQUE (enquiry_id, company_id)
);
CREATE INDEX seller_leads_company ON seller_leads (company_id, routed_at DESC);

-- Notifications to sellers, written in the routing transaction and sent after commit by the sender loop.
CREATE TABLE notification_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id integer REFERENCES seller_leads (id) ON DELETE SET NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  to_address text NOT NULL,
  subject text,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  sent_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_outbox_due ON notification_outbox (next_attempt_at, id) WHERE sent_at IS NULL;

-- The development outbox shows sellers' notifications too; one copy per notification, whatever the retries.
ALTER TABLE dev_outbox ADD COLUMN notification_id integer UNIQUE;

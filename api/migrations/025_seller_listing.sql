-- A seller edits its own listing from the dashboard (api/src/routes/seller-listing.ts): its registrations (GST and drug
-- licence numbers, format-checked), certifications, the service types and categories it offers (const-data titles;
-- its category pages follow from them), the street line of its address (the city comes from the city list and
-- `address` is the whole line the company page shows), and the places it serves.
ALTER TABLE companies ADD COLUMN address_line text NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN gst_number text NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN drug_licence text NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN certifications text[] NOT NULL DEFAULT '{}';
ALTER TABLE companies ADD COLUMN service_types text[] NOT NULL DEFAULT '{}';
ALTER TABLE companies ADD COLUMN offered_categories text[] NOT NULL DEFAULT '{}';

-- What a Join Free company said at registration is where its listing starts.
UPDATE companies c SET service_types = r.service_types, offered_categories = r.categories,
  gst_number = coalesce(r.gst_number, '')
FROM seller_registrations r WHERE c.registration_id = r.id;

ALTER TABLE company_products ADD COLUMN strength text NOT NULL DEFAULT '';

-- The places a company serves: a whole state (city '') or a city of the city list.
CREATE TABLE company_places_served (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  state text NOT NULL,
  city text NOT NULL DEFAULT '',
  PRIMARY KEY (company_id, state, city)
);

-- Every change a seller made to its listing: who, when, and each changed field's value before and after.
CREATE TABLE company_listing_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  seller_id integer REFERENCES seller_accounts (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL CHECK (action IN ('profile', 'product_added', 'product_changed', 'product_removed')),
  product_id integer,
  changes jsonb NOT NULL
);
CREATE INDEX company_listing_history_company ON company_listing_history (company_id, id DESC);

-- Join Free proves the company's mobile by OTP before the company exists, and picks its place from the city list and
-- its service types and categories from the const data. A company made by Join Free keeps its registration, and the
-- time its mobile was proved (at registration, or when its seller signs in to the dashboard by OTP); it is listed
-- only while that mobile is proved and it has a category and a place (api/src/seller-leads/company-listing.ts).
ALTER TABLE seller_registrations ADD COLUMN state text;
ALTER TABLE seller_registrations ADD COLUMN service_types text[] NOT NULL DEFAULT '{}';
ALTER TABLE seller_registrations ADD COLUMN categories text[] NOT NULL DEFAULT '{}';
ALTER TABLE companies ADD COLUMN registration_id integer REFERENCES seller_registrations (id);
ALTER TABLE companies ADD COLUMN mobile_verified_at timestamptz;
CREATE UNIQUE INDEX companies_registration ON companies (registration_id) WHERE registration_id IS NOT NULL;

-- Companies that Join Free made before: their mobile was never proved, so they leave the site and routing until it is.
UPDATE companies c SET registration_id = r.id
FROM seller_registrations r JOIN seller_accounts a ON a.country_code = r.country_code AND a.mobile = r.mobile
WHERE a.company_id = c.id;
UPDATE companies SET listed = false WHERE registration_id IS NOT NULL;

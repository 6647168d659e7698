-- Catalog: what the category, company, molecule, pricing and registration pages need beyond 001's reference data.
ALTER TABLE categories ADD COLUMN description text NOT NULL DEFAULT '';

ALTER TABLE companies ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN established smallint CHECK (established BETWEEN 1900 AND 2100);
ALTER TABLE companies ADD COLUMN gst_verified boolean NOT NULL DEFAULT false;
ALTER TABLE companies ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN contact_person text NOT NULL DEFAULT '';
CREATE INDEX companies_rank ON companies (rank DESC, slug);
CREATE INDEX company_categories_category ON company_categories (category_slug, company_id);

-- A company's products, in the order it lists them; each names the molecules it contains (molecule pages).
CREATE TABLE company_products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  composition text NOT NULL,
  pack text NOT NULL,
  form text NOT NULL,
  UNIQUE (company_id, position)
);

CREATE TABLE company_product_molecules (
  product_id integer NOT NULL REFERENCES company_products (id) ON DELETE CASCADE,
  molecule_slug text NOT NULL REFERENCES molecules (slug),
  PRIMARY KEY (product_id, molecule_slug)
);
CREATE INDEX company_product_molecules_molecule ON company_product_molecules (molecule_slug, product_id);

-- Seller membership packages (spec §6: id 5 is the free one).
CREATE TABLE packages (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  price_inr integer NOT NULL CHECK (price_inr >= 0),
  period text NOT NULL,
  features jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL
);

-- Join Free: a seller's registration, called back by the team. One per mobile and one per e-mail (stored lowercased).
CREATE TABLE seller_registrations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_name text NOT NULL,
  contact_name text NOT NULL,
  country_code char(2) NOT NULL,
  isd_code text NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL,
  city text NOT NULL,
  gst_number text,
  package_id integer NOT NULL DEFAULT 5 REFERENCES packages (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (country_code, mobile),
  UNIQUE (email)
);
